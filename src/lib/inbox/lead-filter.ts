import { isCleanText, normaliseText } from '@/lib/schemas/text';
import { callFilters, type CallFilter } from './call-vocabulary';
import { isRecordId, leadKinds, leadStatuses, type LeadKind, type LeadStatus } from './lead-vocabulary';

/** What the inbox list shows: read from the page's query string, written back into links and the CSV export. */
export type LeadFilter = {
  kind?: LeadKind;
  status?: LeadStatus;
  /** Callbacks whose call stands so (the other kinds have no call). */
  call?: CallFilter;
  /** yyyy-mm-dd, inclusive, in the company's time zone. */
  from?: string;
  to?: string;
  q?: string;
};

export type LeadCursor = { createdAt: Date; id: string };

/** Why a filter value was left out (message keys under staff.list.errors). */
type LeadFilterProblem = 'invalidDate' | 'dateOrder' | 'invalidCharacters';
export type LeadFilterProblems = Partial<Record<'from' | 'to' | 'q', LeadFilterProblem>>;

/** The longest search text the list takes. */
export const MAX_SEARCH_LENGTH = 100;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day that exists on the calendar (2026-02-31 does not), from 1970 on. */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1970 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

type Query = Record<string, string | string[] | undefined> | URLSearchParams;
const read = (query: Query, key: string) => {
  const value = query instanceof URLSearchParams ? query.get(key) : query[key];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
};
const oneOf = <T extends string>(values: readonly T[], value: string | undefined) =>
  value !== undefined && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/**
 * The filter of a query string and what was wrong with it. A value that cannot be used (an
 * impossible date, control characters in the search) is left out of the filter and named in
 * `problems`, so the page shows a field error and the export refuses the request.
 */
export function readLeadFilter(query: Query): { filter: LeadFilter; problems: LeadFilterProblems } {
  const problems: LeadFilterProblems = {};
  const day = (key: 'from' | 'to') => {
    const value = read(query, key);
    if (value === undefined) return undefined;
    if (isCalendarDay(value)) return value;
    problems[key] = 'invalidDate';
    return undefined;
  };
  let from = day('from');
  const to = day('to');
  if (from && to && from > to) {
    problems.from = 'dateOrder';
    from = undefined;
  }
  const search = read(query, 'q');
  let q: string | undefined;
  if (search !== undefined) {
    if (isCleanText(search, 'line')) q = normaliseText(search).slice(0, MAX_SEARCH_LENGTH) || undefined;
    else problems.q = 'invalidCharacters';
  }
  return {
    filter: {
      kind: oneOf(leadKinds, read(query, 'kind')),
      status: oneOf(leadStatuses, read(query, 'status')),
      call: oneOf(callFilters, read(query, 'call')),
      from,
      to,
      q,
    },
    problems,
  };
}

/** `2026-11-23T07:40:10.123Z_<uuid>`: where the next page starts. */
export function parseCursor(value: string | undefined): LeadCursor | undefined {
  if (!value) return undefined;
  const [time, id] = value.split('_');
  const createdAt = new Date(time ?? '');
  return id && isRecordId(id) && !Number.isNaN(createdAt.getTime()) ? { createdAt, id } : undefined;
}

export const formatCursor = (cursor: LeadCursor) => `${cursor.createdAt.toISOString()}_${cursor.id}`;

/** The filter as a query string (empty values left out). */
export function filterQuery(filter: LeadFilter, extra: Record<string, string> = {}): string {
  const entries = Object.entries({ ...filter, ...extra }).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return new URLSearchParams(entries).toString();
}
