import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emptyTestDatabase, openSecondInstance, openTestDatabase } from '../../../tests/support/database';
import { callbackConsentFields } from '../../../tests/support/requests';
import { startWebhookReceiver, type ReceivedWebhook } from '../../../tests/support/webhook-receiver';
import type { DatabaseHandle } from '../db/client';
import { contactEnquiries, outbox } from '../db/schema';
import { env, resetEnvForTests } from '../env';
import { deliverDue } from '../outbox/drain';
import { storeApplication } from '../enquiries/application';
import { storeCallback } from '../enquiries/callback';
import { storeContact } from '../enquiries/contact';
import { crmPoster, webhookPoster } from '../webhook/post';
import type { LeadEvent } from './lead-event';
import { channelsOf } from '../../../tests/support/outbox-channels';

const LEAD_SECRET = `whsec_${randomBytes(32).toString('base64')}`;
const CALLBACK_SECRET = 'callback-webhook-secret-0123';
const meta = { ip: '192.0.2.30', userAgent: 'vitest', idempotencyKey: null };
let handle: DatabaseHandle & { url?: string };
let first: Awaited<ReturnType<typeof startWebhookReceiver>>;
let second: Awaited<ReturnType<typeof startWebhookReceiver>>;
let counter = 0;

const configure = (urls: string) => {
  process.env.LEAD_WEBHOOK_URLS = urls;
  resetEnvForTests();
};

// Fresh receivers for every test: an attempt the first test abandoned must not answer into the next one.
beforeAll(async () => {
  handle = await openTestDatabase();
  process.env.CALLBACK_HOURS = 'always';
  process.env.LEAD_WEBHOOK_SECRET = LEAD_SECRET;
});
afterAll(async () => {
  await handle.close();
  for (const name of ['CALLBACK_HOURS', 'LEAD_WEBHOOK_URLS', 'LEAD_WEBHOOK_SECRET']) delete process.env[name];
  resetEnvForTests();
});
beforeEach(async () => {
  await emptyTestDatabase(handle.db);
  first = await startWebhookReceiver();
  second = await startWebhookReceiver();
  configure(`${first.url}, ${second.url}`);
});
afterEach(async () => {
  await Promise.all([first.close(), second.close()]);
});

const crm = (concurrency?: number) =>
  channelsOf({ crm: { post: crmPoster(LEAD_SECRET), endpoints: env().LEAD_WEBHOOK_URLS } }, concurrency);

/** One lead of each kind, `rounds` times. */
async function storeLeads(rounds: number): Promise<string[]> {
  const ids: string[] = [];
  for (let round = 0; round < rounds; round++) {
    const n = ++counter;
    const email = `lead${n}@example.org`;
    ids.push(
      (
        await storeContact(
          handle.db,
          {
            name: `Eva Lang ${n}`,
            email,
            phone: '+4930555111',
            website: null,
            company: 'Lang GmbH',
            inquiry: 'voice_agent',
            comment: 'Bitte um Rückruf.',
            language: 'de',
          },
          meta,
        )
      ).id,
      (
        await storeApplication(
          handle.db,
          { name: `Nikos ${n}`, email, phone: '+35799123456', position: 'ai_developer', comment: '', language: 'el' },
          meta,
        )
      ).id,
      (
        await storeCallback(
          handle.db,
          { phone: `+3572220${String(n).padStart(4, '0')}`, website: null, language: 'en', ...callbackConsentFields },
          meta,
        )
      ).id,
    );
  }
  return ids;
}

/** Verifies with the standardwebhooks library, as a CRM would; throws on a bad signature. */
const verified = (hook: ReceivedWebhook) => new Webhook(LEAD_SECRET).verify(hook.body, hook.headers as Record<string, string>) as LeadEvent;

