import 'server-only';
import { sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/locales';
import { contactRequestSchema, type ContactRequest } from '@/lib/schemas/contact';
import type { Database } from '../db';
import { contactEnquiries } from '../db/schema';
import { env } from '../env';
import { contactMails } from '../mail/templates';
import type { LimitCheck } from '../rate-limit';
import type { RequestMeta } from '../submissions/store';
import { storeConfirmedLead } from './confirmed-lead';
import { submissionOf, closedLongAgo, confirmationsPerDay, pickMail, storedRow, type LeadEntry } from './entry';

export const storeContact = (db: Database, data: ContactRequest, meta: RequestMeta, limits: readonly LimitCheck[] = []) =>
  storeConfirmedLead(db, 'contact', contactEnquiries, data, meta, limits);

export const contact: LeadEntry = {
  table: contactEnquiries,
  submission: submissionOf({
    kind: 'contact',
    endpoint: { endpoint: 'contact', limit: { limit: 10, windowMs: 10 * 60_000 } },
    schema: contactRequestSchema,
    store: storeContact,
  }),
  mail: async (db, id, payload) => {
    const row = await storedRow(db, contactEnquiries, id);
    if (!row) return null;
    const record = { ...row, language: row.language as Locale, inquiry: row.inquiry as ContactRequest['inquiry'] };
    return pickMail(await contactMails(record, env().LEADS_EMAIL, confirmationsPerDay()), payload);
  },
  summary: (row) => `${row.name} <${row.email}> · ${row.company} · ${row.inquiry} · ${row.phone}`,
  personalData: { exportedAs: 'contacts', email: 'email', phone: 'phone' },
  retention: { countedAs: 'contactEnquiries', expired: closedLongAgo(contactEnquiries) },
  lead: {
    columns: sql.raw(
      `'contact' as kind, id, created_at, status, language, name, email, phone, company, inquiry as topic, false as suppressed, null as call`,
    ),
    searchable: ['name', 'email', 'phone', 'company'],
  },
  crm: async (db, id) => {
    const row = await storedRow(db, contactEnquiries, id);
    if (!row) return null;
    const { name, email, phone, company, website } = row;
    return { row, contact: { name, email, phone, company, website }, subject: row.inquiry, message: row.comment, callback: null };
  },
};
