import { createHash } from 'node:crypto';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import schema from '../../../docs/callback-webhook.schema.json';
import { withTestDatabase } from '../../../tests/support/database';
import { callbackConsentFields, jsonRequest } from '../../../tests/support/requests';
import { startWebhookReceiver } from '../../../tests/support/webhook-receiver';
import * as callbackRoute from '@/app/api/callback-automation/route';
import * as optOutRoute from '@/app/api/voice/opt-out/route';
import { locales } from '@/i18n/locales';
import { CALLBACK_CONSENT_VERSION } from '@/lib/schemas/callback-consent-version';
import { callbackCalls, callbackRequests, doNotCall, outbox } from '../db/schema';
import { resetEnvForTests } from '../env';
import { deliverDue } from '../outbox/drain';
import { webhookPoster } from '../webhook/post';
import { signWebhook } from '../webhook/sign';
import { callbackConsent } from './consent';
import { addDoNotCall } from './do-not-call';
import { channelsOf } from '../../../tests/support/outbox-channels';

const SECRET = 'voice-platform-secret-0123456789';
const settings = { retryBaseMs: 30_000, maxAttempts: 3 };
/**
 * The wording of each consent version per language, by SHA-256. Changing the wording without a
 * new CALLBACK_CONSENT_VERSION fails here: stored proofs must keep meaning what they say.
 * The current wording names the caller as the glossary does (de "KI-Telefonassistent", en "AI voice agent").
 */
const PINNED_CONSENT_HASHES: Record<string, Record<string, string>> = {
  '2026-11-25': {
    de: 'd7d48bd925533415c2022f9fb9db0936e1d3d71dd3aae74d7171f7990db2b108',
    en: 'bca9d4ae854bf2b9b699ad33d5d4a92d98f6c4f2e7c5e6884345e01dbe934c46',
    el: 'e28aadd7d54cea082fcdffe21c18a70e03ee1ab3c3f85c2f36355f4d74ed8490',
  },
  '2026-11-22': {
    de: 'c47afa52d631d6487507d3186080f0a39754a3af56c2d9eb5cbe6ed0daf5842f',
    en: 'fbb823f1399abd57a61bd044104bb31309cf40b6488c9822cb351b55edc541dc',
    el: 'e28aadd7d54cea082fcdffe21c18a70e03ee1ab3c3f85c2f36355f4d74ed8490',
  },
};

const database = withTestDatabase();
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let ipCounter = 0;
const nextIp = () => `192.0.2.${++ipCounter}`;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver.close();
});
beforeEach(async () => {
  process.env.CALLBACK_HOURS = 'always';
  process.env.WEBHOOK_SECRET = SECRET;
  resetEnvForTests();
  receiver.received.length = 0;
  await database.db.delete(outbox);
});
afterEach(() => {
  vi.useRealTimers();
  delete process.env.CALLBACK_HOURS;
  delete process.env.WEBHOOK_SECRET;
  resetEnvForTests();
});

