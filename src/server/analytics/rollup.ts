import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { RETENTION } from '@/lib/constants/retention';
import type { Database, Transaction } from '../db';
import { analyticsDaily, analyticsEvents, analyticsSalts } from '../db/schema';
import { addDays, companyDay } from '@/lib/analytics/day';

/** The rows of a raw statement (both drivers answer `{ rows }`). */
export async function selectRows<Row>(db: Database | Transaction, statement: SQL): Promise<Row[]> {
  return ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;
}

/** The breakdowns kept per day and event type; `all` is the day's total under the value ''. */
const rollupDimensions = ['all', 'path', 'language', 'target', 'path_target', 'language_target', 'referrer', 'device', 'viewport'] as const;
type RollupDimension = (typeof rollupDimensions)[number];

/** A rejected form is counted per form and field (`contact:email`); every other target as it is. */
const target = sql`case when "detail" is null then "target" else "target" || ':' || "detail" end`;

const dimensionValues: Record<RollupDimension, SQL> = {
  all: sql`''`,
  path: sql`"path"`,
  language: sql`"language"`,
  target,
  path_target: sql`"path" || ' ' || ${target}`,
  language_target: sql`"language" || ' ' || ${target}`,
  referrer: sql`"referrer"`,
  device: sql`"device"`,
  viewport: sql`"viewport"`,
};

/**
 * The roll-up rows of the raw events of the days from `from` to `to` (both included), in the
 * shape of analytics_daily. Field measurements (`web_vital`) are read raw, as percentiles, not counted. Stored for finished days; read live for today. `from` may be a
 * subquery (the purge's first day to roll up).
 */
export function rollupRows(from: string | SQL, to: string): SQL {
  const parts = rollupDimensions.map((dimension) => {
    const value = dimensionValues[dimension];
    return sql`select "day"::text as "day", "type", ${dimension}::text as "dimension", ${value} as "value",
      count(*)::int as "events", count(distinct "visitor")::int as "visitors"
      from "analytics_events" where "day" between ${from}::date and ${to}::date and ${value} is not null and "type" <> 'web_vital'
      group by 1, 2, 4`;
  });
  return sql.join(parts, sql` union all `);
}

/** The first day still kept of raw events and of roll-ups on `now`'s day (lib/constants/retention.ts). */
function analyticsCutoffs(now: Date): { rawFrom: string; rollupFrom: string } {
  const today = companyDay(now);
  const rollupFrom = new Date(`${today}T00:00:00Z`);
  rollupFrom.setUTCMonth(rollupFrom.getUTCMonth() - RETENTION.analyticsRollupMonths);
  return { rawFrom: addDays(today, -RETENTION.analyticsRawDays), rollupFrom: rollupFrom.toISOString().slice(0, 10) };
}

/**
 * Common table expressions that roll up every finished day whose raw events are not rolled up yet
 * (the day after the newest rolled-up day up to yesterday, none older than the roll-ups kept), only
 * where `allowed` holds. `"analyticsRolledUpDays"` answers one row per day rolled up.
 */
function rollUpSteps(now: Date, allowed: SQL): SQL {
  const yesterday = addDays(companyDay(now), -1);
  const { rollupFrom } = analyticsCutoffs(now);
  const columns = sql`"day", "type", "dimension", "value", "events", "visitors"`;
  return sql`"rollUpFrom" as (
      select min("day") as "day" from "analytics_events"
      where ${allowed} and "day" <= ${yesterday}::date and "day" >= greatest(${rollupFrom}::date,
        coalesce((select max("day") + 1 from "analytics_daily" where "dimension" = 'all'), ${rollupFrom}::date))),
    "rolledUp" as (
      insert into "analytics_daily" (${columns})
      select "day"::date, "type", "dimension", "value", "events", "visitors"
      from (${rollupRows(sql`(select "day" from "rollUpFrom")`, yesterday)}) as "rolled"
      on conflict ("day", "type", "dimension", "value") do update set "events" = excluded."events", "visitors" = excluded."visitors"
      returning "day"),
    "analyticsRolledUpDays" as (select distinct "day" from "rolledUp")`;
}

/**
 * Rolls up every finished day not rolled up yet, in one statement. Safe beside the retention job:
 * a day rolled up twice gets the same rows. Returns how many days it rolled up.
 */
export async function rollUpFinishedDays(db: Database | Transaction, now = new Date()): Promise<number> {
  const [counted] = await selectRows<{ days: number }>(
    db,
    sql`with ${rollUpSteps(now, sql`true`)} select count(*)::int as "days" from "analyticsRolledUpDays"`,
  );
  return counted?.days ?? 0;
}

/** The counts the analytics part of the purge adds to the purge's audit line, one per step below. */
export const analyticsPurgeCounts = ['analyticsRolledUpDays', 'analyticsEvents', 'analyticsDaily', 'analyticsSalts'] as const;

/**
 * The analytics part of the retention purge, as common table expressions of the purge's one
 * statement that run only where `allowed` holds (the purge's advisory lock): rolls up what is
 * finished, deletes raw events older than 30 days, roll-ups older than 25 months and every salt
 * but today's. The roll-up reads the events as they were before the statement, so a day is rolled
 * up before its events go. Each expression is named as its count in `analyticsPurgeCounts`.
 */
export function analyticsPurgeSteps(now: Date, allowed: SQL): SQL {
  const { rawFrom, rollupFrom } = analyticsCutoffs(now);
  return sql`${rollUpSteps(now, allowed)},
    "analyticsEvents" as (delete from ${analyticsEvents} where ${allowed} and ${analyticsEvents.day} < ${rawFrom} returning 1),
    "analyticsDaily" as (delete from ${analyticsDaily} where ${allowed} and ${analyticsDaily.day} < ${rollupFrom} returning 1),
    "analyticsSalts" as (delete from ${analyticsSalts} where ${allowed} and ${analyticsSalts.day} < ${companyDay(now)} returning 1)`;
}
