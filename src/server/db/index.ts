import 'server-only';
import { env } from '../env';
import { log } from '../log';
import { openPgliteThread, openPostgres, type DatabaseHandle } from './client';
import { claimDataDir, inboxSocketPath } from './inbox-socket';

export type { Database, DatabaseHandle, Transaction } from './client';

const holderKey = Symbol.for('aitheria.database');
type Holder = { [holderKey]?: Promise<DatabaseHandle> };

async function open(): Promise<DatabaseHandle> {
  const settings = env();
  if (settings.DATABASE_URL) {
    const handle = await openPostgres(settings.DATABASE_URL, {
      max: settings.PG_POOL_MAX,
      connectionTimeoutMillis: settings.PG_CONNECT_TIMEOUT_MS,
      idleTimeoutMillis: settings.PG_IDLE_TIMEOUT_MS,
    });
    log().info('database: PostgreSQL (DATABASE_URL), migrations applied');
    return handle;
  }
  const release = await claimDataDir(settings.DATA_DIR);
  const handle = await openPgliteThread(settings.DATA_DIR, inboxSocketPath(settings.DATA_DIR)).catch(async (error: unknown) => {
    await release();
    throw error;
  });
  const close = handle.close;
  handle.close = async () => {
    await close();
    await release();
  };
  log().info({ dataDir: settings.DATA_DIR }, 'database: embedded PGlite, migrations applied');
  return handle;
}

/**
 * The process's one database (PGlite is owned by exactly one process; docs/decisions/022-pglite-thread.md).
 * Kept on globalThis because Next.js bundles route handlers and instrumentation separately.
 */
export function databaseHandle(): Promise<DatabaseHandle> {
  const holder = globalThis as Holder;
  holder[holderKey] ??= open().catch((error: unknown) => {
    delete holder[holderKey];
    throw error;
  });
  return holder[holderKey];
}

export async function database() {
  return (await databaseHandle()).db;
}

/** Tests hand in their own database (a fresh PGlite in memory, or PostgreSQL). */
export function useDatabaseForTests(handle: DatabaseHandle | undefined): void {
  const holder = globalThis as Holder;
  if (handle) holder[holderKey] = Promise.resolve(handle);
  else delete holder[holderKey];
}
