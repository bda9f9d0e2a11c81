import 'server-only';
import type { Application } from '@/lib/schemas/application';
import type { CallbackRequest } from '@/lib/schemas/callback';
import type { ContactRequest } from '@/lib/schemas/contact';
import type { ErrorReportPayload } from '@/lib/schemas/error-report';
import type { Database } from '../db';
import { callbackRequests, contactEnquiries, errorReports, jobApplications } from '../db/schema';
import { env } from '../env';
import type { MailDelivery } from '../mail/types';
import type { OutboxMessage } from '../outbox/types';
import type { CallbackWebhookBody } from '../voice/callback-webhook';
import { nextCallbackTime } from '@/lib/callback-hours';
import { CALLBACK_WITHIN_MINUTES } from '@/lib/constants/callback';
import { COMPANY_TIME_ZONE } from '@/i18n/time-zone';
import { callbackConsent, callOpening } from '../voice/consent';
import { confirmationCounter } from './confirmations';
import { crmDeliveries } from '../crm/lead-event';
import { isDoNotCall } from '../voice/do-not-call';
import { CALLBACK_DELIVERY_TOPIC } from '../voice/call-status';
import type { LimitCheck } from '../rate-limit';
import { storeSubmission, type RequestMeta, type StoreResult } from './store';

export type CallbackStoreResult = StoreResult & { answer: { callAfter: string } };

/** The team's notification: the one mail of a callback or an error report (written when it is sent, server/mail/deliveries.ts). */
const teamNotification = (topic: string): OutboxMessage<MailDelivery> => ({
  channel: 'mail',
  topic: `${topic}.team-notification`,
  payload: { mail: 'team-notification' },
});

/** The team's notification and the sender's confirmation, which the store leaves out when the address had its share today. */
const withConfirmation = (topic: string): OutboxMessage<MailDelivery>[] => [
  {
    channel: 'mail',
    topic: `${topic}.team-notification`,
    payload: { mail: 'team-notification', confirmation: 'sent' },
    ifConfirmationWithheld: { mail: 'team-notification', confirmation: 'withheld' },
  },
  { channel: 'mail', topic: `${topic}.confirmation`, payload: { mail: 'confirmation' }, confirmation: true },
];

/**
 * A callback request (POST /api/callback-automation): stored with its proof of consent and the time the
 * agent may call (CALLBACK_HOURS). The webhook to the voice-agent platform is held until then,
 * and never written for a number on the do-not-call list: that request is stored as
 * suppressed and answered exactly like any other.
 */
export async function storeCallback(
  db: Database,
  data: CallbackRequest,
  meta: RequestMeta,
  limits: readonly LimitCheck[] = [],
): Promise<CallbackStoreResult> {
  // The box and its version are proven by the stored wording below, not stored as given.
  const request = { phone: data.phone, website: data.website, language: data.language };
  const settings = env();
  const hours = settings.CALLBACK_HOURS;
  const now = new Date();
  const callAfter = nextCallbackTime(now, hours);
  const timeZone = hours.always ? COMPANY_TIME_ZONE : hours.timeZone;
  const [consent, suppressed] = await Promise.all([callbackConsent(data.language), isDoNotCall(db, data.phone)]);
  const stored = await storeSubmission(db, {
    kind: 'callback',
    table: callbackRequests,
    now,
    row: {
      ...request,
      ip: meta.ip,
      userAgent: meta.userAgent,
      consentVersion: consent.version,
      consentText: consent.text,
      consentHash: consent.textSha256,
      callAfter,
      suppressedReason: suppressed ? 'do_not_call' : null,
      chatTranscript: data.chatTranscript ?? null,
    },
    idempotencyKey: meta.idempotencyKey,
    limits,
    deliveries: async (saved) => {
      const mails = [teamNotification('callback'), ...crmDeliveries('callback')];
      if (suppressed) return mails;
      const webhook: CallbackWebhookBody = {
        event: 'callback.requested',
        id: saved.id,
        requestedAt: saved.createdAt.toISOString(),
        phone: request.phone,
        website: request.website,
        language: request.language,
        callAfter: callAfter.toISOString(),
        callWithinMinutes: CALLBACK_WITHIN_MINUTES,
        disclosure: { required: true, opening: await callOpening(request.language, saved.createdAt, timeZone) },
        consent: {
          reference: saved.id,
          version: consent.version,
          textSha256: consent.textSha256,
          givenAt: saved.createdAt.toISOString(),
          language: request.language,
        },
      };
      return [{ channel: 'webhook', topic: CALLBACK_DELIVERY_TOPIC, payload: webhook, notBefore: callAfter }, ...mails];
    },
  });
  return { ...stored, answer: { callAfter: callAfter.toISOString() } };
}

export async function storeContact(db: Database, data: ContactRequest, meta: RequestMeta, limits: readonly LimitCheck[] = []) {
  return storeSubmission(db, {
    kind: 'contact',
    table: contactEnquiries,
    row: { ...data, ip: meta.ip, userAgent: meta.userAgent },
    idempotencyKey: meta.idempotencyKey,
    limits,
    confirmations: await confirmationCounter(db, data.email),
    deliveries: async () => [...withConfirmation('contact'), ...crmDeliveries('contact')],
  });
}

export async function storeApplication(db: Database, data: Application, meta: RequestMeta, limits: readonly LimitCheck[] = []) {
  return storeSubmission(db, {
    kind: 'application',
    table: jobApplications,
    row: { ...data, ip: meta.ip, userAgent: meta.userAgent },
    idempotencyKey: meta.idempotencyKey,
    limits,
    confirmations: await confirmationCounter(db, data.email),
    deliveries: async () => [...withConfirmation('application'), ...crmDeliveries('application')],
  });
}

/** Error reports keep no IP: the report itself says what we need. */
export function storeErrorReport(db: Database, data: ErrorReportPayload, meta: RequestMeta, limits: readonly LimitCheck[] = []) {
  return storeSubmission(db, {
    kind: 'error',
    table: errorReports,
    row: {
      language: data.language,
      subject: data.subject,
      message: data.error.message,
      stack: data.error.stack,
      url: data.error.url,
      userAgent: data.error.userAgent,
      occurredAt: data.error.timestamp,
    },
    idempotencyKey: meta.idempotencyKey,
    limits,
    deliveries: async () => [teamNotification('error')],
  });
}
