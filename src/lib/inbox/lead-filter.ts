import { isRecordId, leadKinds, leadStatuses, type LeadKind, type LeadStatus } from './lead-vocabulary';

/** What the inbox list shows: read from the page's query string, written back into links and the CSV export. */
export type LeadFilter = {
  kind?: LeadKind;
  status?: LeadStatus;
  /** yyyy-mm-dd, inclusive, in the company's time zone. */
  from?: string;
  to?: string;
  q?: string;
};

export type LeadCursor = { createdAt: Date; id: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

type Query = Record<string, string | string[] | undefined> | URLSearchParams;
const read = (query: Query, key: string) => {
  const value = query instanceof URLSearchParams ? query.get(key) : query[key];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
};
const oneOf = <T extends string>(values: readonly T[], value: string | undefined) =>
  value !== undefined && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** Unknown or malformed parameters are dropped, never an error page. */
export function parseLeadFilter(query: Query): LeadFilter {
  const from = read(query, 'from');
  const to = read(query, 'to');
  const q = read(query, 'q')?.slice(0, 100);
  return {
    kind: oneOf(leadKinds, read(query, 'kind')),
    status: oneOf(leadStatuses, read(query, 'status')),
    from: from && DAY.test(from) ? from : undefined,
    to: to && DAY.test(to) ? to : undefined,
    q,
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
