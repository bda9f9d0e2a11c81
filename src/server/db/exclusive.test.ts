import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openSecondInstance, withTestDatabase } from '../../../tests/support/database';
import { purgeExclusively } from '../privacy/retention';
import { EXCLUSIVE_JOBS } from './exclusive';
import { claimDataDir, ownerLockPath } from './inbox-socket';
import { auditLog, webhookReceipts } from './schema';

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
