import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openSecondInstance, withTestDatabase } from '../../../tests/support/database';
import { callbackConsentFields } from '../../../tests/support/requests';
import { startSmtpServer } from '../../../tests/support/smtp';
import { startWebhookReceiver } from '../../../tests/support/webhook-receiver';
import { outbox } from '../db/schema';
import { resetEnvForTests } from '../env';
import { captureLogForTests } from '../log';
import { storeCallback } from '../enquiries/callback';
import { storeContact } from '../enquiries/contact';
import { startOutboxRunner, stopOutboxRunner, wakeOutbox } from './runner';
import { configuredChannels } from '../outbox-channels';

const handle = withTestDatabase();
const meta = { ip: '192.0.2.30', userAgent: 'vitest', idempotencyKey: null };
const variables = ['CALLBACK_HOURS', 'CALLBACK_WEBHOOK_URL', 'WEBHOOK_SECRET', 'SMTP_URL', 'OUTBOX_POLL_MS'] as const;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let phone = 0;

const setEnv = (values: Partial<Record<(typeof variables)[number], string>>) => {
  for (const name of variables) delete process.env[name];
  // A poll slower than any test: whatever is delivered was woken by a commit or a NOTIFY.
  Object.assign(process.env, { CALLBACK_HOURS: 'always', OUTBOX_POLL_MS: '600000' }, values);
  resetEnvForTests();
};
const callback = () =>
  storeCallback(
    handle.db,
    { phone: `+3572299${String(++phone).padStart(4, '0')}`, website: null, language: 'el', ...callbackConsentFields },
    meta,
  );
const webhookOf = async (id: string) =>
  (
    await handle.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.submissionId, id), eq(outbox.channel, 'webhook')))
  )[0];
const statusOf = async (id: string) => (await webhookOf(id))?.status;
const mailStatuses = async (id: string) =>
  (
    await handle.db
      .select({ status: outbox.status })
      .from(outbox)
      .where(and(eq(outbox.submissionId, id), eq(outbox.channel, 'mail')))
  ).map((row) => row.status);

beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterEach(async () => {
  await stopOutboxRunner();
  receiver.received.length = 0;
  receiver.state.delayMs = 0;
});
afterAll(async () => {
  for (const name of variables) delete process.env[name];
  resetEnvForTests();
  await receiver.close();
});

describe('the outbox runner of a server process', () => {
  it('delivers right after a commit of this instance (wakeOutbox), not at the next poll; a second start is the same runner', async () => {
    setEnv({ CALLBACK_WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: 'runner-webhook-secret-0123' });
    const runner = await startOutboxRunner(handle.handle, configuredChannels());
    expect(await startOutboxRunner(handle.handle, configuredChannels())).toBe(runner);
    const { id } = await callback();
    wakeOutbox();
    await expect.poll(() => statusOf(id), { timeout: 5_000 }).toBe('delivered');
    expect(receiver.received.map((hook) => JSON.parse(hook.body).id)).toEqual([id]);
  });

  it('wakes when another instance announces deliveries on the database (NOTIFY)', async () => {
    setEnv({ CALLBACK_WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: 'runner-webhook-secret-0123' });
    await startOutboxRunner(handle.handle, configuredChannels());
    // A second instance (another pool on PostgreSQL; the same engine embedded) stores, and never calls wakeOutbox here.
    const second = await openSecondInstance(handle.handle as Parameters<typeof openSecondInstance>[0]);
    try {
      const { id } = await storeCallback(
        second.db,
        { phone: `+3572298${String(++phone).padStart(4, '0')}`, website: null, language: 'de', ...callbackConsentFields },
        meta,
      );
      await expect.poll(() => statusOf(id), { timeout: 5_000 }).toBe('delivered');
    } finally {
      await second.close();
    }
  });

  it('keeps the deliveries of a channel without settings, says so in the log, and delivers the others', async () => {
    const smtp = await startSmtpServer();
    const lines: string[] = [];
    const stopCapture = captureLogForTests((line) => lines.push(line));
    try {
      setEnv({ SMTP_URL: smtp.url });
      await startOutboxRunner(handle.handle, configuredChannels());
      const { id: callbackId } = await callback();
      const { id: contactId } = await storeContact(
        handle.db,
        {
          name: 'Runner Test',
          email: 'runner@example.org',
          phone: '+4930555222',
          website: null,
          company: 'X',
          inquiry: 'other',
          comment: 'c',
          language: 'de',
        },
        meta,
      );
      wakeOutbox();
      await expect.poll(() => mailStatuses(contactId), { timeout: 5_000 }).toEqual(['delivered', 'delivered']);
      expect(smtp.mails.flatMap((mail) => mail.to)).toContain('runner@example.org');
      expect(await mailStatuses(callbackId)).toEqual(['delivered']);
      expect(await statusOf(callbackId)).toBe('pending');
      expect(lines.join('\n')).toContain('CALLBACK_WEBHOOK_URL is not set');
    } finally {
      stopCapture();
      await stopOutboxRunner();
      await smtp.close();
    }
  });

  it('stops by waiting for the delivery in flight, which is recorded as delivered, and claims nothing after', async () => {
    setEnv({ CALLBACK_WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: 'runner-webhook-secret-0123' });
    receiver.state.delayMs = 800;
    await startOutboxRunner(handle.handle, configuredChannels());
    const { id } = await callback();
    wakeOutbox();
    // The webhook is claimed (under a lease) and waits for the slow platform when the stop comes.
    await expect.poll(async () => (await webhookOf(id))?.lockedUntil ?? null).not.toBeNull();
    await stopOutboxRunner();
    expect(await statusOf(id)).toBe('delivered');
    expect(receiver.received.filter((hook) => JSON.parse(hook.body).id === id)).toHaveLength(1);

    const { id: later } = await callback();
    wakeOutbox();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await statusOf(later)).toBe('pending');
  });
});
