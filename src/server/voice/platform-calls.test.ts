import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withTestDatabase } from '../../../tests/support/database';
import { callbackConsentFields, jsonRequest } from '../../../tests/support/requests';
import { STAND_IN_SECRETS, voicePlatformEnv } from '../../../tests/support/voice-settings';
import {
  callbackIdOfRequest,
  phoneOfRequest,
  startVoiceStandIn,
  type StandInPlatform,
  type VoiceStandIn,
} from '../../../tests/support/voice-stand-in';
import * as callbackRoute from '@/app/api/callback-automation/route';
import * as eventsRoute from '@/app/api/voice/events/route';
import { callbackCalls, deliveryAttempts, outbox, voiceEventReceipts } from '../db/schema';
import { leadEvent } from '../crm/lead-event';
import { env, resetEnvForTests } from '../env';
import { getLead } from '../inbox/lead-detail';
import { deliverDue } from '../outbox/drain';
import { configuredChannels } from '../outbox-channels';
import { pollCalls } from './call-poll';
import { addDoNotCall } from './do-not-call';
import { configuredPlatform } from './platforms';

const database = withTestDatabase();
const platforms: StandInPlatform[] = ['elevenlabs', 'synthflow', 'vapi'];
const settings = { retryBaseMs: 30_000, maxAttempts: 8 };
let phoneCounter = 0;

