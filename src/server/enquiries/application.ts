import 'server-only';
import { sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/locales';
import { applicationSchema, type Application } from '@/lib/schemas/application';
import type { Database } from '../db';
import { jobApplications } from '../db/schema';
import { env } from '../env';
import { applicationMails } from '../mail/templates';
import type { LimitCheck } from '../rate-limit';
import type { RequestMeta } from '../submissions/store';
import { storeConfirmedLead } from './confirmed-lead';
import { submissionOf, closedLongAgo, confirmationsPerDay, pickMail, storedRow, type LeadEntry } from './entry';

export const storeApplication = (db: Database, data: Application, meta: RequestMeta, limits: readonly LimitCheck[] = []) =>
  storeConfirmedLead(db, 'application', jobApplications, data, meta, limits);

export const application: LeadEntry = {
  table: jobApplications,
  submission: submissionOf({
    kind: 'application',
    endpoint: { endpoint: 'job-application', limit: { limit: 5, windowMs: 10 * 60_000 } },
    schema: applicationSchema,
    store: storeApplication,
  }),
  mail: async (db, id, payload) => {
    const row = await storedRow(db, jobApplications, id);
    if (!row) return null;
    const record = {
      ...row,
      comment: row.comment ?? '',
      language: row.language as Locale,
      position: row.position as Application['position'],
    };
    return pickMail(await applicationMails(record, env().LEADS_EMAIL, confirmationsPerDay()), payload);
  },
  summary: (row) => `${row.name} <${row.email}> · ${row.position} · ${row.phone}`,
  personalData: { exportedAs: 'applications', email: 'email', phone: 'phone' },
  retention: { countedAs: 'jobApplications', expired: closedLongAgo(jobApplications) },
  lead: {
    columns: sql.raw(
      `'application' as kind, id, created_at, status, language, name, email, phone, null as company, position as topic, false as suppressed, null as call`,
    ),
    searchable: ['name', 'email', 'phone'],
  },
  crm: async (db, id) => {
    const row = await storedRow(db, jobApplications, id);
    if (!row) return null;
    const contact = { name: row.name, email: row.email, phone: row.phone, company: null, website: null };
    return { row, contact, subject: row.position, message: row.comment, callback: null };
  },
};
