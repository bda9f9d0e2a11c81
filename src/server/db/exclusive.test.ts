import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { addDays, companyDay } from '@/lib/analytics/day';
import { onPostgres, openSecondInstance, withTestDatabase } from '../../../tests/support/database';
import { purgeExclusively } from '../privacy/retention';
import { EXCLUSIVE_JOBS } from './exclusive';
import { claimDataDir, ownerLockPath } from './inbox-socket';
import { analyticsDaily, analyticsEvents, auditLog, webhookReceipts } from './schema';

const handle = withTestDatabase();
describe('one scheduler per cluster', () => {
  it('purges in one instance at a time: the other skips while one holds the job, and deletes nothing', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - 30 * 24 * 60 * 60_000);
    await handle.db.insert(webhookReceipts).values({ signature: 'kept while busy', receivedAt: old });
    if (handle.handle.kind === 'postgres') {
      const second = await openSecondInstance(handle.handle);
      try {
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        let holding = () => {};
        const isHolding = new Promise<void>((resolve) => (holding = resolve));
        const other = second.db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(${EXCLUSIVE_JOBS.retention})`);
          holding();
          await held;
        });
        await isHolding;
        expect(await purgeExclusively(handle.db, 'retention job', { now, auditEmpty: true })).toBe('busy');
        release();
        await other;
      } finally {
        await second.close();
      }
      expect(await handle.db.select().from(webhookReceipts)).toHaveLength(1);
      expect(await handle.db.select().from(auditLog).where(eq(auditLog.action, 'purge'))).toEqual([]);
    }
    // The embedded database has one owner process, so there is nobody to wait for.
    expect(await purgeExclusively(handle.db, 'retention job', { now })).toMatchObject({ webhookReceipts: 1 });
    expect(await handle.db.select().from(webhookReceipts)).toEqual([]);
  });
});

describe('the analytics roll-up of two purges at once', () => {
  // Two instances on one PostgreSQL; the embedded database has a single owner process.
  it.skipIf(!onPostgres)('runs once: the instance that holds the purge rolls up, the other is busy and rolls up nothing', async () => {
    const db = handle.db;
    const now = new Date();
    const yesterday = addDays(companyDay(now), -1);
    const event = { day: yesterday, visitor: 'v1', type: 'pageview', path: '/', language: 'de' };
    await db.insert(analyticsEvents).values([event, { ...event, visitor: 'v2', path: '/kontakt' }]);
    // A row of yesterday's roll-up (not its total, so the day still counts as not rolled up) that a third
    // connection keeps locked: the first purge waits on it in the middle of its roll-up.
    await db.insert(analyticsDaily).values({ day: yesterday, type: 'pageview', dimension: 'path', value: '/', events: 0, visitors: 0 });
    // Every row the roll-up writes, counted by a trigger of this test.
    await db.execute(sql`create table "rollup_writes" ("day" date not null)`);
    await db.execute(sql`create function "count_rollup_write"() returns trigger language plpgsql as $$
      begin insert into "rollup_writes" values (new."day"); return null; end $$`);
    await db.execute(sql`create trigger "count_rollup_write" after insert or update on "analytics_daily"
      for each row execute function "count_rollup_write"()`);
    const second = await openSecondInstance(handle.handle);
    const third = await openSecondInstance(handle.handle);
    const waitingForLocks = async () =>
      (
        (await second.db.execute(sql`select count(*)::int as "waiting" from pg_locks
          where not granted and pid in (select pid from pg_stat_activity where datname = current_database())`)) as unknown as {
          rows: { waiting: number }[];
        }
      ).rows[0]!.waiting;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = third.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from "analytics_daily" where "dimension" = 'path' for update`);
      locked();
      await released;
    });
    try {
      await isLocked;
      const first = purgeExclusively(db, 'retention job', { now });
      await vi.waitFor(async () => expect(await waitingForLocks()).toBe(1), { timeout: 10_000, interval: 20 });
      const other = purgeExclusively(second.db, 'retention job', { now });
      // Busy at once; a purge that rolled up outside the lock would wait on the locked row as well.
      const otherOutcome = await Promise.race([
        other,
        vi.waitFor(async () => expect(await waitingForLocks()).toBe(2), { timeout: 10_000, interval: 20 }).then(() => 'waiting too'),
      ]);
      release();
      await holder;
      const firstOutcome = await first;
      await other;
      const rolled = await db.select().from(analyticsDaily);
      expect(rolled.find((row) => row.dimension === 'path' && row.value === '/')).toMatchObject({ events: 1, visitors: 1 });
      const writes = (await db.execute(sql`select count(*)::int as "writes" from "rollup_writes"`)) as unknown as {
        rows: { writes: number }[];
      };
      // One write per row of the day: the row locked beforehand, the rest inserted, none written twice.
      expect(writes.rows[0]!.writes).toBe(rolled.length);
      expect(otherOutcome).toBe('busy');
      expect(firstOutcome).toMatchObject({ analyticsRolledUpDays: 1 });
    } finally {
      release();
      await holder.catch(() => undefined);
      await Promise.all([second.close(), third.close()]);
      await db.execute(sql`drop trigger if exists "count_rollup_write" on "analytics_daily"`);
      await db.execute(sql`drop function if exists "count_rollup_write"()`);
      await db.execute(sql`drop table if exists "rollup_writes"`);
    }
  });
});

describe('one process per embedded database', () => {
  it('refuses a second owner that is alive, with its pid, and takes over the lock of one that died', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'aitheria-owner-'));
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      await writeFile(ownerLockPath(dataDir), `${other.pid}\n`);
      await expect(claimDataDir(dataDir)).rejects.toThrow(`Another process (pid ${other.pid}) already owns the database in ${dataDir}`);
      other.kill('SIGKILL');
      await new Promise((resolve) => other.once('exit', resolve));
      const release = await claimDataDir(dataDir);
      await release();
      const again = await claimDataDir(dataDir);
      await again();
    } finally {
      other.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
