import 'server-only';
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/** The parts of drizzle's database object it keeps internal: how a statement becomes a prepared query. */
type Internals = {
  dialect: { sqlToQuery(statement: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      isResponseInArrayMode: boolean,
    ): { execute(): Promise<unknown> };
  };
};

/**
 * Databases whose every pool connection is a session of its own (PostgreSQL). The embedded database
 * serves all its socket connections from one session, where a name prepared on one connection
 * already exists for the next: there statements are not named.
 */
const ownSessions = new WeakSet<Database>();
export const preparesOnEachConnection = (db: Database) => void ownSessions.add(db);

/**
 * Runs a statement of the hot path as a named prepared statement: PostgreSQL parses and plans it
 * once per connection instead of on every request (the submission's admission statement is a
 * dozen CTEs). The name is the hash of the statement's text, so each shape of it is prepared once.
 * Same answer as `db.execute`, which it is elsewhere.
 */
export async function executePrepared<Row>(db: Database, statement: SQL): Promise<{ rows: Row[] }> {
  if (!ownSessions.has(db)) return (await db.execute(statement)) as unknown as { rows: Row[] };
  const { dialect, session } = db as unknown as Internals;
  const query = dialect.sqlToQuery(statement);
  const name = `p_${createHash('sha1').update(query.sql).digest('hex').slice(0, 24)}`;
  return (await session.prepareQuery(query, undefined, name, false).execute()) as { rows: Row[] };
}
