import 'server-only';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openPglite, openPostgres, type Database, type DatabaseHandle } from './client';
import { claimDataDir, INBOX_SOCKET_PORT, inboxSocketPath, socketIsLive } from './inbox-socket';
import * as schema from './schema';

/**
 * How a command-line tool reaches the data (docs/architecture.md, "The data kept, and for how long"): PostgreSQL directly; the
 * embedded database through the running server's socket; or, with the server stopped, by
 * opening the data directory itself.
 */
export async function connectTool(settings: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle & { via: string }> {
  if (settings.databaseUrl) return { ...(await openPostgres(settings.databaseUrl)), via: 'PostgreSQL (DATABASE_URL)' };
  if (await socketIsLive(inboxSocketPath(settings.dataDir))) {
    // One connection: the embedded engine answers one client at a time anyway.
    const pool = new pg.Pool({
      host: path.resolve(settings.dataDir),
      port: INBOX_SOCKET_PORT,
      user: 'postgres',
      database: 'postgres',
      max: 1,
    });
    const db = drizzle(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'pglite',
      // A command sends no nudges it waits for: the server's own runner delivers.
      listen: async () => async () => undefined,
      close: () => pool.end(),
      via: `the running server (${inboxSocketPath(settings.dataDir)})`,
    };
  }
  const release = await claimDataDir(settings.dataDir);
  const handle = await openPglite(settings.dataDir);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await release();
    },
    via: `${path.resolve(settings.dataDir)} (server not running)`,
  };
}
