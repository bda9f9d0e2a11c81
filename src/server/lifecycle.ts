import 'server-only';
import { sql } from 'drizzle-orm';
import { databaseHandle } from './db';

/**
 * Where the process stands (docs/decisions/020-operations.md): alive from its first line; ready once
 * its database is open and migrated and until it is asked to stop; draining from then on, so the
 * proxy's readiness check fails at once while the requests in flight finish.
 */
type State = { draining: boolean; opened: boolean };
const holderKey = Symbol.for('aitheria.lifecycle');
const state = (): State => ((globalThis as { [holderKey]?: State })[holderKey] ??= { draining: false, opened: false });

export const markOpened = () => {
  state().opened = true;
};
export const beginDrain = () => {
  state().draining = true;
};

/** How long the readiness check waits for the database. */
const DATABASE_CHECK_MS = 2_000;

export type Readiness = {
  ready: boolean;
  checks: { database: 'ok' | 'unavailable'; migrations: 'applied' | 'pending'; draining: boolean };
};

export async function readiness(): Promise<Readiness> {
  const { draining, opened } = state();
  let database: Readiness['checks']['database'] = 'unavailable';
  if (opened) {
    try {
      const handle = await databaseHandle();
      await Promise.race([
        handle.db.execute(sql`select 1`),
        new Promise((_, reject) => setTimeout(() => reject(new Error('database check timed out')), DATABASE_CHECK_MS).unref()),
      ]);
      database = 'ok';
    } catch {
      database = 'unavailable';
    }
  }
  const checks = { database, migrations: opened ? ('applied' as const) : ('pending' as const), draining };
  return { ready: !draining && opened && database === 'ok', checks };
}
