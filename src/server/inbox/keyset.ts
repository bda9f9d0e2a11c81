import 'server-only';
import type { LeadCursor } from '@/lib/inbox/lead-filter';

/** One page of an inbox listing, newest first, and the cursor of the next page if there is one. */
export type KeysetPage<Row> = { rows: Row[]; next?: LeadCursor };

/**
 * The page out of the `size + 1` rows a listing fetched on (created_at, id): the extra row only
 * shows that another page follows, which starts after the page's last row.
 */
export function keysetPage<Row extends { createdAt: Date; id: string }>(fetched: Row[], size: number): KeysetPage<Row> {
  const rows = fetched.slice(0, size);
  const last = rows.at(-1);
  return { rows, next: fetched.length > size && last ? { createdAt: last.createdAt, id: last.id } : undefined };
}

/** Every row of a listing, a thousand at a time (the CSV exports). */
export async function* everyRow<Row>(
  listPage: (cursor: LeadCursor | undefined, size: number) => Promise<KeysetPage<Row>>,
): AsyncGenerator<Row> {
  let cursor: LeadCursor | undefined;
  do {
    const page = await listPage(cursor, 1000);
    yield* page.rows;
    cursor = page.next;
  } while (cursor);
}
