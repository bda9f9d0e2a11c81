import { addDays } from '@/lib/analytics/day';
import { RETENTION } from '@/lib/constants/retention';
import { isCalendarDay } from './lead-filter';

/** A span of days (yyyy-mm-dd, both included) in the company's time zone. */
export type InsightRange = { from: string; to: string };

/** What the insights page shows without a choice: the last four weeks, today included. */
const DEFAULT_RANGE_DAYS = 28;
/** Quick choices offered beside the date fields. */
export const RANGE_PRESETS = [7, 28, 90, 365] as const;

export type InsightRangeProblem = 'invalidDate' | 'dateOrder' | 'tooLong';

/** Days in a range, both ends counted. */
const rangeLength = ({ from, to }: InsightRange) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** The same number of days just before a range: what the page compares with. */
export function previousRange(range: InsightRange): InsightRange {
  const length = rangeLength(range);
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
}

/** The range ending today with the given number of days. */
export const lastDays = (days: number, today: string): InsightRange => ({ from: addDays(today, -(days - 1)), to: today });

type Query = Record<string, string | string[] | undefined> | URLSearchParams;
const read = (query: Query, key: string) => {
  const value = query instanceof URLSearchParams ? query.get(key) : query[key];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
};

/**
 * The range of a query string (`from`, `to`), else the last 28 days; a range longer than the
 * roll-ups are kept (25 months) or the wrong way round falls back to the default and names the problem.
 */
export function readInsightRange(query: Query, today: string): { range: InsightRange; problem?: InsightRangeProblem } {
  const fallback = lastDays(DEFAULT_RANGE_DAYS, today);
  const from = read(query, 'from');
  const to = read(query, 'to');
  if (from === undefined && to === undefined) return { range: fallback };
  if ((from !== undefined && !isCalendarDay(from)) || (to !== undefined && !isCalendarDay(to)))
    return { range: fallback, problem: 'invalidDate' };
  const range = { from: from ?? addDays(to!, -(DEFAULT_RANGE_DAYS - 1)), to: to ?? today };
  if (range.from > range.to) return { range: fallback, problem: 'dateOrder' };
  const earliest = new Date(`${range.to}T00:00:00Z`);
  earliest.setUTCMonth(earliest.getUTCMonth() - RETENTION.analyticsRollupMonths);
  if (range.from < earliest.toISOString().slice(0, 10)) return { range: fallback, problem: 'tooLong' };
  return { range };
}
