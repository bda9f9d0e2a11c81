import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { onPostgres, withServerDatabaseThread } from '../../../tests/support/database';
import { executePrepared } from './prepared';

describe.skipIf(onPostgres)('prepared statements on the server’s embedded database', () => {
  it('are prepared once per pool connection, under names of their own in the one session they share', () =>
    withServerDatabaseThread('aitheria-prepared', async (server) => {
      // Twelve at once keep every connection of the pool busy; each runs the statement a few times.
      const answers = await Promise.all(
        Array.from({ length: 12 }, async (_, n) => {
          const seen: number[] = [];
          for (let round = 0; round < 3; round++) {
            const { rows } = await executePrepared<{ n: number }>(server.db, {
              sql: 'select $1::int as n, pg_sleep(0.002)',
              params: [n * 10 + round],
            });
            seen.push(rows[0]!.n);
          }
          return seen;
        }),
      );
      expect(answers).toEqual(Array.from({ length: 12 }, (_, n) => [n * 10, n * 10 + 1, n * 10 + 2]));
      const prepared = (await server.db.execute(sql`select name from pg_prepared_statements order by name`)) as unknown as {
        rows: { name: string }[];
      };
      const names = prepared.rows.map((row) => row.name);
      expect(names.length, names.join(', ')).toBeGreaterThan(1);
      expect(new Set(names.map((name) => name.replace(/_\d+$/, ''))).size).toBe(1);
      for (const name of names) expect(name).toMatch(/^p_[0-9a-f]{24}_\d+$/);
    }));
});
