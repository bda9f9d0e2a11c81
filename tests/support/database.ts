import { afterAll, beforeAll } from 'vitest';
import { useDatabaseForTests } from '@/server/db';
import { openPglite, openPostgres, type Database, type DatabaseHandle } from '@/server/db/client';
import { createScratchDatabase } from '../../scripts/scratch-database.mjs';

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (`.ci/run` runs the storage
 * tests both ways). The PostgreSQL database is dropped again on close.
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openPglite(null);
  const scratch = await createScratchDatabase(serverUrl, 'test');
  const handle: DatabaseHandle & { url?: string } = await openPostgres(scratch.url);
  handle.url = scratch.url;
  const close = handle.close;
  handle.close = async () => {
    await close();
    await scratch.drop();
  };
  return handle;
}

/** A second app instance on the same data: another pool for PostgreSQL; PGlite has one owner. */
export async function openSecondInstance(handle: DatabaseHandle & { url?: string }): Promise<DatabaseHandle> {
  if (!handle.url) return { ...handle, close: async () => undefined };
  return openPostgres(handle.url);
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
