import 'server-only';
import { chmod } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { log } from '../log';
import { INBOX_SOCKET_PORT } from './inbox-socket';
import { preparesOnEachConnection } from './prepared';
import { makePrivate } from './private-files';
import * as schema from './schema';

import type { Database } from './types';

export type { Database, Transaction } from './types';

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded engine, when there is one (the socket server for the inbox command needs it). */
  pglite?: PGlite;
  /**
   * Calls `onMessage` for every NOTIFY on `channel`, from any process on the same database (the
   * outbox's nudge between instances); resolves with the function that stops listening.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

/** PostgreSQL pool settings (PG_POOL_MAX, PG_CONNECT_TIMEOUT_MS, PG_IDLE_TIMEOUT_MS). */
export type PoolSettings = { max: number; connectionTimeoutMillis: number; idleTimeoutMillis: number };
export const DEFAULT_POOL: PoolSettings = { max: 10, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 30_000 };

/** Migrations live in the repository and run whenever a process opens the database. */
const MIGRATIONS_FOLDER = path.join(process.cwd(), 'src/server/db/migrations');
/** Several app instances starting at once against PostgreSQL migrate one after another. */
const MIGRATION_LOCK_ID = 4_242_017;

/** The embedded database's files: DATA_DIR/pglite (DATA_DIR also holds the inbox socket). */
export const pgliteDirectory = (dataDir: string) => path.resolve(dataDir, 'pglite');

export async function openPglite(dataDir: string | null): Promise<DatabaseHandle> {
  let pglite: PGlite;
  if (dataDir === null) {
    pglite = await PGlite.create();
  } else {
    await makePrivate(path.resolve(dataDir), pgliteDirectory(dataDir));
    pglite = await PGlite.create({ dataDir: pgliteDirectory(dataDir) });
    // A new database is unpacked with modes of its own: restrict it again once it is there.
    await makePrivate(path.resolve(dataDir), pgliteDirectory(dataDir));
  }
  await migratePglite(drizzlePglite(pglite, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  return pgliteHandle(pglite);
}

/** The handle of an embedded engine that is already migrated (the test harness loads migrated copies). */
export function pgliteHandle(pglite: PGlite): DatabaseHandle {
  return {
    db: drizzlePglite(pglite, { schema }) as unknown as Database,
    kind: 'pglite',
    pglite,
    listen: async (channel, onMessage) => {
      const stop = await pglite.listen(channel, (payload) => onMessage(payload));
      return async () => stop();
    },
    close: () => pglite.close(),
  };
}

/** A pg pool with drizzle on it, migrated (one instance at a time, under an advisory lock). */
async function migratedPool(config: pg.PoolConfig) {
  const pool = new pg.Pool(config);
  // An idle connection the server ends (a restart, a dropped database) must not take the process down.
  pool.on('error', (error) => log().warn({ err: error, op: 'database pool' }, 'an idle database connection failed'));
  const db = drizzlePostgres(pool, { schema });
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    client.release();
  }
  return { pool, db };
}

export async function openPostgres(connectionString: string, settings: PoolSettings = DEFAULT_POOL): Promise<DatabaseHandle> {
  const { pool, db } = await migratedPool({ connectionString, ...settings });
  preparesOnEachConnection(db as unknown as Database);
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    listen: (channel, onMessage) => listenPostgres(connectionString, settings, channel, onMessage),
    close: () => pool.end(),
  };
}

/** Connections the server's pool keeps to its embedded database; its socket serves a few more (the inbox command). */
const THREAD_POOL_CONNECTIONS = 4;
const THREAD_SOCKET_CONNECTIONS = 8;

let embeddedConnections = 0;

/**
 * A connection of the pool to the embedded database. The socket serves every connection from one
 * session, so a statement name prepared on one connection already exists for the others, while pg
 * knows only its own connection's: each connection names its prepared statements with a suffix of its
 * own. The pool keeps its connections open (no idle timeout), so the session holds one set of
 * statements per connection, not one per connection ever opened.
 */
class EmbeddedConnection extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super(config);
    const suffix = `_${++embeddedConnections}`;
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    this.query = ((...args: unknown[]) => {
      const [statement] = args;
      const named = statement as { name?: unknown; submit?: unknown } | null;
      if (named && typeof named === 'object' && typeof named.name === 'string' && typeof named.submit !== 'function') {
        args[0] = { ...named, name: `${named.name}${suffix}` };
      }
      return query(...args);
    }) as pg.Client['query'];
  }
}

/**
 * The embedded database of the server process, in a thread of its own (src/server/db/pglite-worker.mjs,
 * docs/decisions/022-pglite-thread.md): the app talks to it through a pg pool over the socket in
 * DATA_DIR, so its statements run beside the request handling instead of in it.
 */
export async function openPgliteThread(dataDir: string, socketPath: string): Promise<DatabaseHandle> {
  const databaseDir = pgliteDirectory(dataDir);
  await makePrivate(path.resolve(dataDir), databaseDir);
  const worker = new Worker(path.join(process.cwd(), 'src/server/db/pglite-worker.mjs'), {
    workerData: { databaseDir, socketPath, maxConnections: THREAD_SOCKET_CONNECTIONS },
  });
  const listeners = new Map<string, Set<(payload: string) => void>>();
  worker.on('message', (message: { notify?: string; payload?: string }) => {
    if (message.notify) for (const listener of listeners.get(message.notify) ?? []) listener(message.payload ?? '');
  });
  worker.on('error', (error) => log().error({ err: error, op: 'database thread' }, 'the database thread failed'));
  await new Promise<void>((resolve, reject) => {
    worker.once('message', (message: 'ready' | { failed: string }) =>
      message === 'ready' ? resolve() : reject(new Error(`The embedded database did not open: ${(message as { failed: string }).failed}`)),
    );
    worker.once('error', reject);
  });
  await chmod(socketPath, 0o600);
  const { pool, db } = await migratedPool({
    host: path.dirname(socketPath),
    port: INBOX_SOCKET_PORT,
    user: 'postgres',
    database: 'postgres',
    max: THREAD_POOL_CONNECTIONS,
    idleTimeoutMillis: 0,
    Client: EmbeddedConnection,
  });
  preparesOnEachConnection(db as unknown as Database);
  // A new database is unpacked with modes of its own: restrict it again once it is there.
  await makePrivate(path.resolve(dataDir), databaseDir);
  return {
    db,
    kind: 'pglite',
    listen: async (channel, onMessage) => {
      if (!listeners.has(channel)) {
        listeners.set(channel, new Set());
        worker.postMessage({ listen: channel });
      }
      listeners.get(channel)!.add(onMessage);
      return async () => void listeners.get(channel)?.delete(onMessage);
    },
    close: async () => {
      await pool.end();
      const closed = new Promise((resolve) => worker.once('message', resolve));
      worker.postMessage({ close: true });
      await closed;
      await worker.terminate();
    },
  };
}

/** LISTEN on a connection of its own, outside the pool; reconnects after a lost connection. */
async function listenPostgres(
  connectionString: string,
  settings: PoolSettings,
  channel: string,
  onMessage: (payload: string) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: settings.connectionTimeoutMillis });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', (error) => {
      log().warn({ err: error, op: 'database listen' }, 'the LISTEN connection failed; reconnecting');
      void next.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect().catch(() => undefined), 1_000).unref();
    });
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
