import 'server-only';
import { sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/locales';
import { RETENTION } from '@/lib/constants/retention';
import { errorReportSchema, type ErrorReportPayload } from '@/lib/schemas/error-report';
import type { Database } from '../db';
import { errorReports } from '../db/schema';
import { env } from '../env';
import { errorReportMails } from '../mail/templates';
import type { LimitCheck } from '../rate-limit';
import { storeSubmission, type RequestMeta } from '../submissions/store';
import { storedRow, submissionOf, type EnquiryEntry } from './entry';
import { teamNotification } from './outbox-messages';

const DAY_MS = 24 * 60 * 60_000;

/** The crash screen's report, with a team notification. It keeps no IP: the report itself says what we need. */
function storeErrorReport(db: Database, data: ErrorReportPayload, meta: RequestMeta, limits: readonly LimitCheck[] = []) {
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

export const error: EnquiryEntry = {
  table: errorReports,
  submission: submissionOf({
    kind: 'error',
    endpoint: { endpoint: 'error-report', limit: { limit: 20, windowMs: 10 * 60_000 } },
    schema: errorReportSchema,
    store: storeErrorReport,
  }),
  mail: async (db, id) => {
    const row = await storedRow(db, errorReports, id);
    if (!row) return null;
    const [team] = await errorReportMails(
      {
        id: row.id,
        createdAt: row.createdAt,
        subject: row.subject,
        language: row.language as Locale,
        error: { message: row.message, stack: row.stack, url: row.url, userAgent: row.userAgent, timestamp: row.occurredAt },
      },
      env().LEADS_EMAIL,
    );
    return team ?? null;
  },
  summary: (row) => `${row.subject} · ${row.url}`,
  // A report holds no contact field, but a visitor may have typed their address into a page that failed.
  personalData: { exportedAs: 'errors', mentionedIn: ['message', 'url', 'stack'] },
  retention: {
    countedAs: 'errorReports',
    expired: (now) => sql`${errorReports.createdAt} < ${new Date(now.getTime() - RETENTION.errorReportDays * DAY_MS)}`,
  },
};