const requestCallback = async (payload: Record<string, unknown>, headers: Record<string, string> = {}) => {
  const response = await callbackRoute.POST(
    jsonRequest(
      '/api/callback-automation',
      { website: null, language: 'de', ...callbackConsentFields, ...payload },
      { ip: nextIp(), headers },
    ),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const deliveriesOf = (id: string) => database.db.select().from(outbox).where(eq(outbox.submissionId, id));
const deliverWebhooks = () => deliverDue(database.db, channelsOf({ webhook: webhookPoster(receiver.url, SECRET) }), settings);

describe('consent to the call', () => {
  it('keeps version, exact wording, its hash, language, time, address and browser with the request', async () => {
    const { status, body } = await requestCallback({ phone: '+49 30 901820', language: 'en' }, { 'user-agent': 'Firefox/140' });
    expect(status).toBe(201);
    const [row] = await database.db
      .select()
      .from(callbackRequests)
      .where(eq(callbackRequests.id, body.id as string));
    const wording = await callbackConsent('en');
    expect(row).toMatchObject({
      language: 'en',
      consentVersion: CALLBACK_CONSENT_VERSION,
      consentText: wording.text,
      consentHash: createHash('sha256').update(row!.consentText!).digest('hex'),
      ip: `192.0.2.${ipCounter}`,
      userAgent: 'Firefox/140',
    });
    expect(row!.consentText).toMatch(/Aitheria's AI voice agent may call me once on this number.*recorded.*Privacy policy$/);
    expect(Math.abs(row!.createdAt.getTime() - Date.now())).toBeLessThan(10_000);
  });

  it('pins the wording of the current version in every language', async () => {
    const pinned = PINNED_CONSENT_HASHES[CALLBACK_CONSENT_VERSION];
    expect(pinned, `add the hashes of version ${CALLBACK_CONSENT_VERSION}`).toBeDefined();
    for (const language of locales) expect((await callbackConsent(language)).textSha256, language).toBe(pinned![language]);
  });

  it('accepts the ticked box of a form posted without JavaScript ("on")', async () => {
    const { status } = await requestCallback({ phone: '+49 30 901821', consent: 'on' });
    expect(status).toBe(201);
  });
});

describe('the webhook to the voice-agent platform', () => {
  it('carries language, AI disclosure and consent reference, valid against docs/callback-webhook.schema.json', async () => {
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    addFormats(ajv);
    const validate = ajv.compile(schema);
    for (const [language, phone] of [
      ['de', '030 901822'],
      ['en', '+44 20 7946 0958'],
      ['el', '210 1234567'],
    ] as const) {
      const { body } = await requestCallback({ phone, language, website: 'beispiel.de' });
      const [delivery] = (await deliveriesOf(body.id as string)).filter((row) => row.channel === 'webhook');
      const payload = delivery!.payload as Record<string, unknown>;
      expect(validate(payload), JSON.stringify(validate.errors)).toBe(true);
      expect(payload).toMatchObject({ language, consent: { reference: body.id, version: CALLBACK_CONSENT_VERSION, language } });
      expect((payload.disclosure as { opening: string }).opening).toMatch(/Aitheria/);
    }
    expect(validate({ event: 'callback.requested' })).toBe(false);
  });
});

describe('the do-not-call list', () => {
  it('answers a listed number exactly like any other, stores it as suppressed and never calls it', async () => {
    await addDoNotCall(database.db, { phone: '+4930901830', reason: 'not_requested', source: 'platform' });
    const listed = await requestCallback({ phone: '030 901830' });
    const other = await requestCallback({ phone: '030 901831' });
    expect(listed.status).toBe(other.status);
    expect(Object.keys(listed.body).sort()).toEqual(Object.keys(other.body).sort());
    const [row] = await database.db
      .select()
      .from(callbackRequests)
      .where(eq(callbackRequests.id, listed.body.id as string));
    expect(row!.suppressedReason).toBe('do_not_call');
    expect((await deliveriesOf(listed.body.id as string)).map((delivery) => delivery.channel)).toEqual(['mail']);
    await deliverWebhooks();
    expect(receiver.received.map((hook) => JSON.parse(hook.body).phone)).toEqual(['+4930901831']);
  });

  it('cancels a waiting call when the number is listed before it goes out', async () => {
    const { body } = await requestCallback({ phone: '030 901832' });
    await addDoNotCall(database.db, { phone: '+4930901832', reason: 'erasure request', source: 'erasure' });
    expect(await deliverWebhooks()).toMatchObject({ delivered: 0, cancelled: 1 });
    expect(receiver.received).toHaveLength(0);
    const [webhook] = (await deliveriesOf(body.id as string)).filter((row) => row.channel === 'webhook');
    expect(webhook!.status).toBe('cancelled');
    // The CRM event reads the suppression from the call's record.
    const [call] = await database.db
      .select()
      .from(callbackCalls)
      .where(eq(callbackCalls.callbackId, body.id as string));
    expect(call).toMatchObject({ platform: 'webhook', state: 'suppressed', callId: null });
  });
});

describe('POST /api/voice/opt-out', () => {
  const optOut = (body: string, { secret = SECRET, timestamp = Math.floor(Date.now() / 1000) } = {}) =>
    new Request('http://localhost:3000/api/voice/opt-out', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-webhook-timestamp': String(timestamp),
        'x-webhook-signature': signWebhook(secret, timestamp, body),
      },
      body,
    });
  const listedPhones = async () => (await database.db.select().from(doNotCall)).map((row) => row.phone);

  it('lists the number on a good signature, and refuses a replay of the same request', async () => {
    const body = JSON.stringify({ event: 'callee.opt_out', phone: '+4930901840', reason: 'not_requested' });
    const request = optOut(body);
    const replay = request.clone();
    expect((await optOutRoute.POST(request)).status).toBe(200);
    expect(await listedPhones()).toContain('+4930901840');
    const second = await optOutRoute.POST(replay);
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ ok: false, error: { code: 'replayed' } });
  });

  it('refuses a wrong secret, a tampered body and a stale timestamp without listing anything', async () => {
    const body = JSON.stringify({ event: 'callee.opt_out', phone: '+4930901841', reason: 'no_further_calls' });
    expect((await optOutRoute.POST(optOut(body, { secret: 'someone-else-0123456789' }))).status).toBe(401);
    const tampered = optOut(body);
    const forged = new Request(tampered, { body: body.replace('901841', '901842') });
    expect((await optOutRoute.POST(forged)).status).toBe(401);
    expect((await optOutRoute.POST(optOut(body, { timestamp: Math.floor(Date.now() / 1000) - 600 }))).status).toBe(401);
    expect(await listedPhones()).not.toContain('+4930901841');
  });

  it('answers a malformed body with 400 and the wrong method with 405, both as JSON', async () => {
    const bad = await optOutRoute.POST(optOut(JSON.stringify({ event: 'callee.opt_out', phone: '030 123', reason: 'x' })));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ ok: false, error: { code: 'invalid_payload' } });
    const get = await optOutRoute.GET(new Request('http://localhost:3000/api/voice/opt-out'));
    expect(get.status).toBe(405);
  });
});

