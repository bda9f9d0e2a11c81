import 'server-only';
import { mkdir, open as openFile, readFile, unlink } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

/**
 * While the server owns the embedded database, other local processes (the inbox command)
 * reach it through a Unix socket in DATA_DIR, named as libpq expects so `pg` finds it by
 * directory; the file is readable by the server's user only.
 */
export const INBOX_SOCKET_PORT = 5432;
export const inboxSocketPath = (dataDir: string) => path.resolve(dataDir, `.s.PGSQL.${INBOX_SOCKET_PORT}`);

/** True when a live server answers on the data directory's socket. */
export function socketIsLive(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.connect(socketPath);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
}

/** The lock file of the process that owns the data directory: its pid. */
export const ownerLockPath = (dataDir: string) => path.resolve(dataDir, '.owner.lock');

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Makes this process the one owner of the embedded database in `dataDir` (PGlite must never be
 * opened by two processes): an exclusive lock file with our pid, created atomically. A lock whose
 * process is gone is taken over; a live one is a clear error. Returns the function that gives the
 * directory up. Also removes the socket a crashed server left.
 */
export async function claimDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = ownerLockPath(dataDir);
  const socketPath = inboxSocketPath(dataDir);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const file = await openFile(lockPath, 'wx', 0o600);
      await file.writeFile(`${process.pid}\n`);
      await file.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const owner = Number((await readFile(lockPath, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner))
        throw new Error(
          `Another process (pid ${owner}) already owns the database in ${path.resolve(dataDir)}; stop it first, or give this one another DATA_DIR.`,
        );
      await unlink(lockPath).catch(() => undefined);
    }
  }
  if (await socketIsLive(socketPath)) {
    await unlink(lockPath).catch(() => undefined);
    throw new Error(`Another process already serves the database in ${path.resolve(dataDir)} (socket ${socketPath}).`);
  }
  await unlink(socketPath).catch(() => undefined);
  return () => unlink(lockPath).catch(() => undefined);
}
