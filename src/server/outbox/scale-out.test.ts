import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emptyTestDatabase, openSecondInstance, openTestDatabase } from '../../../tests/support/database';
import { callbackConsentFields } from '../../../tests/support/requests';
import { startSmtpServer } from '../../../tests/support/smtp';
import { startWebhookReceiver } from '../../../tests/support/webhook-receiver';
import type { DatabaseHandle } from '../db/client';
import { outbox } from '../db/schema';
import { resetEnvForTests } from '../env';
import { smtpSender } from '../mail/transport';
import { storeCallback } from '../enquiries/callback';
import { storeContact } from '../enquiries/contact';
import { webhookPoster } from '../webhook/post';
import { FAILURES_TO_PAUSE } from './channel-worker';
import { deliverDue } from './drain';
import { claimDue, finishAttempt, renewLease } from './leases';
import { channelsOf } from '../../../tests/support/outbox-channels';

const SECRET = 'scale-out-webhook-secret-0123';
const meta = { ip: '192.0.2.20', userAgent: 'vitest', idempotencyKey: null };
let handle: DatabaseHandle & { url?: string };
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let phoneCounter = 0;

beforeAll(async () => {
  handle = await openTestDatabase();
  process.env.CALLBACK_HOURS = 'always';
  resetEnvForTests();
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await handle.close();
  delete process.env.CALLBACK_HOURS;
  resetEnvForTests();
  await receiver.close();
});
beforeEach(async () => {
  await emptyTestDatabase(handle.db);
  receiver.received.length = 0;
  receiver.state.up = true;
  receiver.state.delayMs = 0;
});

const storeCallbacks = async (count: number) => {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const phone = `+3572210${String(++phoneCounter).padStart(4, '0')}`;
    ids.push((await storeCallback(handle.db, { phone, website: null, language: 'en', ...callbackConsentFields }, meta)).id);
  }
  return ids;
};
/** Contact enquiries from `count` addresses, each with its team mail and confirmation. */
const storeContacts = async (count: number, name: string) => {
  for (let i = 0; i < count; i++)
    await storeContact(
      handle.db,
      {
        name,
        email: `${name.toLowerCase()}${i}@example.org`,
        phone: '+4930555111',
        website: null,
        company: 'X',
        inquiry: 'other',
        comment: 'c',
        language: 'de',
      },
      meta,
    );
};
const receivedIds = () => receiver.received.map((hook) => (JSON.parse(hook.body) as { id: string }).id);

describe('two workers on one database', () => {
  it('deliver every callback exactly once, while the voice platform answers slowly and leases are short', async () => {
    const ids = await storeCallbacks(12);
    receiver.state.delayMs = 900;
    const second = await openSecondInstance(handle);
    try {
      const post = webhookPoster(receiver.url, SECRET);
      // A lease of 600 ms is shorter than one answer: only its renewal keeps the other worker off.
      const settings = { leaseMs: 600 };
      const [a, b] = await Promise.all([
        deliverDue(handle.db, channelsOf({ webhook: post }, 4), settings),
        deliverDue(second.db, channelsOf({ webhook: post }, 4), settings),
      ]);
      expect(a.delivered + b.delivered).toBe(12);
      expect(a.delivered).toBeGreaterThan(0);
      expect(b.delivered).toBeGreaterThan(0);
    } finally {
      await second.close();
    }
    expect(receivedIds().sort()).toEqual([...ids].sort());
    const rows = await handle.db.select().from(outbox).where(eq(outbox.channel, 'webhook'));
    expect(rows.every((row) => row.status === 'delivered' && row.attempts === 1)).toBe(true);
  });

  it('a worker whose lease went to another records nothing, and the counted attempt is never lost', async () => {
    await storeCallbacks(1);
    const [mine] = await claimDue(handle.db, 'webhook', 1, 60_000);
    expect(mine!.attempts).toBe(1);
    // The lease runs out (as if this worker stalled); another worker claims the delivery.
    await handle.db.execute(sql`update outbox set locked_until = now() - interval '1 second' where id = ${mine!.id}`);
    const [theirs] = await claimDue(handle.db, 'webhook', 1, 60_000);
    expect(theirs).toMatchObject({ id: mine!.id, attempts: 2 });
    expect(await renewLease(handle.db, mine!, 60_000)).toBe(false);
    expect(await finishAttempt(handle.db, mine!, { kind: 'delivered', durationMs: 5 })).toBe(false);
    const [row] = await handle.db.select().from(outbox).where(eq(outbox.id, mine!.id));
    expect(row).toMatchObject({ status: 'pending', attempts: 2, leaseToken: theirs!.leaseToken });
    expect(await finishAttempt(handle.db, theirs!, { kind: 'delivered', durationMs: 5 })).toBe(true);
  });
});

describe('a fair outbox', () => {
  it('claims fresh deliveries before retries that are due', async () => {
    const [retried] = await storeCallbacks(1);
    await handle.db.execute(
      sql`update outbox set attempts = 3, next_attempt_at = now() - interval '1 hour' where submission_id = ${retried}`,
    );
    const [fresh] = await storeCallbacks(1);
    const [first] = await claimDue(handle.db, 'webhook', 1, 60_000);
    const [claimed] = await handle.db.select({ submissionId: outbox.submissionId }).from(outbox).where(eq(outbox.id, first!.id));
    expect(claimed!.submissionId).toBe(fresh);
  });

  it('a mail outage neither delays callbacks nor tries every waiting mail: the mail channel pauses as a whole', async () => {
    await storeContacts(30, 'Outage');
    const callbacks = await storeCallbacks(5);
    const started = Date.now();
    const result = await deliverDue(
      handle.db,
      channelsOf(
        { mail: smtpSender('smtp://127.0.0.1:9', 'Aitheria <no-reply@example.com>'), webhook: webhookPoster(receiver.url, SECRET) },
        2,
      ),
    );
    expect(receivedIds().sort()).toEqual([...callbacks].sort());
    expect(result.delivered).toBe(5);
    // Of 60 due mails, only the failures that opened the pause were attempted.
    expect(result.failed).toBeLessThanOrEqual(FAILURES_TO_PAUSE + 1);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('drains 300 callbacks to a receiver that answers at once in a few seconds', async () => {
    await storeCallbacks(300);
    const started = Date.now();
    const result = await deliverDue(handle.db, channelsOf({ webhook: webhookPoster(receiver.url, SECRET) }, 8));
    const seconds = (Date.now() - started) / 1000;
    expect(result.delivered).toBe(300);
    expect(new Set(receivedIds()).size).toBe(300);
    // The rate itself is measured by `npm run bench:outbox`; this guards against one-at-a-time delivery.
    expect(seconds).toBeLessThan(20);
  });
});

describe('mail delivery', () => {
  it('delivers mails concurrently over a pool of SMTP connections', async () => {
    const smtp = await startSmtpServer();
    try {
      await storeContacts(10, 'Pool');
      const mail = smtpSender(smtp.url, 'Aitheria <no-reply@example.com>', 4);
      const result = await deliverDue(handle.db, channelsOf({ mail }, 4));
      mail.close?.();
      expect(result.delivered).toBe(20);
      expect(smtp.mails).toHaveLength(20);
    } finally {
      await smtp.close();
    }
  });
});