describe('leads into the CRM', () => {
  it('each lead reaches each endpoint exactly once while two workers race on one database, signed as Standard Webhooks', async () => {
    const ids = await storeLeads(4);
    first.state.delayMs = 300;
    const other = await openSecondInstance(handle);
    try {
      const settings = { leaseMs: 200 };
      const [a, b] = await Promise.all([deliverDue(handle.db, crm(3), settings), deliverDue(other.db, crm(3), settings)]);
      expect(a.delivered + b.delivered).toBe(ids.length * 2);
      expect(a.failed + b.failed + a.lost + b.lost).toBe(0);
    } finally {
      await other.close();
    }
    for (const receiver of [first, second]) {
      const events = receiver.received.map(verified);
      expect(events.map((event) => event.data.id).sort()).toEqual([...ids].sort());
      expect(new Set(receiver.received.map((hook) => hook.headers['webhook-id'])).size).toBe(ids.length);
    }
    const rows = await handle.db.select().from(outbox).where(eq(outbox.channel, 'crm'));
    expect(rows).toHaveLength(ids.length * 2);
    expect(rows.every((row) => row.status === 'delivered' && row.attempts === 1)).toBe(true);
    // The delivery's id is the message id: a CRM drops a repeat by it.
    expect(rows.map((row) => row.id).sort()).toEqual(
      [...first.received, ...second.received].map((hook) => hook.headers['webhook-id']).sort(),
    );
  });

  it('the body is the lead as stored, a forged body fails verification, and the outbox keeps no copy of it', async () => {
    const [contactId] = await storeLeads(1);
    const crmRows = await handle.db.select().from(outbox).where(eq(outbox.channel, 'crm'));
    const endpoints = crmRows.map((row) => (row.payload as { endpoint: string }).endpoint);
    expect(endpoints.filter((endpoint) => endpoint === first.url)).toHaveLength(3);
    expect(endpoints.filter((endpoint) => endpoint === second.url)).toHaveLength(3);
    expect(crmRows.every((row) => Object.keys(row.payload as object).join() === 'endpoint')).toBe(true);
    await deliverDue(handle.db, crm());
    const hook = first.received.find((received) => verified(received).data.id === contactId)!;
    expect(verified(hook)).toMatchObject({
      type: 'lead.created',
      data: {
        kind: 'contact',
        language: 'de',
        source: 'website',
        contact: { email: expect.stringMatching(/@example\.org$/), company: 'Lang GmbH', phone: '+4930555111', website: null },
        subject: 'voice_agent',
        message: 'Bitte um Rückruf.',
        callback: null,
        inboxUrl: `http://localhost:3000/inbox/contact/${contactId}`,
      },
    });
    expect(() =>
      new Webhook(LEAD_SECRET).verify(hook.body.replace('Lang GmbH', 'Lang AG'), hook.headers as Record<string, string>),
    ).toThrow();
    const callback = first.received.map(verified).find((event) => event.data.kind === 'callback')!;
    expect(callback.data.callback).toMatchObject({ doNotCall: false, consent: { version: callbackConsentFields.consentVersion } });
  });

  it('an erased lead and an endpoint no longer configured are cancelled, and a lead is queued once per endpoint', async () => {
    const [contactId] = await storeLeads(1);
    await handle.db.delete(contactEnquiries).where(eq(contactEnquiries.id, contactId!));
    configure(first.url);
    const result = await deliverDue(handle.db, crm());
    // Contact: erased, both endpoints cancelled; application and callback: sent to the first, cancelled for the second.
    expect(result).toMatchObject({ delivered: 2, cancelled: 4, failed: 0 });
    expect(second.received).toHaveLength(0);
    await expect(
      handle.db.execute(
        sql`insert into outbox (id, channel, topic, submission_kind, submission_id, payload) select gen_random_uuid(), channel, topic, submission_kind, submission_id, payload from outbox where channel = 'crm' limit 1`,
      ),
    ).rejects.toThrow();
  });
});

describe('the callback webhook, version 2', () => {
  it('is signed as Standard Webhooks and still carries the version 1 headers for this release', async () => {
    configure('');
    await storeLeads(1);
    await deliverDue(handle.db, channelsOf({ webhook: webhookPoster(first.url, CALLBACK_SECRET) }));
    const [hook] = first.received;
    expect(hook!.headers['webhook-version']).toBe('2');
    expect(new Webhook(CALLBACK_SECRET, { format: 'raw' }).verify(hook!.body, hook!.headers as Record<string, string>)).toMatchObject({
      event: 'callback.requested',
    });
    expect(hook!.headers['x-webhook-id']).toBe(hook!.headers['webhook-id']);
    expect(hook!.headers['x-webhook-timestamp']).toBe(hook!.headers['webhook-timestamp']);
    expect(hook!.headers['x-webhook-signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
  });
});
