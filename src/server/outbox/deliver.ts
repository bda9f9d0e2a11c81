import 'server-only';
import type { Database } from '../db';
import { describeFailure } from '../log-safety';
import { log } from '../log';
import { retryDelayMs } from './backoff';
import type { OutboxChannel } from './channel';
import { DeliveryFailure } from './failure';
import { finishAttempt, renewLease, type ClaimedDelivery, type Outcome } from './leases';

export type DeliverySettings = {
  retryBaseMs: number;
  maxAttempts: number;
  /** How long a claim holds a delivery before another worker may take it; renewed while it runs. */
  leaseMs: number;
};

/**
 * How an attempt ended; `lost` when this worker's lease had gone to another and nothing was recorded;
 * `throttled` when the receiver refused it for now and the channel should pause for `pauseMs`.
 */
export type AttemptResult = 'delivered' | 'failed' | 'cancelled' | 'lost' | 'throttled';
export type Attempt = { result: AttemptResult; pauseMs?: number };

/** What an attempt that threw records: a failure with the channel's plan for it (server/outbox/failure.ts), or a plain one. */
function failureOutcome(cause: unknown, delivery: ClaimedDelivery, settings: DeliverySettings, durationMs: number): Outcome {
  const error = describeFailure(cause);
  const plan = cause instanceof DeliveryFailure ? cause.plan : {};
  if (plan.throttleMs !== undefined) return { kind: 'deferred', durationMs, error, retryInMs: plan.throttleMs };
  return {
    kind: 'failed',
    durationMs,
    error,
    retryInMs: plan.retryInMs ?? retryDelayMs(delivery.attempts, settings.retryBaseMs),
    exhausted: Boolean(plan.giveUp) || delivery.attempts >= settings.maxAttempts,
  };
}

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
): Promise<Attempt> {
  const preparation = await channel.prepare(db, delivery);
  if ('cancel' in preparation)
    return { result: (await finishAttempt(db, delivery, { kind: 'cancelled', reason: preparation.cancel })) ? 'cancelled' : 'lost' };
  const started = performance.now();
  const lost = new AbortController();
  const renewal = setInterval(() => {
    renewLease(db, delivery, settings.leaseMs)
      .then((held) => held || lost.abort())
      .catch(() => undefined);
  }, settings.leaseMs / 3);
  let failure: { cause: unknown } | null = null;
  try {
    await preparation.send(lost.signal);
  } catch (cause) {
    failure = { cause };
  } finally {
    clearInterval(renewal);
  }
  const durationMs = performance.now() - started;
  const outcome: Outcome = failure ? failureOutcome(failure.cause, delivery, settings, durationMs) : { kind: 'delivered', durationMs };
  if (!(await finishAttempt(db, delivery, outcome))) {
    log().warn(
      { delivery: delivery.id, channel: delivery.channel },
      'outbox: the lease ran out during the attempt; its outcome is not recorded',
    );
    return { result: 'lost' };
  }
  if (outcome.kind === 'deferred') return { result: 'throttled', pauseMs: outcome.retryInMs };
  return { result: outcome.kind === 'delivered' ? 'delivered' : 'failed' };
}
