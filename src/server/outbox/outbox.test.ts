import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emptyTestDatabase, openTestDatabase } from '../../../tests/support/database';
import { startSmtpServer } from '../../../tests/support/smtp';
import { callbackConsentFields } from '../../../tests/support/requests';
import { startWebhookReceiver } from '../../../tests/support/webhook-receiver';
import { resetEnvForTests } from '../env';
import { openPglite, type DatabaseHandle } from '../db/client';
import { contactEnquiries, deliveryAttempts, outbox } from '../db/schema';
import { smtpSender } from '../mail/transport';
import { storeCallback } from '../enquiries/callback';
import { storeContact } from '../enquiries/contact';
import { webhookPoster } from '../webhook/post';
import { verifyWebhook } from '../webhook/sign';
import type { OutboxChannel } from './channel';
import { deliverDue } from './drain';
import { DeliveryFailure } from './failure';
import { channelsOf } from '../../../tests/support/outbox-channels';

const SECRET = 'test-webhook-secret-0123456789';
const settings = { retryBaseMs: 30_000, maxAttempts: 3 };
const meta = { ip: '192.0.2.10', userAgent: 'vitest', idempotencyKey: null };
const contact = {
  name: 'Anna <script>alert(1)</script> Keller',
  email: 'anna@example.org',
  phone: '+4930555111',
  website: null,
  company: 'Keller & Söhne',
  inquiry: 'consulting' as const,
  comment: 'Zeile 1\nZeile 2',
  language: 'de' as const,
};

let handle: DatabaseHandle;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let deliverers: Parameters<typeof channelsOf>[0];

beforeAll(async () => {
  handle = await openTestDatabase();
  // Callbacks are held outside CALLBACK_HOURS (src/server/voice/callback.test.ts); here they go at once.
  process.env.CALLBACK_HOURS = 'always';
  resetEnvForTests();
  smtp = await startSmtpServer();
  receiver = await startWebhookReceiver();
  deliverers = { mail: smtpSender(smtp.url, 'Aitheria <no-reply@example.com>'), webhook: webhookPoster(receiver.url, SECRET) };
});
afterAll(async () => {
  await handle.close();
  delete process.env.CALLBACK_HOURS;
  resetEnvForTests();
  deliverers.mail?.close?.();
  await smtp.close();
  await receiver.close();
});
beforeEach(async () => {
  await emptyTestDatabase(handle.db);
  smtp.mails.length = 0;
  receiver.received.length = 0;
  receiver.state.up = true;
});

/** Time passes on the database's clock, which the outbox goes by: every waiting delivery is due now. */
const makeDue = () => handle.db.execute(sql`update outbox set next_attempt_at = now() - interval '1 second' where status = 'pending'`);

