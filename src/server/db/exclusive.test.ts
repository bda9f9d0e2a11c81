import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openSecondInstance, withTestDatabase } from '../../../tests/support/database';
import { runExclusively } from './exclusive';
import { claimDataDir, ownerLockPath } from './inbox-socket';

const handle = withTestDatabase();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('one scheduler per cluster', () => {
  it('runs a job in one instance at a time; the other skips it while it runs', async () => {
    const second = await openSecondInstance(handle.handle);
    try {
      let running = 0;
      let overlapped = false;
      const job = async () => {
        running += 1;
        overlapped ||= running > 1;
        await pause(300);
        running -= 1;
        return 'ran';
      };
      const results = await Promise.all([runExclusively(handle.db, 'retention', job), runExclusively(second.db, 'retention', job)]);
      expect(overlapped).toBe(false);
      // Two pools on PostgreSQL race for the lock: one runs, one is told another runs it. The embedded
      // database has one connection, so there the two simply take turns.
      if (handle.handle.kind === 'postgres') expect(results.sort()).toEqual(['busy', 'ran']);
      else expect(results).toEqual(['ran', 'ran']);
    } finally {
      await second.close();
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
