import 'server-only';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { log } from '../log';
import { makePrivate } from './private-files';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded engine, when there is one (the socket server for the inbox command needs it). */
  pglite?: PGlite;
  close(): Promise<void>;
};

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
  const db = drizzlePglite(pglite, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db: db as unknown as Database, kind: 'pglite', pglite, close: () => pglite.close() };
}

export async function openPostgres(connection: string | pg.PoolConfig): Promise<DatabaseHandle> {
  const pool = new pg.Pool(typeof connection === 'string' ? { connectionString: connection, max: 10 } : connection);
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
  return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
}
