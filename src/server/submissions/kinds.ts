import 'server-only';
import type { Application } from '@/lib/schemas/application';
import type { CallbackRequest } from '@/lib/schemas/callback';
import type { ContactRequest } from '@/lib/schemas/contact';
import type { ErrorReportPayload } from '@/lib/schemas/error-report';
import type { Database } from '../db';
import { callbackRequests, contactEnquiries, errorReports, jobApplications } from '../db/schema';
import { env } from '../env';
import { applicationMails, callbackMails, contactMails, errorReportMails } from '../mail/templates';
import type { CallbackWebhookBody, OutboxMessage } from '../outbox/types';
import { nextCallbackTime } from '@/lib/callback-hours';
import { COMPANY_TIME_ZONE } from '@/lib/constants/time';
import { callbackConsent, callOpening } from '../voice/consent';
import { confirmationDecision } from './confirmations';
import { isDoNotCall } from '../voice/do-not-call';
import { storeSubmission, type RequestMeta, type StoreResult } from './store';

export type CallbackStoreResult = StoreResult & { answer: { callAfter: string } };

/** Spec §8: the voice agent calls back within 15 minutes. */
export const CALLBACK_WITHIN_MINUTES = 15;

const mailMessages = (topic: string, mails: readonly OutboxMessage['payload'][]): OutboxMessage[] =>
  mails.map(
    (payload, index) =>
      ({ channel: 'mail', topic: index === 0 ? `${topic}.team-notification` : `${topic}.confirmation`, payload }) as OutboxMessage,
  );

/**
 * A callback request (spec §7, issue 8): stored with its proof of consent and the time the
 * agent may call (CALLBACK_HOURS). The webhook to the voice-agent platform is held until then,
 * and never written for a number on the do-not-call list: that request is stored as
 * suppressed and answered exactly like any other.
 */
export async function storeCallback(db: Database, data: CallbackRequest, meta: RequestMeta): Promise<CallbackStoreResult> {
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
    },
    idempotencyKey: meta.idempotencyKey,
    deliveries: async (saved) => {
      const mails = mailMessages(
        'callback',
        await callbackMails({ ...request, ...saved, consentVersion: consent.version, callAfter, suppressed }, settings.LEADS_EMAIL),
      );
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
      return [{ channel: 'webhook', topic: 'callback.voice-agent', payload: webhook, notBefore: callAfter }, ...mails];
    },
  });
  return { ...stored, answer: { callAfter: callAfter.toISOString() } };
}

export function storeContact(db: Database, data: ContactRequest, meta: RequestMeta) {
  return storeSubmission(db, {
    kind: 'contact',
    table: contactEnquiries,
    row: { ...data, ip: meta.ip, userAgent: meta.userAgent },
    idempotencyKey: meta.idempotencyKey,
    deliveries: async (stored) =>
      mailMessages('contact', await contactMails({ ...data, ...stored }, env().LEADS_EMAIL, await confirmationDecision(db, data.email))),
  });
}

export function storeApplication(db: Database, data: Application, meta: RequestMeta) {
  return storeSubmission(db, {
    kind: 'application',
    table: jobApplications,
    row: { ...data, ip: meta.ip, userAgent: meta.userAgent },
    idempotencyKey: meta.idempotencyKey,
    deliveries: async (stored) =>
      mailMessages(
        'application',
        await applicationMails({ ...data, ...stored }, env().LEADS_EMAIL, await confirmationDecision(db, data.email)),
      ),
  });
}

/** Error reports keep no IP: the report itself says what we need. */
export function storeErrorReport(db: Database, data: ErrorReportPayload, meta: RequestMeta) {
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
    deliveries: async (stored) => mailMessages('error', await errorReportMails({ ...data, ...stored }, env().LEADS_EMAIL)),
  });
}
