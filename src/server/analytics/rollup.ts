import 'server-only';
import { lt, sql, type SQL } from 'drizzle-orm';
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
 * shape of analytics_daily. Stored for finished days; read live for today.
 */
export function rollupRows(from: string, to: string): SQL {
  const parts = rollupDimensions.map((dimension) => {
    const value = dimensionValues[dimension];
    return sql`select "day"::text as "day", "type", ${dimension}::text as "dimension", ${value} as "value",
      count(*)::int as "events", count(distinct "visitor")::int as "visitors"
      from "analytics_events" where "day" between ${from}::date and ${to}::date and ${value} is not null
      group by 1, 2, 4`;
  });
  return sql.join(parts, sql` union all `);
}

/**
 * Rolls up every finished day whose raw events are not rolled up yet (the day after the newest
 * rolled-up day up to yesterday). Safe to run on several instances at once: a day rolled up twice
 * gets the same rows. Returns how many days it rolled up.
 */
export async function rollUpFinishedDays(db: Database | Transaction, now = new Date()): Promise<number> {
  const yesterday = addDays(companyDay(now), -1);
  const [newest] = await selectRows<{ day: string | null }>(
    db,
    sql`select max("day")::text as "day" from "analytics_daily" where "dimension" = 'all'`,
  );
  const [oldestRaw] = await selectRows<{ day: string | null }>(
    db,
    sql`select min("day")::text as "day" from "analytics_events" where "day" <= ${yesterday}::date ${
      newest?.day ? sql`and "day" > ${newest.day}::date` : sql``
    }`,
  );
  const from = oldestRaw?.day;
  if (!from) return 0;
  await db.execute(sql`insert into "analytics_daily" ("day", "type", "dimension", "value", "events", "visitors")
    select "day"::date, "type", "dimension", "value", "events", "visitors" from (${rollupRows(from, yesterday)}) as "rolled"
    on conflict ("day", "type", "dimension", "value") do update set "events" = excluded."events", "visitors" = excluded."visitors"`);
  const [counted] = await selectRows<{ days: number }>(
    db,
    sql`select count(distinct "day")::int as "days" from "analytics_events" where "day" between ${from}::date and ${yesterday}::date`,
  );
  return counted?.days ?? 0;
}

/** The first day still kept of raw events and of roll-ups on `now`'s day (lib/constants/retention.ts). */
function analyticsCutoffs(now: Date): { rawFrom: string; rollupFrom: string } {
  const today = companyDay(now);
  const rollupFrom = new Date(`${today}T00:00:00Z`);
  rollupFrom.setUTCMonth(rollupFrom.getUTCMonth() - RETENTION.analyticsRollupMonths);
  return { rawFrom: addDays(today, -RETENTION.analyticsRawDays), rollupFrom: rollupFrom.toISOString().slice(0, 10) };
}

/**
 * The analytics part of the retention purge: rolls up what is finished, then deletes raw events
 * older than 30 days, roll-ups older than 25 months and every salt but today's.
 */
export async function purgeAnalytics(
  tx: Database | Transaction,
  now: Date,
): Promise<{ analyticsRolledUpDays: number; analyticsEvents: number; analyticsDaily: number; analyticsSalts: number }> {
  const rolledUpDays = await rollUpFinishedDays(tx, now);
  const { rawFrom, rollupFrom } = analyticsCutoffs(now);
  const raw = await tx.delete(analyticsEvents).where(lt(analyticsEvents.day, rawFrom)).returning({ id: analyticsEvents.id });
  const rollups = await tx.delete(analyticsDaily).where(lt(analyticsDaily.day, rollupFrom)).returning({ day: analyticsDaily.day });
  const salts = await tx
    .delete(analyticsSalts)
    .where(lt(analyticsSalts.day, companyDay(now)))
    .returning({ day: analyticsSalts.day });
  return { analyticsRolledUpDays: rolledUpDays, analyticsEvents: raw.length, analyticsDaily: rollups.length, analyticsSalts: salts.length };
}
