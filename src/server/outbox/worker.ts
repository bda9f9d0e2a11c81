import 'server-only';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { describeFailure } from '../log-safety';
import { deliveryAttempts, outbox } from '../db/schema';
import type { SendMail } from '../mail/transport';
import { isDoNotCall } from '../voice/do-not-call';
import type { PostWebhook } from '../webhook/post';
import { retryDelayMs } from './backoff';
import type { CallbackWebhookBody, MailMessage } from './types';

export type Deliverers = {
  /** Absent without SMTP_URL: mails wait in the outbox. */
  mail?: SendMail;
  /** Absent without CALLBACK_WEBHOOK_URL: webhooks wait in the outbox. */
  webhook?: PostWebhook;
};

export type DeliverySettings = {
  retryBaseMs: number;
  maxAttempts: number;
  batchSize?: number;
  /** Count what waits for an unconfigured channel (a query over the outbox; the periodic pass only). */
  countWaiting?: boolean;
};

/** A delivery in progress is locked this long; if its worker dies, it is retried afterwards. */
export const DELIVERY_LOCK_MS = 2 * 60_000;

export type PassResult = { delivered: number; failed: number; cancelled: number; waiting: { mail: number; webhook: number } };

/**
 * Claims due deliveries (skipping those another worker holds), so two app instances never
 * send the same one at the same time.
 */
async function claimDue(db: Database, channels: readonly ('mail' | 'webhook')[], limit: number, now: Date) {
  if (channels.length === 0) return [];
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.status, 'pending'),
          inArray(outbox.channel, [...channels]),
          lte(outbox.nextAttemptAt, now),
          or(isNull(outbox.lockedUntil), lte(outbox.lockedUntil, now)),
        ),
      )
      .orderBy(asc(outbox.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outbox)
      .set({ lockedUntil: new Date(now.getTime() + DELIVERY_LOCK_MS) })
      .where(
        inArray(
          outbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

async function countWaiting(db: Database, channel: 'mail' | 'webhook'): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), eq(outbox.channel, channel)));
  return row?.count ?? 0;
}

/** One pass over the due deliveries: each is attempted once and its attempt recorded. */
export async function deliverDue(db: Database, deliverers: Deliverers, settings: DeliverySettings, now = new Date()): Promise<PassResult> {
  const channels = (['mail', 'webhook'] as const).filter((channel) => deliverers[channel]);
  const claimed = await claimDue(db, channels, settings.batchSize ?? 20, now);
  const result: PassResult = { delivered: 0, failed: 0, cancelled: 0, waiting: { mail: 0, webhook: 0 } };
  for (const delivery of claimed) {
    // Nobody is called after saying no: also not a callback requested before the number was listed.
    if (delivery.channel === 'webhook' && (await isDoNotCall(db, (delivery.payload as CallbackWebhookBody).phone))) {
      await db
        .update(outbox)
        .set({ status: 'cancelled', lastError: 'number on the do-not-call list', lockedUntil: null })
        .where(eq(outbox.id, delivery.id));
      result.cancelled += 1;
      continue;
    }
    const started = Date.now();
    let error: string | null = null;
    try {
      if (delivery.channel === 'mail') await deliverers.mail!(delivery.id, delivery.payload as MailMessage);
      else await deliverers.webhook!(delivery.id, delivery.payload as CallbackWebhookBody);
    } catch (cause) {
      error = describeFailure(cause);
    }
    const attempts = delivery.attempts + 1;
    const finishedAt = new Date();
    await db.transaction(async (tx) => {
      await tx.insert(deliveryAttempts).values({ outboxId: delivery.id, ok: error === null, error, durationMs: Date.now() - started });
      if (error === null) {
        await tx
          .update(outbox)
          .set({ status: 'delivered', attempts, deliveredAt: finishedAt, lockedUntil: null, lastError: null })
          .where(eq(outbox.id, delivery.id));
      } else {
        const exhausted = attempts >= settings.maxAttempts;
        await tx
          .update(outbox)
          .set({
            status: exhausted ? 'failed' : 'pending',
            attempts,
            lastError: error,
            lockedUntil: null,
            nextAttemptAt: new Date(finishedAt.getTime() + retryDelayMs(attempts, settings.retryBaseMs)),
          })
          .where(eq(outbox.id, delivery.id));
      }
    });
    if (error === null) result.delivered += 1;
    else result.failed += 1;
  }
  if (settings.countWaiting ?? true) {
    for (const channel of ['mail', 'webhook'] as const) {
      if (!deliverers[channel]) result.waiting[channel] = await countWaiting(db, channel);
    }
  }
  return result;
}
