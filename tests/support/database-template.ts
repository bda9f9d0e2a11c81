import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '@/server/db/client';
import { createScratchDatabase } from './scratch-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Without TEST_DATABASE_URL: a migrated embedded database dumped to this file, which every test database loads. */
    pgliteTemplate: string | null;
    /** With TEST_DATABASE_URL: a migrated database on that server that test databases are created from. */
    postgresTemplate: string | null;
  }
}

/**
 * Vitest's global setup: migrates one database per run and hands it to the test files as a template
 * (tests/support/database.ts), instead of each of the files creating and migrating its own.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await createScratchDatabase(serverUrl, 'template');
    await (await openPostgres(template.url)).close();
    project.provide('postgresTemplate', template.name);
    project.provide('pgliteTemplate', null);
    return () => template.drop();
  }
  const directory = await mkdtemp(path.join(tmpdir(), 'aitheria-test-template-'));
  const embedded = await openPglite(null);
  const dump = await embedded.pglite!.dumpDataDir('none');
  await embedded.close();
  const pgliteTemplate = path.join(directory, 'pglite.tar');
  await writeFile(pgliteTemplate, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', pgliteTemplate);
  project.provide('postgresTemplate', null);
  return () => rm(directory, { recursive: true, force: true });
}