describe('business hours (CALLBACK_HOURS)', () => {
  it('holds a callback requested on Sunday until Monday 08:00 in Nicosia and says so', async () => {
    delete process.env.CALLBACK_HOURS;
    resetEnvForTests();
    // The outbox goes by the database's clock, so the Sunday is one still to come.
    const sunday = new Date();
    sunday.setUTCDate(sunday.getUTCDate() + ((7 - sunday.getUTCDay()) % 7 || 7));
    sunday.setUTCHours(10, 0, 0, 0); // noon or 13:00 in Nicosia, summer time or not
    const hourInNicosia = (at: Date) =>
      Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Nicosia', hour: '2-digit', hourCycle: 'h23' }).format(at));
    const mondayMorning = new Date(sunday.getTime() + 20 * 60 * 60_000);
    // 08:00 in Nicosia on Monday: 06:00 UTC in winter, 05:00 in summer.
    const monday = new Date(mondayMorning.getTime() - (hourInNicosia(mondayMorning) - 8) * 60 * 60_000);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(sunday);
    const { status, body } = await requestCallback({ phone: '030 901850' });
    vi.useRealTimers();
    expect(status).toBe(201);
    expect(body.callAfter).toBe(monday.toISOString());
    const [webhook] = (await deliveriesOf(body.id as string)).filter((row) => row.channel === 'webhook');
    expect(webhook!.nextAttemptAt.toISOString()).toBe(monday.toISOString());
    expect(await deliverWebhooks()).toMatchObject({ delivered: 0 });
    expect(receiver.received).toHaveLength(0);
    // Monday 08:00 comes.
    await database.db.execute(sql`update outbox set next_attempt_at = now() where id = ${webhook!.id}`);
    expect(await deliverWebhooks()).toMatchObject({ delivered: 1 });
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({ callAfter: monday.toISOString(), callWithinMinutes: 15 });
  });

  it('calls at once inside the window', async () => {
    delete process.env.CALLBACK_HOURS;
    resetEnvForTests();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T09:00:00Z')); // Tuesday, 11:00 in Nicosia
    const { body } = await requestCallback({ phone: '030 901851' });
    vi.useRealTimers();
    expect(body.callAfter).toBe('2026-11-24T09:00:00.000Z');
    expect(await deliverWebhooks()).toMatchObject({ delivered: 1 });
  });
});
