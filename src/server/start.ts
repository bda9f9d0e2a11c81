import 'server-only';
import { databaseHandle } from './db';
import { env } from './env';
import { refuseMethod } from './http/method-gate';
import { log } from './log';
import { scrubConsole } from './log-safety';
import { startOutboxRunner } from './outbox/runner';
import { startRetentionJob } from './privacy/retention';
import { RETENTION_ACTOR } from './staff/audit';

/** What the production server (server.mjs) calls around Next.js's request handler. */
export type ServerHooks = {
  refuseMethod: typeof refuseMethod;
  logError: (error: unknown, op: string) => void;
};

/** server.mjs leaves a function here that takes the hooks; absent when another server runs the app (tests, `next dev`). */
const hooksKey = Symbol.for('aitheria.server-hooks');

export async function startServer(): Promise<void> {
  try {
    env();
    scrubConsole();
    const handle = await databaseHandle();
    startOutboxRunner();
    startRetentionJob(async () => handle.db, RETENTION_ACTOR);
    // The server listens once the database is open.
    (globalThis as { [hooksKey]?: (hooks: ServerHooks) => void })[hooksKey]?.({
      refuseMethod,
      logError: (error, op) => log().error({ err: error, op }, 'request failed'),
    });
    const close = async () => {
      await handle.close().catch(() => undefined);
    };
    process.once('SIGTERM', () => void close().finally(() => process.exit(0)));
    process.once('SIGINT', () => void close().finally(() => process.exit(0)));
  } catch (error) {
    log().fatal({ err: error }, error instanceof Error ? error.message : 'start-up failed');
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
