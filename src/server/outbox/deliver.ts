import 'server-only';
import type { Database } from '../db';
import { describeFailure } from '../log-safety';
import { log } from '../log';
import { retryDelayMs } from './backoff';
import type { OutboxChannel } from './channel';
import { finishAttempt, renewLease, type ClaimedDelivery } from './leases';

export type DeliverySettings = {
  retryBaseMs: number;
  maxAttempts: number;
  /** How long a claim holds a delivery before another worker may take it; renewed while it runs. */
  leaseMs: number;
};

/** How an attempt ended; `lost` when this worker's lease had gone to another and nothing was recorded. */
export type AttemptResult = 'delivered' | 'failed' | 'cancelled' | 'lost';

/**
 * One attempt of a claimed delivery: its channel prepares it, and cancels what must not go out any
 * more; otherwise it is sent with the lease renewed while the sending lasts, and the outcome recorded
 * only if the lease is still this worker's.
 */
export async function attemptDelivery(
  db: Database,
  delivery: ClaimedDelivery,
  channel: OutboxChannel,
  settings: DeliverySettings,
): Promise<AttemptResult> {
  const preparation = await channel.prepare(db, delivery);
  if ('cancel' in preparation)
    return (await finishAttempt(db, delivery, { kind: 'cancelled', reason: preparation.cancel })) ? 'cancelled' : 'lost';
  const started = performance.now();
  const lost = new AbortController();
  const renewal = setInterval(() => {
    renewLease(db, delivery, settings.leaseMs)
      .then((held) => held || lost.abort())
      .catch(() => undefined);
  }, settings.leaseMs / 3);
  let error: string | null = null;
  try {
    await preparation.send(lost.signal);
  } catch (cause) {
    error = describeFailure(cause);
  } finally {
    clearInterval(renewal);
  }
  const durationMs = performance.now() - started;
  const recorded = await finishAttempt(
    db,
    delivery,
    error === null
      ? { kind: 'delivered', durationMs }
      : {
          kind: 'failed',
          durationMs,
          error,
          retryInMs: retryDelayMs(delivery.attempts, settings.retryBaseMs),
          exhausted: delivery.attempts >= settings.maxAttempts,
        },
  );
  if (!recorded) {
    log().warn(
      { delivery: delivery.id, channel: delivery.channel },
      'outbox: the lease ran out during the attempt; its outcome is not recorded',
    );
    return 'lost';
  }
  return error === null ? 'delivered' : 'failed';
}
