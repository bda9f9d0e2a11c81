import 'server-only';
import { chmod, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** What the server keeps in DATA_DIR: the database, the inbox socket and its lock, the lock of the directory. */
const OWN_ENTRIES = /^(pglite|\.s\.PGSQL\.\d+(\.lock)?|mail|\.owner\.lock)$/;

/**
 * Makes the embedded database readable by the server's user only (docs/decisions/017-hostile-input.md):
 * DATA_DIR 0700, every directory in DATA_DIR/pglite 0700 and every file 0600. PGlite unpacks a new
 * database with modes of its own (0666), so this runs again once it is open; the files it creates
 * later follow the umask, which is set to 0077 here, so they are private from the start (nothing
 * else this process writes is for other users either). DATA_DIR itself is restricted only when it holds nothing
 * but our own files, so a DATA_DIR pointed at a shared folder is never locked up.
 */
export async function makePrivate(dataDir: string, databaseDir: string): Promise<void> {
  process.umask(0o077);
  await mkdir(databaseDir, { recursive: true, mode: 0o700 });
  if ((await readdir(dataDir)).every((entry) => OWN_ENTRIES.test(entry))) await chmod(dataDir, 0o700);
  await restrict(databaseDir);
}

async function restrict(target: string): Promise<void> {
  const info = await stat(target);
  if (info.isDirectory()) {
    await chmod(target, 0o700);
    for (const entry of await readdir(target)) await restrict(path.join(target, entry));
  } else if (info.isFile()) {
    await chmod(target, 0o600);
  }
}
