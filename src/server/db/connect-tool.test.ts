import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { onPostgres, withServerDatabaseThread } from '../../../tests/support/database';
import { purgeExclusively } from '../privacy/retention';
import { CLI_ACTOR } from '../staff/audit';
import type { DatabaseHandle } from './client';
import { connectTool } from './connect-tool';
import { auditLog, webhookReceipts } from './schema';

const STALL_MS = 1_000;

type QueryFunction = (...args: unknown[]) => unknown;

/**
 * Makes every statement of the command's connection take `STALL_MS` longer to come back, as when
 * the command's process is slow or suspended (Ctrl-Z) between two statements. `sent` counts them.
 */
function stallAfterEachStatement(tool: DatabaseHandle, sent: string[]) {
  const pool = (tool.db as unknown as { $client: pg.Pool }).$client;
  pool.on('connect', (client) => {
    const original = client.query as unknown as QueryFunction;
    (client as unknown as { query: QueryFunction }).query = (...args: unknown[]) => {
      const callback = typeof args.at(-1) === 'function' ? (args.pop() as (error: unknown, result?: unknown) => void) : undefined;
      const first = args[0];
      sent.push(typeof first === 'string' ? first : String((first as { text?: string }).text));
      const answered = (original.apply(client, args) as Promise<unknown>).then(async (result) => {
        await new Promise((resolve) => setTimeout(resolve, STALL_MS));
        return result;
      });
      if (!callback) return answered;
      answered.then(
        (result) => callback(null, result),
        (error: unknown) => callback(error),
      );
      return undefined;
    };
  });
}

describe.skipIf(onPostgres)('the inbox command beside a running server', () => {
  it('purges in one statement, so a command stalled between statements never holds up the site', () =>
    withServerDatabaseThread('aitheria-tool', async (server, dataDir) => {
      const now = new Date();
      await server.db
        .insert(webhookReceipts)
        .values({ signature: 'a month old', receivedAt: new Date(now.getTime() - 30 * 24 * 60 * 60_000) });
      const tool = await connectTool({ dataDir });
      try {
        expect(tool.via).toContain('the running server');
        const sent: string[] = [];
        stallAfterEachStatement(tool, sent);

        const purge = purgeExclusively(tool.db, CLI_ACTOR, { auditEmpty: true, now });
        await expect.poll(() => sent.length, { interval: 10, timeout: 5_000 }).toBeGreaterThan(0);
        const asked = Date.now();
        await server.db.execute(sql`select 1`);
        // Within a transaction of the command, the socket runs only the command's statements.
        expect(Date.now() - asked).toBeLessThan(STALL_MS / 2);

        expect(await purge).toMatchObject({ webhookReceipts: 1 });
        expect(sent.filter((text) => /^\s*begin\b/i.test(text))).toEqual([]);
        const [line] = await server.db.select().from(auditLog).where(eq(auditLog.action, 'purge'));
        expect(line).toMatchObject({ actor: CLI_ACTOR, detail: expect.objectContaining({ webhookReceipts: 1 }) });
      } finally {
        await tool.close();
      }
    }));
});
