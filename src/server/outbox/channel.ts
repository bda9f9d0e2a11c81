import 'server-only';
import type { Database } from '../db';
import type { Channel, ClaimedDelivery } from './leases';

/** What a channel makes of one claimed delivery: a reason to cancel it, or the sending of it. */
type Preparation = { cancel: string } | { send: (signal: AbortSignal) => Promise<void> };

/**
 * A way out of the outbox (docs/decisions/019-outbox-leases.md): the mail, the callback to the voice
 * platform, the CRM. A channel registers with the runner when the server starts (server/outbox-channels.ts);
 * the outbox itself knows none of them, only that each prepares and sends what it claimed.
 */
export type OutboxChannel = {
  readonly name: Channel;
  /** Deliveries of this channel one instance sends at the same time. */
  readonly concurrency: number;
  /**
   * Reads what the delivery needs when it is sent (a mail is written from its submission as stored now):
   * a reason to cancel it instead (the submission erased, the number on the do-not-call list), or the send.
   */
  prepare(db: Database, delivery: ClaimedDelivery): Promise<Preparation>;
  /** Ends the channel's connections (graceful shutdown). */
  close?(): void;
};

/** A channel whose settings are missing: its deliveries wait in the outbox, and the log says what starts them. */
export type WaitingChannel = { readonly name: Channel; readonly note: string; readonly level: 'warn' | 'info' };
