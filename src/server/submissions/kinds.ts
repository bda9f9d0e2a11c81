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
import { storeSubmission, type RequestMeta } from './store';

/** Spec §8: the voice agent calls back within 15 minutes. */
export const CALLBACK_WITHIN_MINUTES = 15;

const mailMessages = (topic: string, mails: readonly OutboxMessage['payload'][]): OutboxMessage[] =>
  mails.map(
    (payload, index) =>
      ({ channel: 'mail', topic: index === 0 ? `${topic}.team-notification` : `${topic}.confirmation`, payload }) as OutboxMessage,
  );

export function storeCallback(db: Database, data: CallbackRequest, meta: RequestMeta) {
  return storeSubmission(db, {
    kind: 'callback',
    table: callbackRequests,
    row: { ...data, ip: meta.ip, userAgent: meta.userAgent },
    idempotencyKey: meta.idempotencyKey,
    deliveries: async (stored) => {
      const webhook: CallbackWebhookBody = {
        event: 'callback.requested',
        id: stored.id,
        requestedAt: stored.createdAt.toISOString(),
        phone: data.phone,
        website: data.website,
        language: data.language,
        callWithinMinutes: CALLBACK_WITHIN_MINUTES,
      };
      return [
        { channel: 'webhook', topic: 'callback.voice-agent', payload: webhook },
        ...mailMessages('callback', await callbackMails({ ...data, ...stored }, env().LEADS_EMAIL)),
      ];
    },
  });
}

export function storeContact(db: Database, data: ContactRequest, meta: RequestMeta) {
  return storeSubmission(db, {
    kind: 'contact',
    table: contactEnquiries,
    row: { ...data, ip: meta.ip, userAgent: meta.userAgent },
    idempotencyKey: meta.idempotencyKey,
    deliveries: async (stored) => mailMessages('contact', await contactMails({ ...data, ...stored }, env().LEADS_EMAIL)),
  });
}

export function storeApplication(db: Database, data: Application, meta: RequestMeta) {
  return storeSubmission(db, {
    kind: 'application',
    table: jobApplications,
    row: { ...data, ip: meta.ip, userAgent: meta.userAgent },
    idempotencyKey: meta.idempotencyKey,
    deliveries: async (stored) => mailMessages('application', await applicationMails({ ...data, ...stored }, env().LEADS_EMAIL)),
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