describe.each(platforms)('calls through %s', (platform) => {
  let standIn: VoiceStandIn;
  const eventsUrl = 'http://localhost:3000/api/voice/events';

  beforeAll(async () => {
    standIn = await startVoiceStandIn({ platform, ...STAND_IN_SECRETS });
  });
  afterAll(async () => {
    await standIn.close();
  });
  beforeEach(async () => {
    Object.assign(process.env, voicePlatformEnv(platform, standIn.url), { CALLBACK_HOURS: 'always', LEAD_WEBHOOK_URLS: '' });
    resetEnvForTests();
    standIn.creates.length = 0;
    standIn.requests.length = 0;
    standIn.state.modes.length = 0;
    standIn.state.delayMs = 0;
    await database.db.execute(sql`truncate callback_requests, outbox, voice_event_receipts, do_not_call, rate_limit_windows cascade`);
  });
  afterEach(() => {
    for (const name of Object.keys(voicePlatformEnv(platform, ''))) delete process.env[name];
    delete process.env.CALLBACK_HOURS;
    delete process.env.LEAD_WEBHOOK_URLS;
    resetEnvForTests();
  });

  const requestCallback = async (language = 'de', phone = `+3572310${String(++phoneCounter).padStart(4, '0')}`) => {
    const response = await callbackRoute.POST(
      jsonRequest(
        '/api/callback-automation',
        { phone, website: 'beispiel.de', language, ...callbackConsentFields },
        { ip: `198.51.100.${phoneCounter % 250}` },
      ),
    );
    expect(response.status).toBe(201);
    return { id: ((await response.json()) as { id: string }).id, phone };
  };
  /** One pass of the outbox's callback channel, as the server composes it from the settings. */
  const dialDue = () => deliverDue(database.db, configuredChannels().channels, settings);
  /** Makes the callback's delivery due now (the outbox waits before a look-up). */
  const dueNow = (id: string) => database.db.execute(sql`update outbox set next_attempt_at = now() where submission_id = ${id}`);
  const callOf = async (id: string) => (await database.db.select().from(callbackCalls).where(eq(callbackCalls.callbackId, id)))[0];
  const deliveryOf = async (id: string) =>
    (await database.db.select().from(outbox).where(eq(outbox.submissionId, id))).find((row) => row.channel === 'webhook')!;
  const createsFor = (id: string) => standIn.creates.filter((create) => callbackIdOfRequest(platform, create.body) === id);
  const postEvent = (event: { body: string; headers: Record<string, string> }) =>
    eventsRoute.POST(new Request(eventsUrl, { method: 'POST', headers: event.headers, body: event.body }));

  it('turns a callback request into one documented create-call request: key, agent, number, language, opening, our id', async () => {
    const { id, phone } = await requestCallback('el');
    expect(await dialDue()).toMatchObject({ delivered: 1, failed: 0 });
    const [create] = standIn.creates;
    expect(standIn.creates).toHaveLength(1);
    expect(callbackIdOfRequest(platform, create!.body)).toBe(id);
    expect(phoneOfRequest(platform, create!.body)).toBe(phone);
    const opening = (await deliveryOf(id)).payload as { disclosure: { opening: string } };
    if (platform === 'elevenlabs') {
      expect(create!.path).toBe('/v1/convai/twilio/outbound-call');
      expect(create!.headers['xi-api-key']).toBe(STAND_IN_SECRETS.apiKey);
      expect(create!.body).toMatchObject({
        agent_id: STAND_IN_SECRETS.agentId,
        agent_phone_number_id: STAND_IN_SECRETS.phoneNumberId,
        conversation_initiation_client_data: {
          dynamic_variables: { callback_id: id, language: 'el', website: 'https://beispiel.de' },
          conversation_config_override: { agent: { first_message: opening.disclosure.opening, language: 'el' } },
        },
      });
    } else if (platform === 'vapi') {
      expect(create!.path).toBe('/call');
      expect(create!.headers.authorization).toBe(`Bearer ${STAND_IN_SECRETS.apiKey}`);
      expect(create!.body).toMatchObject({
        assistantId: STAND_IN_SECRETS.agentId,
        phoneNumberId: STAND_IN_SECRETS.phoneNumberId,
        assistantOverrides: {
          firstMessage: opening.disclosure.opening,
          variableValues: { language: 'el' },
          metadata: { callbackId: id, language: 'el' },
        },
      });
    } else {
      expect(create!.path).toBe('/v2/calls');
      expect(create!.headers.authorization).toBe(`Bearer ${STAND_IN_SECRETS.apiKey}`);
      expect(create!.body).toMatchObject({
        model_id: STAND_IN_SECRETS.agentId,
        greeting: opening.disclosure.opening,
        external_webhook_url: `${env().SITE_URL}/api/voice/events`,
      });
      expect(create!.body.custom_variables).toContainEqual({ key: 'language', value: 'el' });
    }
    expect(opening.disclosure.opening).toMatch(/Aitheria/);
    expect(await callOf(id)).toMatchObject({ platform, callId: create!.callId, state: 'placed' });
    expect((await deliveryOf(id)).status).toBe('delivered');
  });

  it.each(['drop', 'error'] as const)(
    'finds the call on the platform when the answer is lost (%s), and never dials again',
    async (mode) => {
      const { id } = await requestCallback();
      standIn.state.modes.push(mode);
      expect(await dialDue()).toMatchObject({ delivered: 0, failed: 1 });
      expect(await callOf(id)).toMatchObject({ state: 'dialling', callId: null });
      const lost = await deliveryOf(id);
      expect(lost).toMatchObject({ status: 'pending', attempts: 1 });
      // The look-up is due shortly, not after the ordinary back-off.
      expect(lost.nextAttemptAt.getTime() - Date.now()).toBeLessThan(15_000);
      await dueNow(id);
      expect(await dialDue()).toMatchObject({ delivered: 1 });
      expect(createsFor(id)).toHaveLength(1);
      expect(await callOf(id)).toMatchObject({ state: 'placed', callId: createsFor(id)[0]!.callId });
      // Delivered: nothing more goes out, however often the outbox runs.
      await dueNow(id);
      await dialDue();
      expect(createsFor(id)).toHaveLength(1);
    },
  );

  it('dials again only once the platform has had time to list a call that never came', async () => {
    const { id } = await requestCallback();
    standIn.state.modes.push('drop');
    await dialDue();
    // The platform took the request but never placed the call.
    standIn.calls.delete(createsFor(id)[0]!.callId!);
    await dueNow(id);
    expect(await dialDue()).toMatchObject({ delivered: 0, failed: 1 });
    expect(createsFor(id)).toHaveLength(1);
    expect(await callOf(id)).toMatchObject({ state: 'dialling', lookups: 1 });
    await database.db.execute(sql`update callback_calls set dial_started_at = now() - interval '3 minutes' where callback_id = ${id}`);
    await dueNow(id);
    expect(await dialDue()).toMatchObject({ delivered: 1 });
    expect(createsFor(id)).toHaveLength(2);
    expect(await callOf(id)).toMatchObject({ state: 'placed', callId: createsFor(id)[1]!.callId });
  });

  it('holds the call for a person when the platform cannot be asked, and dials when staff say so', async () => {
    const { id } = await requestCallback();
    standIn.state.modes.push('drop');
    await dialDue();
    await database.db.execute(sql`update callback_calls set lookups = 7 where callback_id = ${id}`);
    const key = process.env.VOICE_API_KEY;
    process.env.VOICE_API_KEY = 'a-key-the-platform-refuses';
    resetEnvForTests();
    await dueNow(id);
    expect(await dialDue()).toMatchObject({ failed: 1 });
    process.env.VOICE_API_KEY = key;
    resetEnvForTests();
    expect(await callOf(id)).toMatchObject({ state: 'held', reason: 'lookup_failed' });
    expect((await deliveryOf(id)).status).toBe('failed');
    expect((await getLead(database.db, 'callback', id))!.call).toMatchObject({ status: 'held' });
    const { redialHeldCall } = await import('../inbox/lead-detail');
    expect(await redialHeldCall(database.db, id, 'staff@example.com')).toBe(true);
    standIn.calls.clear();
    await dialDue();
    expect(createsFor(id)).toHaveLength(2);
    expect(await callOf(id)).toMatchObject({ state: 'placed' });
  });

  it('a 429 pauses the whole channel and defers the callback without counting an attempt; then each is dialled once', async () => {
    // One call at a time, so that the second is due while the channel is paused.
    process.env.OUTBOX_WEBHOOK_CONCURRENCY = '1';
    resetEnvForTests();
    const first = await requestCallback();
    const second = await requestCallback();
    standIn.state.modes.push('throttle');
    expect(await dialDue()).toMatchObject({ throttled: 1, failed: 0, delivered: 0 });
    delete process.env.OUTBOX_WEBHOOK_CONCURRENCY;
    resetEnvForTests();
    // The channel paused as a whole: the other callback was not tried against a platform that asked us to wait.
    expect(standIn.creates).toHaveLength(1);
    const throttledId = callbackIdOfRequest(platform, standIn.creates[0]!.body)!;
    expect(await callOf(throttledId)).toBeUndefined();
    expect(await deliveryOf(throttledId)).toMatchObject({ status: 'pending', attempts: 0 });
    await dueNow(throttledId);
    expect(await dialDue()).toMatchObject({ delivered: 2 });
    for (const { id } of [first, second]) expect(createsFor(id).filter((create) => create.mode === 'answer')).toHaveLength(1);
  });

  it('a refusal is an ordinary failed attempt: nothing is in doubt, the next attempt dials', async () => {
    const { id } = await requestCallback();
    standIn.state.modes.push('refuse');
    expect(await dialDue()).toMatchObject({ failed: 1 });
    expect(await callOf(id)).toBeUndefined();
    await dueNow(id);
    expect(await dialDue()).toMatchObject({ delivered: 1 });
    expect(createsFor(id)).toHaveLength(2);
  });

  it('never dials a number put on the do-not-call list after the request, and the CRM learns why', async () => {
    process.env.LEAD_WEBHOOK_URLS = 'https://crm.example.com/hook';
    process.env.LEAD_WEBHOOK_SECRET = 'whsec_MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3';
    resetEnvForTests();
    const { id, phone } = await requestCallback();
    await addDoNotCall(database.db, { phone, reason: 'no_further_calls', source: 'platform' });
    expect(await dialDue()).toMatchObject({ cancelled: 1 });
    expect(createsFor(id)).toHaveLength(0);
    expect(await callOf(id)).toMatchObject({ state: 'suppressed' });
    const crm = (await database.db.select().from(outbox).where(eq(outbox.submissionId, id))).filter((row) => row.channel === 'crm');
    expect(crm.map((row) => row.topic).sort()).toEqual(['callback.crm', 'callback.crm-call']);
    expect((await leadEvent(database.db, 'callback', id, { type: 'lead.updated' }))!.data.callback).toMatchObject({ doNotCall: true });
    delete process.env.LEAD_WEBHOOK_SECRET;
  });

  it('records a signed end-of-call event read back from the platform; a repeat changes nothing; a bad or stale signature 401s', async () => {
    const { id } = await requestCallback();
    await dialDue();
    const callId = createsFor(id)[0]!.callId!;
    standIn.end(callId, {
      outcome: 'connected',
      durationSeconds: 95,
      summary: 'Wants a voice agent for the bakery orders, asks for a quote.',
      transcript: [
        { speaker: 'agent', text: 'Guten Tag, hier spricht der KI-Telefonassistent von Aitheria.' },
        { speaker: 'caller', text: 'Ja, hallo, ich hatte angefragt.' },
      ],
    });
    const forged = standIn.signedEvent(callId, { secret: 'not-the-platforms-secret-0123' });
    const badAnswer = await postEvent(forged);
    expect(badAnswer.status).toBe(401);
    expect(await badAnswer.json()).toMatchObject({ ok: false, error: { code: 'invalid_signature' } });
    if (platform !== 'synthflow') {
      const stale = await postEvent(standIn.signedEvent(callId, { at: new Date(Date.now() - 31 * 60_000) }));
      expect(stale.status).toBe(401);
    }
    expect(await callOf(id)).toMatchObject({ state: 'placed', outcome: null, summary: null });
    expect(await database.db.select().from(voiceEventReceipts)).toHaveLength(0);

    const event = standIn.signedEvent(callId);
    const answer = await postEvent(event);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ ok: true, result: 'applied' });
    const recorded = await callOf(id);
    expect(recorded).toMatchObject({
      state: 'ended',
      outcome: 'connected',
      durationSeconds: 95,
      summary: 'Wants a voice agent for the bakery orders, asks for a quote.',
      pollAfter: null,
    });
    expect(recorded!.transcript).toEqual([
      { speaker: 'agent', text: 'Guten Tag, hier spricht der KI-Telefonassistent von Aitheria.' },
      { speaker: 'caller', text: 'Ja, hallo, ich hatte angefragt.' },
    ]);
    const lead = await getLead(database.db, 'callback', id);
    expect(lead!.call).toMatchObject({ status: 'connected', durationSeconds: 95 });

    const repeat = await postEvent(event);
    expect(await repeat.json()).toMatchObject({ ok: true, result: 'repeated' });
    expect(await callOf(id)).toEqual(recorded);
  });

  it('reads a call that sends no event itself, and stops once it is final', async () => {
    const { id } = await requestCallback();
    await dialDue();
    const callId = createsFor(id)[0]!.callId!;
    standIn.end(callId, { outcome: 'busy' });
    await database.db.execute(sql`update callback_calls set poll_after = now() where callback_id = ${id}`);
    expect(await pollCalls(database.db, configuredPlatform(env())!)).toBe(1);
    expect(await callOf(id)).toMatchObject({ state: 'ended', outcome: 'busy', pollAfter: null, polls: 1 });
    expect(await pollCalls(database.db, configuredPlatform(env())!)).toBe(0);
  });

  it('keeps every attempt in the delivery log, the lost one with its reason and no personal data', async () => {
    const { id, phone } = await requestCallback();
    standIn.state.modes.push('error');
    await dialDue();
    const [attempt] = await database.db
      .select()
      .from(deliveryAttempts)
      .where(eq(deliveryAttempts.outboxId, (await deliveryOf(id)).id));
    expect(attempt!.error).toMatch(/answer was lost/);
    expect(attempt!.error).not.toContain(phone.slice(1));
  });
});
