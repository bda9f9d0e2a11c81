import 'server-only';
import { chmod, unlink } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { DatabaseHandle } from './client';

/**
 * While the server owns the embedded database, other local processes (the inbox command)
 * reach it through a Unix socket in DATA_DIR, named as libpq expects so `pg` finds it by
 * directory; the file is readable by the server's user only.
 */
export const INBOX_SOCKET_PORT = 5432;
/** Several commands may run at once (two colleagues, a cron purge); their queries take turns in one queue. */
const MAX_SOCKET_CONNECTIONS = 8;
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

/** Refuses a second owner of the data directory; removes the socket a crashed server left. */
export async function claimDataDir(dataDir: string): Promise<void> {
  const socketPath = inboxSocketPath(dataDir);
  if (await socketIsLive(socketPath)) {
    throw new Error(`Another process already serves the database in ${path.resolve(dataDir)} (socket ${socketPath}).`);
  }
  await unlink(socketPath).catch(() => undefined);
}

export async function startInboxSocket(handle: DatabaseHandle, dataDir: string): Promise<void> {
  if (!handle.pglite) return;
  const socketPath = inboxSocketPath(dataDir);
  const server = new PGLiteSocketServer({ db: handle.pglite, path: socketPath, maxConnections: MAX_SOCKET_CONNECTIONS });
  await server.start();
  await chmod(socketPath, 0o600);
  const close = handle.close;
  handle.close = async () => {
    await server.stop();
    await close();
  };
}
