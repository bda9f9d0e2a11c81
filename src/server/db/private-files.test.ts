import { chmod, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { onPostgres } from '../../../tests/support/database';
import { inScratchDirectory } from '../../../tests/support/scratch-directory';
import { openPglite, openPgliteThread, pgliteDirectory } from './client';
import { inboxSocketPath } from './inbox-socket';

async function modes(directory: string): Promise<[string, number][]> {
  const found: [string, number][] = [[directory, (await stat(directory)).mode & 0o777]];
  for (const entry of await readdir(directory, { recursive: true })) {
    const file = path.join(directory, entry);
    found.push([file, (await stat(file)).mode & 0o777]);
  }
  return found;
}

describe.skipIf(onPostgres)('the embedded database on disk', () => {
  it('keeps every file and directory under DATA_DIR private to the server’s user, also files written later', () =>
    inScratchDirectory('aitheria-private', async (dataDir) => {
      const before = process.umask();
      try {
        process.umask(0o022);
        // As the server opens it: in its own thread, serving the socket.
        const handle = await openPgliteThread(dataDir, inboxSocketPath(dataDir));
        await handle.db.execute('create table written_later (value text)');
        await handle.db.execute(`insert into written_later select repeat('x', 1000) from generate_series(1, 5000)`);
        await handle.db.execute('checkpoint');
        const open = await modes(dataDir);
        await handle.close();
        const closed = await modes(dataDir);
        for (const [file, mode] of [...open, ...closed]) expect(mode & 0o077, `${file} has mode ${mode.toString(8)}`).toBe(0);
        expect(open.length).toBeGreaterThan(20);
        expect(open.some(([file]) => file.endsWith('.s.PGSQL.5432'))).toBe(true);
      } finally {
        process.umask(before);
      }
    }));

  // Three embedded databases made from nothing (initdb each): the slowest test of the file on a loaded machine.
  it('tightens a data directory an older version left open, but never a shared folder', { timeout: 90_000 }, async () => {
    const before = process.umask();
    try {
      process.umask(0o022);
      await inScratchDirectory('aitheria-old', async (old) => {
        await (await openPglite(old)).close();
        for (const [file] of await modes(old)) await chmod(file, (await stat(file)).isDirectory() ? 0o755 : 0o666);
        await (await openPglite(old)).close();
        for (const [file, mode] of await modes(old)) expect(mode & 0o077, file).toBe(0);
      });

      await inScratchDirectory('aitheria-shared', async (shared) => {
        await chmod(shared, 0o755);
        await writeFile(path.join(shared, 'someone-elses-file.txt'), 'x');
        await chmod(path.join(shared, 'someone-elses-file.txt'), 0o644);
        await (await openPglite(shared)).close();
        // Left as it was: another program's file lives there too. The database inside is private.
        expect((await stat(shared)).mode & 0o777).toBe(0o755);
        expect((await stat(path.join(shared, 'someone-elses-file.txt'))).mode & 0o777).toBe(0o644);
        for (const [file, mode] of await modes(pgliteDirectory(shared))) expect(mode & 0o077, file).toBe(0);
      });
    } finally {
      process.umask(before);
    }
  });
});
