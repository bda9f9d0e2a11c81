import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { LeadCursor } from '@/lib/inbox/lead-filter';
import type { SubscriberFilter, SubscriberState } from '@/lib/inbox/subscriber-filter';
import type { SubscriberRow } from '@/lib/inbox/subscriber-row';
import type { Database } from '../db';
import { containsPattern } from '../db/like-pattern';
import { everyRow, keysetPage, type KeysetPage } from './keyset';

/** The state of a row, as the sign-up, the confirmation and the unsubscribe leave it (server/newsletter/subscription.ts). */
const STATE = sql.raw(`case
  when subscribed_at is not null and (unsubscribed_at is null or unsubscribed_at < subscribed_at) then 'subscribed'
  when confirmation_requested_at is not null and (unsubscribed_at is null or unsubscribed_at < confirmation_requested_at) then 'pending'
  else 'unsubscribed' end`);

function conditions(filter: SubscriberFilter, cursor?: LeadCursor): SQL {
  const parts: SQL[] = [];
  if (filter.state) parts.push(sql`${STATE} = ${filter.state}`);
  if (filter.q) parts.push(sql`email like ${containsPattern(filter.q)}`);
  if (cursor) parts.push(sql`(created_at, id) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`);
  return parts.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``;
}

type Raw = Record<string, string | Date | null>;
const at = (value: string | Date | null) => (value === null ? null : new Date(value));

/** One page of the list, newest first, keyset-paginated on (created_at, id). */
export async function listSubscribers(
  db: Database,
  filter: SubscriberFilter,
  { cursor, size = 50 }: { cursor?: LeadCursor; size?: number } = {},
): Promise<KeysetPage<SubscriberRow>> {
  const result = (await db.execute(sql`
    select id, email, language, ${STATE} as state, created_at, subscribed_at, unsubscribed_at, consent_version, consent_language, consent_given_at
    from newsletter_subscribers ${conditions(filter, cursor)}
    order by created_at desc, id desc limit ${size + 1}
  `)) as unknown as { rows: Raw[] };
  const rows = result.rows.map((row): SubscriberRow => ({
    id: row.id as string,
    email: row.email as string,
    language: row.language as string | null,
    state: row.state as SubscriberState,
    createdAt: new Date(row.created_at as string),
    subscribedAt: at(row.subscribed_at!),
    unsubscribedAt: at(row.unsubscribed_at!),
    consentVersion: row.consent_version as string | null,
    consentLanguage: row.consent_language as string | null,
    consentGivenAt: at(row.consent_given_at!),
  }));
  return keysetPage(rows, size);
}

/** Every address the filter matches, page by page (the CSV export). */
export const allSubscribers = (db: Database, filter: SubscriberFilter): AsyncGenerator<SubscriberRow> =>
  everyRow((cursor, size) => listSubscribers(db, filter, { cursor, size }));

/** How many addresses stand in each state. */
export async function subscriberCounts(db: Database): Promise<Record<SubscriberState, number>> {
  const result = (await db.execute(
    sql`select ${STATE} as state, count(*)::int as count from newsletter_subscribers group by 1`,
  )) as unknown as { rows: { state: SubscriberState; count: number }[] };
  const counts: Record<SubscriberState, number> = { subscribed: 0, pending: 0, unsubscribed: 0 };
  for (const row of result.rows) counts[row.state] = Number(row.count);
  return counts;
}
