import 'server-only';
import { and, gte, lte, sql } from 'drizzle-orm';
import { addDays, companyDay } from '@/lib/analytics/day';
import { COMPANY_TIME_ZONE } from '@/i18n/time-zone';
import type { InsightRange } from '@/lib/inbox/insight-range';
import type { CallbackOutcome, PeriodData, RollupRow, VitalSample } from '@/lib/inbox/insights';
import { leadKinds, type LeadKind } from '@/lib/inbox/lead-vocabulary';
import type { Database } from '../db';
import { CALLBACK_WITHIN_MINUTES } from '@/lib/constants/callback';
import { analyticsDaily, analyticsEvents } from '../db/schema';
import { leadEntries } from '../enquiries/registry';
import { CALLBACK_DELIVERY_TOPIC, callbackWithCall } from '../voice/call-status';
import { rollUpFinishedDays, rollupRows, selectRows } from './rollup';

/** Whether a stored time falls on a day of the range, where the team works. */
const onDays = (column: unknown, range: InsightRange) =>
  sql`(${column} at time zone ${COMPANY_TIME_ZONE})::date between ${range.from}::date and ${range.to}::date`;

/** The roll-up rows of a range: stored ones for finished days, today's computed from the raw events. */
async function rollupsOf(db: Database, range: InsightRange, today: string): Promise<RollupRow[]> {
  const lastFinished = addDays(today, -1);
  const stored =
    range.from <= lastFinished
      ? await db
          .select()
          .from(analyticsDaily)
          .where(and(gte(analyticsDaily.day, range.from), lte(analyticsDaily.day, range.to < lastFinished ? range.to : lastFinished)))
      : [];
  const live = range.to >= today ? await selectRows<RollupRow>(db, rollupRows(range.from > today ? range.from : today, range.to)) : [];
  return [...stored, ...live];
}

async function leadCounts(db: Database, range: InsightRange): Promise<Record<LeadKind, number>> {
  const entries = await Promise.all(
    leadKinds.map(async (kind) => {
      const { table } = leadEntries[kind];
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(table)
        .where(onDays(table.createdAt, range));
      return [kind, row?.count ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<LeadKind, number>;
}

/**
 * Callbacks requested in the range: where their delivery to the voice platform stands now, how many calls were
 * placed (the platform took it, or the generic webhook handed it over) and connected, and the time from when
 * each was due to its dial (median, 95th percentile, and how many within the promise).
 */
async function callbackOutcome(db: Database, range: InsightRange): Promise<CallbackOutcome> {
  const [row] = await selectRows<CallbackOutcome>(
    db,
    sql`with callbacks as (
      select callback_requests.suppressed_reason, o.status as delivery, callback_calls.outcome,
        callback_calls.call_id is not null or (callback_calls.callback_id is null and o.status = 'delivered') as placed,
        extract(epoch from coalesce(callback_calls.placed_at, case when callback_calls.callback_id is null then o.delivered_at end)
          - coalesce(callback_requests.call_after, callback_requests.created_at))::float8 as dial_seconds
      from ${callbackWithCall}
      left join outbox o on o.submission_id = callback_requests.id and o.topic = ${CALLBACK_DELIVERY_TOPIC}
      where ${onDays(sql`callback_requests.created_at`, range)})
    select count(*)::int as "requested",
      count(*) filter (where delivery = 'delivered')::int as "delivered",
      count(*) filter (where delivery = 'pending')::int as "waiting",
      count(*) filter (where delivery = 'failed')::int as "failed",
      count(*) filter (where suppressed_reason is not null or delivery = 'cancelled')::int as "suppressed",
      count(*) filter (where placed)::int as "placed",
      count(*) filter (where outcome = 'connected')::int as "connected",
      count(*) filter (where placed and greatest(dial_seconds, 0) <= ${CALLBACK_WITHIN_MINUTES * 60})::int as "dialledInTime",
      percentile_cont(0.5) within group (order by greatest(dial_seconds, 0)) filter (where placed) as "dialMedianSeconds",
      percentile_cont(0.95) within group (order by greatest(dial_seconds, 0)) filter (where placed) as "dialP95Seconds"
    from callbacks`,
  );
  const none = { requested: 0, delivered: 0, waiting: 0, failed: 0, suppressed: 0, placed: 0, connected: 0, dialledInTime: 0 };
  if (!row) return { ...none, dialMedianSeconds: null, dialP95Seconds: null };
  const seconds = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return { ...row, dialMedianSeconds: seconds(row.dialMedianSeconds), dialP95Seconds: seconds(row.dialP95Seconds) };
}

/** Field measurements kept at most this many per period: enough for percentiles of a busy month. */
const VITAL_SAMPLES_MAX = 200_000;

/** The consented field measurements of a range, as stored (the raw events of the last 30 days only). */
async function fieldVitals(db: Database, range: InsightRange): Promise<VitalSample[]> {
  const rows = await db
    .select({
      metric: analyticsEvents.target,
      path: analyticsEvents.path,
      language: analyticsEvents.language,
      device: analyticsEvents.device,
      value: analyticsEvents.value,
    })
    .from(analyticsEvents)
    .where(and(sql`${analyticsEvents.type} = 'web_vital'`, gte(analyticsEvents.day, range.from), lte(analyticsEvents.day, range.to)))
    .limit(VITAL_SAMPLES_MAX);
  return rows.filter((row): row is VitalSample => row.metric !== null && row.device !== null && row.value !== null);
}

/**
 * One period of the insights page. Finished days are rolled up first (cheap when they already
 * are), so the page and the CSV read the same numbers whatever the retention job has done.
 */
export async function periodData(db: Database, range: InsightRange, now = new Date()): Promise<PeriodData> {
  await rollUpFinishedDays(db, now);
  const today = companyDay(now);
  const [rollups, leads, callbacks, vitals] = await Promise.all([
    rollupsOf(db, range, today),
    leadCounts(db, range),
    callbackOutcome(db, range),
    fieldVitals(db, range),
  ]);
  return { range, rollups, leads, callbacks, vitals };
}