describe('outbox delivery', () => {
  it('sends the team notification and the confirmation over SMTP, each once, values escaped', async () => {
    await storeContact(handle.db, contact, meta);
    const first = await deliverDue(handle.db, channelsOf(deliverers), settings);
    expect(first).toMatchObject({ delivered: 2, failed: 0 });
    expect(smtp.mails.map((mail) => mail.to[0]).sort()).toEqual(['anna@example.org', 'leads@example.com']);
    const team = smtp.mails.find((mail) => mail.to[0] === 'leads@example.com')!.raw.replace(/=\r?\n/g, '');
    expect(team).toContain('Content-Type: text/plain');
    const html = team.slice(team.indexOf('Content-Type: text/html'));
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('<script>alert');
    expect(team).toMatch(/Reply-To: anna@example\.org/);
    await makeDue();
    expect((await deliverDue(handle.db, channelsOf(deliverers), settings)).delivered).toBe(0);
    expect(smtp.mails).toHaveLength(2);
  });

  it('posts the callback webhook signed with HMAC-SHA256 and a timestamp', async () => {
    const { id } = await storeCallback(
      handle.db,
      { phone: '+35722123456', website: 'https://example.com', language: 'el', ...callbackConsentFields },
      meta,
    );
    await deliverDue(handle.db, channelsOf(deliverers), settings);
    expect(receiver.received).toHaveLength(1);
    const [hook] = receiver.received;
    expect(JSON.parse(hook!.body)).toMatchObject({
      event: 'callback.requested',
      id,
      phone: '+35722123456',
      language: 'el',
      callWithinMinutes: 15,
    });
    const check = {
      timestamp: hook!.headers['x-webhook-timestamp'] as string,
      signature: hook!.headers['x-webhook-signature'] as string,
      body: hook!.body,
    };
    expect(verifyWebhook(SECRET, check)).toBe(true);
    expect(verifyWebhook(SECRET, { ...check, body: hook!.body.replace('+357', '+358') })).toBe(false);
    expect(verifyWebhook('another-secret-0123456789', check)).toBe(false);
  });

  it('retries a receiver that is down with back-off and delivers once when it is up', async () => {
    const { id } = await storeCallback(handle.db, { phone: '+35722123457', website: null, language: 'de', ...callbackConsentFields }, meta);
    receiver.state.up = false;
    expect((await deliverDue(handle.db, channelsOf({ webhook: deliverers.webhook }), settings)).failed).toBe(1);
    const [afterFailure] = await handle.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.submissionId, id), eq(outbox.channel, 'webhook')));
    expect(afterFailure).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringContaining('503') });
    expect(afterFailure!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // Not due yet: nothing is attempted.
    expect((await deliverDue(handle.db, channelsOf({ webhook: deliverers.webhook }), settings)).failed).toBe(0);
    receiver.state.up = true;
    await makeDue();
    expect((await deliverDue(handle.db, channelsOf({ webhook: deliverers.webhook }), settings)).delivered).toBe(1);
    await makeDue();
    expect((await deliverDue(handle.db, channelsOf({ webhook: deliverers.webhook }), settings)).delivered).toBe(0);
    expect(receiver.received).toHaveLength(1);
    const attempts = await handle.db.select().from(deliveryAttempts).where(eq(deliveryAttempts.outboxId, afterFailure!.id));
    expect(attempts.map((attempt) => attempt.ok).sort()).toEqual([false, true]);
  });

  it('sends nothing after a pass has ended, not even when a pause the pass began runs out', async () => {
    const { id } = await storeCallback(handle.db, { phone: '+35722123458', website: null, language: 'de', ...callbackConsentFields }, meta);
    let sends = 0;
    const throttlingOnce: OutboxChannel = {
      name: 'webhook',
      concurrency: 4,
      prepare: async () => ({
        send: async () => {
          sends += 1;
          if (sends === 1) throw new DeliveryFailure('429 Too Many Requests', { throttleMs: 50 });
        },
      }),
    };
    expect((await deliverDue(handle.db, [throttlingOnce], settings)).throttled).toBe(1);
    await makeDue();
    // Well past the pause: a worker of the ended pass would now send the delivery behind its caller's back.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sends).toBe(1);
    const [waiting] = await handle.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.submissionId, id), eq(outbox.channel, 'webhook')));
    expect(waiting).toMatchObject({ status: 'pending', attempts: 0 });
    expect((await deliverDue(handle.db, [throttlingOnce], settings)).delivered).toBe(1);
    expect(sends).toBe(2);
  });

  it('keeps mails while SMTP is unreachable and sends them when it is back', async () => {
    await storeContact(handle.db, contact, meta);
    const unreachable = { mail: smtpSender('smtp://127.0.0.1:9', 'Aitheria <no-reply@example.com>') };
    expect((await deliverDue(handle.db, channelsOf(unreachable), settings)).failed).toBe(2);
    await makeDue();
    expect((await deliverDue(handle.db, channelsOf(deliverers), settings)).delivered).toBe(2);
    expect(smtp.mails).toHaveLength(2);
  });

  it('marks a delivery failed after the last allowed attempt', async () => {
    const { id } = await storeCallback(handle.db, { phone: '+35722123458', website: null, language: 'de', ...callbackConsentFields }, meta);
    receiver.state.up = false;
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await deliverDue(handle.db, channelsOf({ webhook: deliverers.webhook }), settings);
      await makeDue();
    }
    const [row] = await handle.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.submissionId, id), eq(outbox.channel, 'webhook')));
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
  });

  it('writes each mail when it is sent; a mail whose enquiry is gone is cancelled, not sent', async () => {
    const { id } = await storeContact(handle.db, contact, meta);
    const stored = await handle.db.select({ payload: outbox.payload }).from(outbox).where(eq(outbox.submissionId, id));
    // The outbox keeps which mail it is, never a copy of the person's data.
    expect(JSON.stringify(stored)).not.toContain('anna@example.org');
    await handle.db.delete(contactEnquiries).where(eq(contactEnquiries.id, id));
    expect(await deliverDue(handle.db, channelsOf(deliverers), settings)).toMatchObject({ delivered: 0, cancelled: 2 });
    expect(smtp.mails).toHaveLength(0);
  });

  it('keeps deliveries waiting while no channel is configured', async () => {
    await storeContact(handle.db, contact, meta);
    await storeCallback(handle.db, { phone: '+35722123459', website: null, language: 'de', ...callbackConsentFields }, meta);
    const result = await deliverDue(handle.db, [], settings);
    expect(result).toEqual({ delivered: 0, failed: 0, cancelled: 0, lost: 0, throttled: 0, waiting: { mail: 3, webhook: 1, crm: 0 } });
  });

  it('retries a delivery whose worker died mid-way once its lease has run out on the database clock', async () => {
    const { id } = await storeCallback(handle.db, { phone: '+35722123450', website: null, language: 'de', ...callbackConsentFields }, meta);
    const held = (interval: string) =>
      handle.db.execute(
        sql`update outbox set locked_until = now() + ${interval}::interval, lease_token = gen_random_uuid(), attempts = 1 where submission_id = ${id}`,
      );
    await held('1 minute');
    expect((await deliverDue(handle.db, channelsOf(deliverers), settings)).delivered).toBe(0);
    await held('-1 second');
    expect((await deliverDue(handle.db, channelsOf(deliverers), settings)).delivered).toBe(2);
    // The attempt of the worker that died counts: this was the second.
    const [webhook] = await handle.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.submissionId, id), eq(outbox.channel, 'webhook')));
    expect(webhook).toMatchObject({ status: 'delivered', attempts: 2, leaseToken: null, lockedUntil: null });
  });
});

describe('a server killed between store and delivery', () => {
  it('delivers the stored mails after a restart', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'aitheria-kill-'));
    try {
      const child = promisify(execFile)('npx', ['tsx', '--conditions', 'react-server', 'tests/support/store-and-die.ts', dataDir], {
        cwd: process.cwd(),
      });
      // npx and tsx run the script in a child process: its SIGKILL surfaces as exit code 137.
      const { stdout } = await child.then(
        () => expect.fail('the process should have been killed'),
        (error: { stdout: string; signal: string | null; code: number | null }) => {
          expect(error.signal === 'SIGKILL' || error.code === 137).toBe(true);
          return error;
        },
      );
      const id = stdout.trim();
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const restarted = await openPglite(dataDir);
      try {
        expect(await restarted.db.$count(outbox, eq(outbox.submissionId, id))).toBe(2);
        expect((await deliverDue(restarted.db, channelsOf(deliverers), settings)).delivered).toBe(2);
        expect(smtp.mails.map((mail) => mail.to[0]).sort()).toEqual(['killed@example.org', 'leads@example.com']);
      } finally {
        await restarted.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
