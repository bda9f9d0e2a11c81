import 'server-only';
import { TEAM_LANGUAGE } from '@/i18n/locales';
import { isLeadKind, type LeadKind } from '@/lib/enquiries/kinds';
import { leadPath } from '@/lib/inbox/paths';
import type { Database } from '../db';
import type { SubmissionKind } from '../db/schema';
import type { LeadFacts } from '../enquiries/entry';
import { leadEntries } from '../enquiries/registry';
import { env } from '../env';

/**
 * What a CRM endpoint receives for a lead (docs/webhooks.md, "Leads to the CRM"): the Standard
 * Webhooks envelope `{ type, timestamp, data }`, with `data` the lead as stored when it is sent:
 * `lead.created` for a new lead, `lead.updated` once a callback's call has an outcome.
 */
export type LeadEvent = {
  type: 'lead.created' | 'lead.updated';
  timestamp: string;
  data: Omit<LeadFacts, 'row'> & {
    id: string;
    kind: LeadKind;
    createdAt: string;
    language: string;
    source: 'website';
    /** The lead in the staff inbox (sign-in required). */
    inboxUrl: string;
  };
};

/** The body of a lead's CRM webhook, written from the lead as stored now by its kind (server/enquiries/); null when the lead is gone (erased or purged). */
export async function leadEvent(
  db: Database,
  kind: SubmissionKind,
  id: string,
  { now = new Date(), type = 'lead.created' }: { now?: Date; type?: LeadEvent['type'] } = {},
): Promise<LeadEvent | null> {
  if (!isLeadKind(kind)) return null;
  const facts = await leadEntries[kind].crm(db, id);
  if (!facts) return null;
  const { row, contact, subject, message, callback } = facts;
  return {
    type,
    timestamp: now.toISOString(),
    data: {
      id: row.id,
      kind,
      createdAt: row.createdAt.toISOString(),
      language: row.language,
      source: 'website',
      contact,
      subject,
      message,
      callback,
      inboxUrl: `${env().SITE_URL}${leadPath(TEAM_LANGUAGE, kind, row.id)}`,
    },
  };
}
