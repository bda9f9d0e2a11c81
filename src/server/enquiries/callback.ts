import 'server-only';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/locales';
import { nextCallbackTime } from '@/lib/callback-hours';
import { CALLBACK_WITHIN_MINUTES } from '@/lib/constants/callback';
import { COMPANY_TIME_ZONE } from '@/i18n/time-zone';
import { callbackRequestSchema, type CallbackRequest } from '@/lib/schemas/callback';
import type { Database } from '../db';
import { callbackCalls, callbackRequests } from '../db/schema';
import { env } from '../env';
import { crmDeliveries } from '../crm/deliveries';
import { callbackMails } from '../mail/templates';
import type { LimitCheck } from '../rate-limit';
import { storeSubmission, type RequestMeta, type StoreResult } from '../submissions/store';
import type { CallbackWebhookBody } from '../voice/callback-webhook';
import { callbackConsent, callOpening } from '../voice/consent';
import { CALLBACK_DELIVERY_TOPIC, callbackWithCall, callFilterSql, callStatusSql } from '../voice/call-status';
import { callView } from '../voice/call-view';
import { isDoNotCall } from '../voice/do-not-call';
import { submissionOf, closedLongAgo, storedRow, type LeadEntry } from './entry';
import { teamNotification } from './outbox-messages';

export type CallbackStoreResult = StoreResult & { answer: { callAfter: string } };

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

export const callback: LeadEntry = {
  table: callbackRequests,
  submission: submissionOf({
    kind: 'callback',
    endpoint: { endpoint: 'callback-automation', limit: { limit: 5, windowMs: 10 * 60_000 } },
    schema: callbackRequestSchema,
    // Each callback makes our voice agent place a real call: at most 3 a day to one number.
    payloadLimit: {
      key: (data) => `callback-phone:${data.phone}`,
      limit: { limit: 3, windowMs: 24 * 60 * 60_000 },
      messageKey: 'api.phoneRateLimited',
    },
    store: storeCallback,
  }),
  mail: async (db, id) => {
    const row = await storedRow(db, callbackRequests, id);
    if (!row) return null;
    const [team] = await callbackMails(
      {
        ...row,
        language: row.language as Locale,
        consentVersion: row.consentVersion ?? '–',
        callAfter: row.callAfter ?? row.createdAt,
        suppressed: row.suppressedReason !== null,
      },
      env().LEADS_EMAIL,
    );
    return team ?? null;
  },
  summary: (row) =>
    [
      row.phone,
      row.website,
      row.suppressedReason ? `SUPPRESSED (${row.suppressedReason})` : `call after ${(row.callAfter as Date | null)?.toISOString() ?? '–'}`,
      `consent ${row.consentVersion ?? '–'} sha256 ${String(row.consentHash ?? '–').slice(0, 12)} from ${row.ip ?? '–'}`,
    ]
      .filter(Boolean)
      .join(' · '),
  personalData: {
    exportedAs: 'callbacks',
    phone: 'phone',
    // The platform's summary and transcript of what was said.
    attached: { exportedAs: 'calls', rows: (db, ids) => db.select().from(callbackCalls).where(inArray(callbackCalls.callbackId, ids)) },
  },
  retention: { countedAs: 'callbackRequests', expired: closedLongAgo(callbackRequests) },
  lead: {
    columns: sql`'callback' as kind, id, created_at, status, language, null as name, null as email, phone, null as company, website as topic, suppressed_reason is not null as suppressed, ${callStatusSql} as call`,
    from: callbackWithCall,
    searchable: ['phone', 'website'],
    callFilter: callFilterSql,
    call: callView,
  },
  crm: async (db, id) => {
    const [found] = await db
      .select({ row: callbackRequests, call: callbackCalls })
      .from(callbackRequests)
      .leftJoin(callbackCalls, eq(callbackCalls.callbackId, callbackRequests.id))
      .where(eq(callbackRequests.id, id));
    if (!found) return null;
    const { row, call } = found;
    return {
      row,
      contact: { name: null, email: null, phone: row.phone, company: null, website: row.website },
      subject: null,
      message: null,
      callback: {
        callAfter: row.callAfter?.toISOString() ?? null,
        doNotCall: row.suppressedReason !== null || call?.state === 'suppressed',
        consent: { version: row.consentVersion, textSha256: row.consentHash },
        call: call
          ? {
              platform: call.platform,
              status: call.state,
              outcome: call.outcome,
              reason: call.reason,
              placedAt: call.placedAt?.toISOString() ?? null,
              startedAt: call.startedAt?.toISOString() ?? null,
              durationSeconds: call.durationSeconds,
              summary: call.summary,
            }
          : null,
      },
    };
  },
};
