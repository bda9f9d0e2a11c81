import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { CallOutcome, CallPlatform, CallState } from '@/lib/inbox/call-vocabulary';
import type { LeadKind } from '@/lib/inbox/lead-vocabulary';
import type { Database, Transaction } from '../db';
import { callbackCalls, callbackRequests, contactEnquiries, jobApplications, outbox, type SubmissionKind } from '../db/schema';
import { env } from '../env';
import type { OutboxMessage } from '../outbox/types';
import { leadPath } from '@/lib/inbox/paths';

/** The person behind a lead, as far as its form asked; absent fields are null. */
type LeadContact = { name: string | null; email: string | null; phone: string | null; company: string | null; website: string | null };

/** A callback's call as the CRM sees it: where it stands, how it ended and why, and the platform's summary. */
type CallReport = {
  platform: CallPlatform | 'webhook';
  status: CallState;
  outcome: CallOutcome | null;
  reason: string | null;
  placedAt: string | null;
  startedAt: string | null;
  durationSeconds: number | null;
  summary: string | null;
};

/**
 * What a CRM endpoint receives for a lead (docs/webhooks.md, "Leads to the CRM"): the Standard
 * Webhooks envelope `{ type, timestamp, data }`, with `data` the lead as stored when it is sent:
 * `lead.created` for a new lead, `lead.updated` once a callback's call has an outcome.
 */
export type LeadEvent = {
  type: 'lead.created' | 'lead.updated';
  timestamp: string;
  data: {
    id: string;
    kind: LeadKind;
    createdAt: string;
    language: string;
    source: 'website';
    contact: LeadContact;
    /** contact: the topic chosen; application: the position; callback: null. */
    subject: string | null;
    /** What the visitor wrote (contact, application); null for a callback. */
    message: string | null;
    /**
     * A callback: when the voice agent calls, whether the do-not-call list stopped the call, the consent it rests
     * on, and the call as far as it is known (null before the first dial and with the generic webhook).
     */
    callback: {
      callAfter: string | null;
      doNotCall: boolean;
      consent: { version: string | null; textSha256: string | null };
      call: CallReport | null;
    } | null;
    /** The lead in the staff inbox (sign-in required). */
    inboxUrl: string;
  };
};

const LEAD_KINDS: readonly SubmissionKind[] = ['contact', 'callback', 'application'];

/**
 * A lead to forward to one CRM endpoint (LEAD_WEBHOOK_URLS). Like a mail, the body is written when it
 * is sent, from the lead as stored then (server/crm/lead-event.ts); an erased lead sends nothing.
 */
export type CrmDelivery = { endpoint: string };

/** One delivery per configured CRM endpoint for a new lead (written in its admission statement). */
export function crmDeliveries(kind: LeadKind): OutboxMessage<CrmDelivery>[] {
  return env().LEAD_WEBHOOK_URLS.map((endpoint) => ({ channel: 'crm', topic: `${kind}.crm`, payload: { endpoint } }));
}

/** The topic of the `lead.updated` a callback's call sends once its outcome is known. */
export const CALL_OUTCOME_TOPIC = 'callback.crm-call';

/**
 * Writes the `lead.updated` of a callback whose call has just got its outcome, one per CRM endpoint, in the
 * caller's transaction; once per lead and endpoint (outbox_crm_once_idx). True when any was written.
 */
export async function writeCallOutcomeDeliveries(tx: Database | Transaction, callbackId: string): Promise<boolean> {
  let written = false;
  for (const endpoint of env().LEAD_WEBHOOK_URLS) {
    const rows = await tx.execute(sql`
      insert into ${outbox} (id, channel, topic, submission_kind, submission_id, payload)
      values (${randomUUID()}, 'crm', ${CALL_OUTCOME_TOPIC}, 'callback', ${callbackId}, ${JSON.stringify({ endpoint })}::jsonb)
      on conflict do nothing returning id`);
    written ||= (rows as unknown as { rows: unknown[] }).rows.length > 0;
  }
  return written;
}

const none: Omit<LeadContact, 'email'> & { email: null } = { name: null, email: null, phone: null, company: null, website: null };

/** The body of a lead's CRM webhook, written from the lead as stored now; null when the lead is gone (erased or purged). */
export async function leadEvent(
  db: Database,
  kind: SubmissionKind,
  id: string,
  { now = new Date(), type = 'lead.created' }: { now?: Date; type?: LeadEvent['type'] } = {},
): Promise<LeadEvent | null> {
  if (!LEAD_KINDS.includes(kind)) return null;
  const base = (row: { id: string; createdAt: Date; language: string }) => ({
    id: row.id,
    kind: kind as LeadKind,
    createdAt: row.createdAt.toISOString(),
    language: row.language,
    source: 'website' as const,
    inboxUrl: `${env().SITE_URL}${leadPath('de', kind as LeadKind, row.id)}`,
  });
  const event = (data: LeadEvent['data']): LeadEvent => ({ type, timestamp: now.toISOString(), data });
  if (kind === 'contact') {
    const [row] = await db.select().from(contactEnquiries).where(eq(contactEnquiries.id, id));
    if (!row) return null;
    const { name, email, phone, company, website } = row;
    return event({
      ...base(row),
      contact: { name, email, phone, company, website },
      subject: row.inquiry,
      message: row.comment,
      callback: null,
    });
  }
  if (kind === 'application') {
    const [row] = await db.select().from(jobApplications).where(eq(jobApplications.id, id));
    if (!row) return null;
    const contact = { ...none, name: row.name, email: row.email, phone: row.phone };
    return event({ ...base(row), contact, subject: row.position, message: row.comment, callback: null });
  }
  const [found] = await db
    .select({ row: callbackRequests, call: callbackCalls })
    .from(callbackRequests)
    .leftJoin(callbackCalls, eq(callbackCalls.callbackId, callbackRequests.id))
    .where(eq(callbackRequests.id, id));
  if (!found) return null;
  const { row, call } = found;
  return event({
    ...base(row),
    contact: { ...none, phone: row.phone, website: row.website },
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
  });
}
