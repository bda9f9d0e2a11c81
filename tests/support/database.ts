import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, inject } from 'vitest';
import { useDatabaseForTests } from '@/server/db';
import {
  DEFAULT_POOL,
  openPgliteThread,
  openPostgres,
  pgliteHandle,
  type Database,
  type DatabaseHandle,
  type PoolSettings,
} from '@/server/db/client';
import { inboxSocketPath } from '@/server/db/inbox-socket';
import { createScratchDatabase } from './scratch-database';
import { inScratchDirectory } from './scratch-directory';

/**
 * The production pool, except that a query may wait up to 30 s for a connection instead of 5 s
 * (PG_CONNECT_TIMEOUT_MS): the test files run side by side on a shared machine, and a sign-in flood
 * with many password hashes in flight can wait longer than that for a connection on a slow one. What the tests check is the outcome, not the pool's patience.
 */
const TEST_POOL: PoolSettings = { ...DEFAULT_POOL, connectionTimeoutMillis: 30_000 };

/**
 * Whether this run of the storage tests is the one against PostgreSQL (TEST_DATABASE_URL, set by `.ci/run`
 * for its second run): tests of the embedded database alone skip it, tests of several processes on one
 * PostgreSQL run only in it.
 */
export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let pgliteTemplate: Promise<Blob> | undefined;

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (`.ci/run` runs the storage
 * tests both ways). Either is a copy of the database the run migrated once
 * (tests/support/database-template.ts). The PostgreSQL database is dropped again on close.
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = inject('pgliteTemplate');
    if (!template) throw new Error('No database template: run the tests through vitest.config.ts, whose global setup makes it.');
    pgliteTemplate ??= readFile(template).then((tar) => new Blob([tar]));
    return pgliteHandle(await PGlite.create({ loadDataDir: await pgliteTemplate }));
  }
  const scratch = await createScratchDatabase(serverUrl, 'test', inject('postgresTemplate') ?? undefined);
  const handle: DatabaseHandle & { url?: string } = await openPostgres(scratch.url, TEST_POOL);
  handle.url = scratch.url;
  const close = handle.close;
  handle.close = async () => {
    await close();
    await scratch.drop();
  };
  return handle;
}

/**
 * Empties every table of the app (the migrations' own record stays), so the next test of a file
 * starts on a clean database without creating one (a copy takes a second or more on a slow machine).
 */
export async function emptyTestDatabase(db: Database) {
  await db.execute(sql`
    do $$
    declare tables text;
    begin
      select string_agg(format('%I.%I', schemaname, tablename), ', ') into tables from pg_tables where schemaname = 'public';
      if tables is not null then execute 'truncate table ' || tables || ' restart identity cascade'; end if;
    end $$`);
}

/** A second app instance on the same data: another pool for PostgreSQL; PGlite has one owner. */
export async function openSecondInstance(handle: DatabaseHandle & { url?: string }): Promise<DatabaseHandle> {
  if (!handle.url) return { ...handle, close: async () => undefined };
  return openPostgres(handle.url, TEST_POOL);
}

/**
 * A fresh database for the tests of one file, installed as the app's database (route handlers and
 * server modules find it) for as long as the file runs.
 */
export function withTestDatabase(): { readonly db: Database; readonly handle: DatabaseHandle } {
  let current: DatabaseHandle | undefined;
  beforeAll(async () => {
    current = await openTestDatabase();
    useDatabaseForTests(current);
  });
  afterAll(async () => {
    useDatabaseForTests(undefined);
    await current?.close();
  });
  const handle = () => {
    if (!current) throw new Error('The test database opens in beforeAll; use it inside a test.');
    return current;
  };
  return {
    get db() {
      return handle().db;
    },
    get handle() {
      return handle();
    },
  };
}

/**
 * Runs `work` with the embedded database as the server opens it (in its thread, serving the socket in
 * a new data directory), then closes it and removes the directory, whatever `work` did.
 */
export function withServerDatabaseThread<T>(prefix: string, work: (server: DatabaseHandle, dataDir: string) => Promise<T>): Promise<T> {
  return inScratchDirectory(prefix, async (dataDir) => {
    const server = await openPgliteThread(dataDir, inboxSocketPath(dataDir));
    try {
      return await work(server, dataDir);
    } finally {
      await server.close();
    }
  });
}
