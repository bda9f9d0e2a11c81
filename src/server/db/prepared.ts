import 'server-only';
import { createHash } from 'node:crypto';
import type { Database } from './types';
import type { StatementText } from './statement-text';

/** The part of drizzle's database object it keeps internal: how a statement's text becomes a query. */
type Internals = {
  session: {
    prepareQuery(
      query: StatementText,
      fields: undefined,
      name: string | undefined,
      isResponseInArrayMode: boolean,
    ): { execute(): Promise<unknown> };
  };
};

/**
 * Databases reached through a pg pool whose connections keep their own statement names: PostgreSQL,
 * and the server's embedded database in its thread (its connections share one session, so each adds
 * a suffix of its own: EmbeddedConnection in ./client.ts). An engine in the process (tests) runs
 * statements unnamed.
 */
// A mark on the database object, not a module-level set: Next.js bundles instrumentation (which opens
// the database) and the route handlers (which run the statements) apart, each with its own copy of this module.
const namesStatements = Symbol.for('aitheria.database.names-statements');
type Marked = { [namesStatements]?: true };
export const preparesOnEachConnection = (db: Database) => void ((db as Marked)[namesStatements] = true);

/**
 * Runs a statement of the hot path as a named prepared statement: PostgreSQL parses and plans it
 * once per connection instead of on every request (the submission's admission statement is a
 * dozen CTEs). The name is the hash of the statement's text, so each shape of it is prepared once.
 * The answer's rows are those of `db.execute`.
 */
export async function executePrepared<Row>(db: Database, statement: StatementText): Promise<{ rows: Row[] }> {
  const name = (db as Marked)[namesStatements] ? `p_${createHash('sha1').update(statement.sql).digest('hex').slice(0, 24)}` : undefined;
  return (await (db as unknown as Internals).session.prepareQuery(statement, undefined, name, false).execute()) as { rows: Row[] };
}
