import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as readyRoute from '@/app/api/ready/route';
import { openTestDatabase } from '../../tests/support/database';
import { callbackConsentFields } from '../../tests/support/requests';
import { startWebhookReceiver } from '../../tests/support/webhook-receiver';
import { useDatabaseForTests } from './db';
import type { DatabaseHandle } from './db/client';
import { outbox } from './db/schema';
import { resetEnvForTests } from './env';
import { wakeOutbox } from './outbox/runner';
import { startServer, type ServerHooks } from './start';
import { storeCallback } from './enquiries/callback';

const hooksKey = Symbol.for('aitheria.server-hooks');
const variables = { CALLBACK_HOURS: 'always', OUTBOX_POLL_MS: '600000', WEBHOOK_SECRET: 'shutdown-webhook-secret-0123' };
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  Object.assign(process.env, variables, { CALLBACK_WEBHOOK_URL: receiver.url });
  resetEnvForTests();
});
afterAll(async () => {
  for (const name of [...Object.keys(variables), 'CALLBACK_WEBHOOK_URL']) delete process.env[name];
  resetEnvForTests();
  useDatabaseForTests(undefined);
  await receiver.close();
});

const readyAnswer = async () => {
  const response = await readyRoute.GET();
  return { status: response.status, body: (await response.json()) as { checks: Record<string, unknown> } };
};

describe('start and shutdown of the server process', () => {
  it('is not ready before start; ready after; draining fails readiness at once; shutdown hands on the delivery in flight, then closes the database', async () => {
    const handle: DatabaseHandle = await openTestDatabase();
    let readAtClose: string | undefined;
    const close = handle.close;
    handle.close = async () => {
      // What the database holds when the shutdown closes it: the delivery must be recorded by then.
      readAtClose = (await handle.db.select({ status: outbox.status }).from(outbox).where(eq(outbox.channel, 'webhook')))[0]?.status;
      await close();
    };
    useDatabaseForTests(handle);
    expect(await readyAnswer()).toMatchObject({ status: 503, body: { checks: { migrations: 'pending', database: 'unavailable' } } });

    let hooks: ServerHooks | undefined;
    (globalThis as { [hooksKey]?: (given: ServerHooks) => void })[hooksKey] = (given) => (hooks = given);
    await startServer();
    expect(hooks).toBeDefined();
    expect(await readyAnswer()).toMatchObject({
      status: 200,
      body: { checks: { database: 'ok', migrations: 'applied', draining: false } },
    });

    receiver.state.delayMs = 800;
    const { id } = await storeCallback(
      handle.db,
      { phone: '+35722990001', website: null, language: 'en', ...callbackConsentFields },
      { ip: '192.0.2.40', userAgent: 'vitest', idempotencyKey: null },
    );
    wakeOutbox();
    await expect
      .poll(
        async () =>
          (
            await handle.db
              .select({ lockedUntil: outbox.lockedUntil })
              .from(outbox)
              .where(and(eq(outbox.submissionId, id), eq(outbox.channel, 'webhook')))
          )[0]?.lockedUntil ?? null,
      )
      .not.toBeNull();

    hooks!.beginDrain();
    expect(await readyAnswer()).toMatchObject({ status: 503, body: { checks: { database: 'ok', draining: true } } });
    await hooks!.shutdown();
    expect(readAtClose).toBe('delivered');
    expect(receiver.received.map((hook) => JSON.parse(hook.body).id)).toEqual([id]);
    await expect(handle.db.execute(sql`select 1`)).rejects.toThrow();
  });
});
