import 'server-only';
import { eq } from 'drizzle-orm';
import type { LeadKind } from '@/lib/inbox/lead-vocabulary';
import type { Database } from '../db';
import { callbackRequests, contactEnquiries, jobApplications, type SubmissionKind } from '../db/schema';
import { env } from '../env';
import type { OutboxMessage } from '../outbox/types';
import { leadPath } from '@/lib/inbox/paths';

/** The person behind a lead, as far as its form asked; absent fields are null. */
type LeadContact = { name: string | null; email: string | null; phone: string | null; company: string | null; website: string | null };

/**
 * What a CRM endpoint receives for a lead (docs/webhooks.md, "Leads to the CRM"): the Standard
 * Webhooks envelope `{ type, timestamp, data }`, with `data` the lead as stored when it is sent.
 */
export type LeadEvent = {
  type: 'lead.created';
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
    /** A callback: when the voice agent calls, and the consent it rests on. */
    callback: { callAfter: string | null; doNotCall: boolean; consent: { version: string | null; textSha256: string | null } } | null;
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

const none: Omit<LeadContact, 'email'> & { email: null } = { name: null, email: null, phone: null, company: null, website: null };

/** The body of a lead's CRM webhook, written from the lead as stored now; null when the lead is gone (erased or purged). */
export async function leadEvent(db: Database, kind: SubmissionKind, id: string, now = new Date()): Promise<LeadEvent | null> {
  if (!LEAD_KINDS.includes(kind)) return null;
  const base = (row: { id: string; createdAt: Date; language: string }) => ({
    id: row.id,
    kind: kind as LeadKind,
    createdAt: row.createdAt.toISOString(),
    language: row.language,
    source: 'website' as const,
    inboxUrl: `${env().SITE_URL}${leadPath('de', kind as LeadKind, row.id)}`,
  });
  const event = (data: LeadEvent['data']): LeadEvent => ({ type: 'lead.created', timestamp: now.toISOString(), data });
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
  const [row] = await db.select().from(callbackRequests).where(eq(callbackRequests.id, id));
  if (!row) return null;
  return event({
    ...base(row),
    contact: { ...none, phone: row.phone, website: row.website },
    subject: null,
    message: null,
    callback: {
      callAfter: row.callAfter?.toISOString() ?? null,
      doNotCall: row.suppressedReason !== null,
      consent: { version: row.consentVersion, textSha256: row.consentHash },
    },
  });
}
