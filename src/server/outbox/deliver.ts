import 'server-only';
import type { Database } from '../db';
import { describeFailure } from '../log-safety';
import { log } from '../log';
import type { SendMail } from '../mail/transport';
import { isDoNotCall } from '../voice/do-not-call';
import type { PostToEndpoint, PostWebhook } from '../webhook/post';
import { leadEvent } from '../crm/lead-event';
import { retryDelayMs } from './backoff';
import { finishAttempt, renewLease, type ClaimedDelivery } from './leases';
import { mailOfDelivery } from '../mail/deliveries';
import type { CallbackWebhookBody, CrmDelivery, MailDelivery } from './types';

export type Deliverers = {
  /** Absent without SMTP_URL: mails wait in the outbox. */
  mail?: SendMail;
  /** Absent without CALLBACK_WEBHOOK_URL: webhooks wait in the outbox. */
  webhook?: PostWebhook;
  /** Absent without LEAD_WEBHOOK_URLS: leads for the CRM wait in the outbox. A lead for an endpoint no longer listed is cancelled. */
  crm?: { post: PostToEndpoint; endpoints: readonly string[] };
};

export type DeliverySettings = {
  retryBaseMs: number;
  maxAttempts: number;
  /** How long a claim holds a delivery before another worker may take it; renewed while it runs. */
  leaseMs: number;
};

/** How an attempt ended; `lost` when this worker's lease had gone to another and nothing was recorded. */
export type AttemptResult = 'delivered' | 'failed' | 'cancelled' | 'lost';

/**
 * One attempt of a claimed delivery: a callback whose number went on the do-not-call list, a
 * mail or CRM lead whose submission was erased, or a lead for an endpoint no longer configured, is
 * cancelled instead; otherwise a mail or lead is written from its submission and sent, or the webhook posted, with the lease renewed while the sending lasts, and
 * the outcome recorded only if the lease is still this worker's.
 */
export async function attemptDelivery(
  db: Database,
  delivery: ClaimedDelivery,
  deliverers: Deliverers,
  settings: DeliverySettings,
): Promise<AttemptResult> {
  const cancel = async (reason: string) => ((await finishAttempt(db, delivery, { kind: 'cancelled', reason })) ? 'cancelled' : 'lost');
  if (delivery.channel === 'webhook' && (await isDoNotCall(db, (delivery.payload as CallbackWebhookBody).phone)))
    return cancel('number on the do-not-call list');
  const mail = delivery.channel === 'mail' ? await mailOfDelivery(db, { ...delivery, payload: delivery.payload as MailDelivery }) : null;
  if (delivery.channel === 'mail' && !mail) return cancel('the submission is no longer stored');
  const endpoint = delivery.channel === 'crm' ? (delivery.payload as CrmDelivery).endpoint : null;
  if (endpoint !== null && !deliverers.crm!.endpoints.includes(endpoint)) return cancel('the endpoint is no longer in LEAD_WEBHOOK_URLS');
  const lead = endpoint !== null ? await leadEvent(db, delivery.submissionKind, delivery.submissionId) : null;
  if (endpoint !== null && !lead) return cancel('the submission is no longer stored');
  const started = performance.now();
  const lost = new AbortController();
  const renewal = setInterval(() => {
    renewLease(db, delivery, settings.leaseMs)
      .then((held) => held || lost.abort())
      .catch(() => undefined);
  }, settings.leaseMs / 3);
  let error: string | null = null;
  try {
    if (mail) await deliverers.mail!(delivery.id, mail);
    else if (endpoint !== null) await deliverers.crm!.post(delivery.id, endpoint, lead, lost.signal);
    else await deliverers.webhook!(delivery.id, delivery.payload as CallbackWebhookBody, lost.signal);
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
