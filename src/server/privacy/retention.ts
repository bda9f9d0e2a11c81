import 'server-only';
import { sql } from 'drizzle-orm';
import { RETENTION } from '@/lib/constants/retention';
import { analyticsPurgeCounts, analyticsPurgeSteps } from '../analytics/rollup';
import type { Database } from '../db';
import { EXCLUSIVE_JOBS } from '../db/exclusive';
import {
  auditLog,
  chatUnanswered,
  leadEvents,
  outbox,
  rateLimitWindows,
  staffSessions,
  voiceEventReceipts,
  webhookReceipts,
} from '../db/schema';
import { storedEnquiries } from '../enquiries/registry';
import { log } from '../log';
import { RATE_LIMIT_WINDOWS_KEPT_MS } from '../rate-limit';
import { SESSION_IDLE_MS } from '../staff/sessions';

const DAY_MS = 24 * 60 * 60_000;
/** How often the server process runs the purge. */
const RETENTION_INTERVAL_MS = 60 * 60_000;

function retentionCutoffs(now: Date) {
  const auditBefore = new Date(now);
  auditBefore.setUTCMonth(auditBefore.getUTCMonth() - RETENTION.auditLogMonths);
  return {
    auditBefore,
    logsBefore: new Date(now.getTime() - RETENTION.requestLogDays * DAY_MS),
    chatQuestionsBefore: new Date(now.getTime() - RETENTION.chatQuestionDays * DAY_MS),
  };
}

/** The enquiries retention deletes, each by its kind's rule (server/enquiries/). */
const expiring = storedEnquiries.flatMap((entry) => (entry.retention ? [{ ...entry.retention, table: entry.table }] : []));

/** The counts a purge reports, per table, in the audit log and to the inbox command. */
const purgedTables = [
  ...expiring.map((enquiry) => enquiry.countedAs),
  'chatUnanswered',
  'deliveries',
  'leadEvents',
  'rateLimitWindows',
  'webhookReceipts',
  'voiceEventReceipts',
  'auditLog',
  'staffSessions',
  ...analyticsPurgeCounts,
];
type PurgeResult = Record<string, number>;

/**
 * Deletes what the privacy page says we no longer keep: each enquiry by its kind's rule (leads closed
 * more than three years ago, error reports after seven days, newsletter sign-ups never confirmed after
 * thirty days) with its deliveries and history (and a callback's call with its summary and transcript, by the
 * foreign key), request logs after seven
 * days (rate-limit windows as soon as no limit can use them), unanswered chat questions after 90 days, audit lines after twelve months,
 * ended staff sessions; rolls up finished
 * analytics days and deletes raw events after 30 days, roll-ups after 25 months and past days' salts;
 * and writes the audit line of the purge.
 *
 * One statement, so one instance of the cluster at a time (the advisory lock lasts as long as
 * the statement; `'busy'` when another instance holds it, and that instance rolls up and deletes
 * nothing) and no transaction held open across round trips: the inbox command reaches the embedded
 * database through the server's socket, which runs nothing else while a client's transaction is
 * open (docs/decisions/022-pglite-thread.md).
 */
export async function purgeExclusively(
  db: Database,
  actor: string,
  { now = new Date(), auditEmpty = false }: { now?: Date; auditEmpty?: boolean } = {},
): Promise<PurgeResult | 'busy'> {
  const { auditBefore, logsBefore, chatQuestionsBefore } = retentionCutoffs(now);
  const windowsBefore = new Date(now.getTime() - RATE_LIMIT_WINDOWS_KEPT_MS);
  const idleBefore = new Date(now.getTime() - SESSION_IDLE_MS);
  const enquirySteps = sql.join(
    expiring.map(
      ({ countedAs, table, expired }) =>
        sql`${sql.identifier(countedAs)} as (delete from ${table} where (select locked from job) and ${expired(now)} returning ${table.id} as id)`,
    ),
    sql`, `,
  );
  const gone = sql.join(
    expiring.map(({ countedAs }) => sql`select id from ${sql.identifier(countedAs)}`),
    sql` union all `,
  );
  const counts = sql.join(
    purgedTables.map((name) => sql`${name}::text, (select count(*) from ${sql.identifier(name)})`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with job as (select pg_try_advisory_xact_lock(${EXCLUSIVE_JOBS.retention}) as locked),
    ${enquirySteps},
    ${analyticsPurgeSteps(now, sql`(select locked from job)`)},
    gone as (${gone}),
    ${sql.identifier('deliveries')} as (
      delete from ${outbox} where ${outbox.submissionId} in (select id from gone) returning 1),
    ${sql.identifier('leadEvents')} as (
      delete from ${leadEvents} where ${leadEvents.submissionId} in (select id from gone) returning 1),
    ${sql.identifier('rateLimitWindows')} as (
      delete from ${rateLimitWindows} where (select locked from job) and ${rateLimitWindows.windowStart} < ${windowsBefore} returning 1),
    ${sql.identifier('webhookReceipts')} as (
      delete from ${webhookReceipts} where (select locked from job) and ${webhookReceipts.receivedAt} < ${logsBefore} returning 1),
    ${sql.identifier('voiceEventReceipts')} as (
      delete from ${voiceEventReceipts} where (select locked from job) and ${voiceEventReceipts.receivedAt} < ${logsBefore} returning 1),
    ${sql.identifier('chatUnanswered')} as (
      delete from ${chatUnanswered} where (select locked from job) and ${chatUnanswered.createdAt} < ${chatQuestionsBefore} returning 1),
    ${sql.identifier('auditLog')} as (
      delete from ${auditLog} where (select locked from job) and ${auditLog.at} < ${auditBefore} returning 1),
    ${sql.identifier('staffSessions')} as (
      delete from ${staffSessions}
      where (select locked from job) and (${staffSessions.expiresAt} < ${now} or ${staffSessions.lastSeenAt} < ${idleBefore})
      returning 1),
    counts as (select jsonb_build_object(${counts}) as detail),
    audited as (
      insert into ${auditLog} (${sql.join(
        [auditLog.actor, auditLog.action, auditLog.detail, auditLog.at].map((column) => sql.identifier(column.name)),
        sql`, `,
      )})
      select ${actor}, 'purge', detail, ${now} from counts
      where (select locked from job)
        and (${auditEmpty} or exists (select 1 from jsonb_each_text(detail) where key <> 'staffSessions' and value::int > 0))
      returning 1)
    select (select locked from job) as locked, detail from counts`);
  const [row] = (result as unknown as { rows: { locked: boolean; detail: PurgeResult }[] }).rows;
  return row?.locked ? row.detail : 'busy';
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
