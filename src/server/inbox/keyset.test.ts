import { describe, expect, it } from 'vitest';
import type { LeadCursor } from '@/lib/inbox/lead-filter';
import { everyRow, keysetPage } from './keyset';

const row = (n: number) => ({ id: `id-${n}`, createdAt: new Date(Date.UTC(2026, 10, 25, 12, 0, 0) - n * 1000) });
const rows = Array.from({ length: 2501 }, (_, n) => row(n));

/** A listing over `rows`, newest first, as the inbox queries answer it: the page and one row more. */
const listPage = async (cursor: LeadCursor | undefined, size: number) => {
  const from = cursor ? rows.findIndex((entry) => entry.id === cursor.id) + 1 : 0;
  return keysetPage(rows.slice(from, from + size + 1), size);
};

describe('keyset pages of the inbox listings', () => {
  it('gives the page and, only when a row more was found, the cursor of its last row', () => {
    expect(keysetPage(rows.slice(0, 4), 3)).toEqual({ rows: rows.slice(0, 3), next: { id: 'id-2', createdAt: rows[2]!.createdAt } });
    expect(keysetPage(rows.slice(0, 3), 3)).toEqual({ rows: rows.slice(0, 3), next: undefined });
    expect(keysetPage([], 3)).toEqual({ rows: [], next: undefined });
  });

  it('walks every page for the exports, each row once and in order', async () => {
    const seen: string[] = [];
    for await (const entry of everyRow(listPage)) seen.push(entry.id);
    expect(seen).toEqual(rows.map((entry) => entry.id));
  });
});
