import 'server-only';
import { and, inArray, isNotNull, lt } from 'drizzle-orm';
import { RETENTION } from '@/lib/constants/retention';
import type { Database, Transaction } from '../db';
import { runExclusively } from '../db/exclusive';
import {
  auditLog,
  callbackRequests,
  chatUnanswered,
  contactEnquiries,
  errorReports,
  jobApplications,
  leadEvents,
  outbox,
  rateLimitWindows,
  webhookReceipts,
} from '../db/schema';
import { log } from '../log';
import { RATE_LIMIT_WINDOWS_KEPT_MS } from '../rate-limit';
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
    chatQuestionsBefore: new Date(now.getTime() - RETENTION.chatQuestionDays * DAY_MS),
  };
}

/**
 * Deletes what the privacy page says we no longer keep: enquiries closed more than three
 * years ago (with their deliveries and history), error reports and request logs after seven
 * days (rate-limit windows as soon as no limit can use them), unanswered chat questions after 90 days, audit lines after twelve months,
 * ended staff sessions. Runs in the caller's transaction; returns what it deleted, per table.
 */
export async function purgeExpired(
  tx: Transaction,
  actor: string,
  { now = new Date(), auditEmpty = false }: { now?: Date; auditEmpty?: boolean } = {},
): Promise<Record<string, number>> {
  const { closedBefore, auditBefore, errorsBefore, logsBefore, chatQuestionsBefore } = retentionCutoffs(now);
  const counts = await (async () => {
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
      .where(lt(rateLimitWindows.windowStart, new Date(now.getTime() - RATE_LIMIT_WINDOWS_KEPT_MS)))
      .returning({ key: rateLimitWindows.key });
    const receipts = await tx
      .delete(webhookReceipts)
      .where(lt(webhookReceipts.receivedAt, logsBefore))
      .returning({ signature: webhookReceipts.signature });
    const chatQuestions = await tx
      .delete(chatUnanswered)
      .where(lt(chatUnanswered.createdAt, chatQuestionsBefore))
      .returning({ id: chatUnanswered.id });
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
      chatUnanswered: chatQuestions.length,
      auditLog: auditLines.length,
    };
  })();
  const sessions = await deleteEndedSessions(tx, now);
  const result = { ...counts, staffSessions: sessions };
  if (auditEmpty || Object.values(counts).some((count) => count > 0)) await audit(tx, actor, 'purge', result, now);
  return result;
}

/** The purge as one transaction, run by one instance of the cluster at a time (`'busy'` when another runs it). */
export function purgeExclusively(db: Database, actor: string, options: { now?: Date; auditEmpty?: boolean } = {}) {
  return runExclusively(db, 'retention', (tx) => purgeExpired(tx, actor, options));
}

const holderKey = Symbol.for('aitheria.retention');
type Holder = { [holderKey]?: { timers: NodeJS.Timeout[]; running?: Promise<unknown> } };

/** The purge in the server process: shortly after start, then every hour; one instance of the cluster runs it. */
export function startRetentionJob(db: () => Promise<Database>, actor: string): void {
  const holder = globalThis as Holder;
  if (holder[holderKey]) return;
  const job: NonNullable<Holder[typeof holderKey]> = { timers: [] };
  const run = () => {
    job.running = (async () => {
      try {
        const result = await purgeExclusively(await db(), actor);
        if (result === 'busy') log().info('retention: another instance is purging');
        else log().info({ purged: result }, 'retention: purge done');
      } catch (error) {
        log().error({ err: error, op: 'retention purge' }, 'retention: purge failed');
      }
    })();
  };
  job.timers.push(setTimeout(run, 30_000).unref(), setInterval(run, RETENTION_INTERVAL_MS).unref());
  holder[holderKey] = job;
}

/** Stops the schedule and waits for a purge that is running (graceful shutdown). */
export async function stopRetentionJob(): Promise<void> {
  const holder = globalThis as Holder;
  const job = holder[holderKey];
  if (!job) return;
  for (const timer of job.timers) clearTimeout(timer);
  delete holder[holderKey];
  await job.running;
}
