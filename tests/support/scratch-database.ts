// A database of its own on a PostgreSQL server, for one test file, benchmark or topology run:
// created empty (the app migrates it when it opens it) and dropped again, connections and all.
import { randomUUID } from 'node:crypto';
import pg from 'pg';

async function run(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Creates `<prefix>_<random>` on the server `serverUrl` names, empty or as a copy of the database
 * `template` (which nobody may be connected to); its URL, and the function that drops it.
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomUUID().replace(/-/g, '')}`;
  await run(serverUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => run(serverUrl, `drop database if exists ${name} with (force)`) };
}
