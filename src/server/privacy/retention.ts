import 'server-only';
import { and, inArray, isNotNull, lt } from 'drizzle-orm';
import { RETENTION } from '@/lib/constants/retention';
import type { Database } from '../db';
import {
  auditLog,
  callbackRequests,
  contactEnquiries,
  errorReports,
  jobApplications,
  leadEvents,
  outbox,
  rateLimitWindows,
  webhookReceipts,
} from '../db/schema';
import { log } from '../log';
import { audit } from '../staff/audit';
import { deleteEndedSessions } from '../staff/sessions';

const DAY_MS = 24 * 60 * 60_000;
/** How often the server process runs the purge. */
export const RETENTION_INTERVAL_MS = 60 * 60_000;

export function retentionCutoffs(now: Date) {
  const closedBefore = new Date(now);
  closedBefore.setUTCFullYear(closedBefore.getUTCFullYear() - RETENTION.closedEnquiryYears);
  const auditBefore = new Date(now);
  auditBefore.setUTCMonth(auditBefore.getUTCMonth() - RETENTION.auditLogMonths);
  return {
    closedBefore,
    auditBefore,
    errorsBefore: new Date(now.getTime() - RETENTION.errorReportDays * DAY_MS),
    logsBefore: new Date(now.getTime() - RETENTION.requestLogDays * DAY_MS),
  };
}

/**
 * Deletes what the privacy page says we no longer keep: enquiries closed more than three
 * years ago (with their deliveries and history), error reports and request logs after seven
 * days, audit lines after twelve months, ended staff sessions. Returns what it deleted, per table.
 */
export async function purgeExpired(
  db: Database,
  actor: string,
  { now = new Date(), auditEmpty = false }: { now?: Date; auditEmpty?: boolean } = {},
): Promise<Record<string, number>> {
  const { closedBefore, auditBefore, errorsBefore, logsBefore } = retentionCutoffs(now);
  const counts = await db.transaction(async (tx) => {
    const closed = async (table: typeof contactEnquiries | typeof callbackRequests | typeof jobApplications) =>
      (
        await tx
          .delete(table)
          .where(and(isNotNull(table.closedAt), lt(table.closedAt, closedBefore)))
          .returning({ id: table.id })
      ).map((row) => row.id);
    const contacts = await closed(contactEnquiries);
    const callbacks = await closed(callbackRequests);
    const applications = await closed(jobApplications);
    const errors = (await tx.delete(errorReports).where(lt(errorReports.createdAt, errorsBefore)).returning({ id: errorReports.id })).map(
      (row) => row.id,
    );
    const gone = [...contacts, ...callbacks, ...applications, ...errors];
    const deliveries = gone.length ? await tx.delete(outbox).where(inArray(outbox.submissionId, gone)).returning({ id: outbox.id }) : [];
    const events = gone.length
      ? await tx.delete(leadEvents).where(inArray(leadEvents.submissionId, gone)).returning({ id: leadEvents.id })
      : [];
    const windows = await tx
      .delete(rateLimitWindows)
      .where(lt(rateLimitWindows.windowStart, logsBefore))
      .returning({ key: rateLimitWindows.key });
    const receipts = await tx
      .delete(webhookReceipts)
      .where(lt(webhookReceipts.receivedAt, logsBefore))
      .returning({ signature: webhookReceipts.signature });
    const auditLines = await tx.delete(auditLog).where(lt(auditLog.at, auditBefore)).returning({ id: auditLog.id });
    return {
      contactEnquiries: contacts.length,
      callbackRequests: callbacks.length,
      jobApplications: applications.length,
      errorReports: errors.length,
      deliveries: deliveries.length,
      leadEvents: events.length,
      rateLimitWindows: windows.length,
      webhookReceipts: receipts.length,
      auditLog: auditLines.length,
    };
  });
  const sessions = await deleteEndedSessions(db, now);
  const result = { ...counts, staffSessions: sessions };
  if (auditEmpty || Object.values(counts).some((count) => count > 0)) await audit(db, actor, 'purge', result, now);
  return result;
}

const holderKey = Symbol.for('aitheria.retention');
type Holder = { [holderKey]?: NodeJS.Timeout };

/** The purge in the server process: shortly after start, then every hour. */
export function startRetentionJob(db: () => Promise<Database>, actor: string): void {
  const holder = globalThis as Holder;
  if (holder[holderKey]) return;
  const run = async () => {
    try {
      const result = await purgeExpired(await db(), actor);
      log().info({ purged: result }, 'retention: purge done');
    } catch (error) {
      log().error({ err: error }, 'retention: purge failed');
    }
  };
  setTimeout(run, 30_000).unref();
  holder[holderKey] = setInterval(run, RETENTION_INTERVAL_MS).unref();
}
