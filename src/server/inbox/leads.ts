import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { COMPANY_TIME_ZONE } from '@/i18n/time-zone';
import type { LeadCursor, LeadFilter } from '@/lib/inbox/lead-filter';
import type { LeadRow } from '@/lib/inbox/lead-row';
import { leadKinds, type LeadKind } from '@/lib/inbox/lead-vocabulary';
import type { Database } from '../db';
import { containsPattern } from '../db/like-pattern';
import { leadEntries } from '../enquiries/registry';
import { everyRow, keysetPage, type KeysetPage } from './keyset';

function conditions(kind: LeadKind, filter: LeadFilter, cursor: LeadCursor | undefined): SQL {
  const parts: SQL[] = [];
  if (filter.status) parts.push(sql`status = ${filter.status}`);
  if (filter.call) parts.push(leadEntries[kind].lead.callFilter?.(filter.call) ?? sql`false`);
  if (filter.from) parts.push(sql`created_at >= (${filter.from}::date)::timestamp at time zone ${COMPANY_TIME_ZONE}`);
  if (filter.to) parts.push(sql`created_at < (${filter.to}::date + 1)::timestamp at time zone ${COMPANY_TIME_ZONE}`);
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    const { searchable } = leadEntries[kind].lead;
    const matches = searchable.map((column) => sql`${sql.raw(column)} ilike ${pattern}`);
    // Phone numbers are stored in E.164: "030 1234567" finds +49301234567.
    const digits = filter.q.replace(/\D/g, '').replace(/^0+/, '');
    if (digits.length >= 5 && searchable.includes('phone')) matches.push(sql`phone like ${containsPattern(digits)}`);
    parts.push(sql`(${sql.join(matches, sql` or `)})`);
  }
  if (cursor) parts.push(sql`(created_at, id) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`);
  return parts.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``;
}

type RawRow = Omit<LeadRow, 'createdAt'> & { created_at: Date | string };

type PageOptions = { cursor?: LeadCursor; size?: number };

/**
 * The statement of one page of leads, newest first, across the kinds the filter allows. Keyset
 * pagination on (created_at, id): every branch reads its index backwards and stops after `size + 1`
 * rows, so page 2,000 costs what page 1 costs (the storage tests plan this very statement).
 */
export function leadPageStatement(filter: LeadFilter, { cursor, size = 50 }: PageOptions = {}): SQL {
  const kinds = filter.kind ? [filter.kind] : leadKinds;
  const union = sql.join(
    kinds.map(
      (kind) =>
        sql`(select ${leadEntries[kind].lead.columns} from ${leadEntries[kind].lead.from ?? leadEntries[kind].table} ${conditions(kind, filter, cursor)} order by created_at desc, id desc limit ${size + 1})`,
    ),
    sql` union all `,
  );
  return sql`select * from (${union}) as leads order by created_at desc, id desc limit ${size + 1}`;
}

/** One page of leads (`leadPageStatement`) and the cursor of the next, if there is one. */
export async function listLeads(db: Database, filter: LeadFilter, options: PageOptions = {}): Promise<KeysetPage<LeadRow>> {
  const size = options.size ?? 50;
  // Both drivers (PGlite, node-postgres) answer execute() with { rows }.
  const result = (await db.execute(leadPageStatement(filter, { ...options, size }))) as unknown as { rows: RawRow[] };
  return keysetPage(
    result.rows.map(({ created_at, ...row }) => ({ ...row, createdAt: new Date(created_at) })),
    size,
  );
}

/** Every lead the filter matches, page by page (the CSV export). */
export const allLeads = (db: Database, filter: LeadFilter): AsyncGenerator<LeadRow> =>
  everyRow((cursor, size) => listLeads(db, filter, { cursor, size }));
