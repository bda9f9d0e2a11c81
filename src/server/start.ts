import 'server-only';
import { databaseHandle } from './db';
import { env } from './env';
import { log } from './log';
import { startOutboxRunner } from './outbox/runner';
import { startRetentionJob } from './privacy/retention';
import { RETENTION_ACTOR } from './staff/audit';

export async function startServer(): Promise<void> {
  try {
    env();
    const handle = await databaseHandle();
    startOutboxRunner();
    startRetentionJob(async () => handle.db, RETENTION_ACTOR);
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
