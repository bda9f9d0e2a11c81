import { describe, expect, it } from 'vitest';
import { decideLookup } from '../lookup';
import { elevenLabsPlatform, elevenLabsSignature, elevenLabsSnapshot } from './elevenlabs';
import { synthflowPlatform, synthflowSignature, synthflowSnapshot } from './synthflow';
import { vapiPlatform, vapiSignature, vapiSnapshot } from './vapi';

const common = { apiUrl: 'http://127.0.0.1:9', apiKey: 'key', webhookSecret: 'test_secret' };
const elevenLabs = elevenLabsPlatform({ ...common, agentId: 'agent', phoneNumberId: 'number', telephony: 'twilio' });
const vapi = vapiPlatform({ ...common, webhookSecret: 'vapi-credential-secret', assistantId: 'assistant', phoneNumberId: 'number' });
const synthflow = synthflowPlatform({ ...common, webhookSecret: 'your-secret-key', modelId: 'model', fromNumber: null });
const headers = (entries: Record<string, string>) => new Headers(entries);

describe('event signatures, checked against the vectors of the platforms’ SDKs and docs', () => {
  // elevenlabs-python tests/test_webhooks.py: secret "test_secret", json.dumps of this payload, t=1600000000.
  const elevenLabsBody = '{"event_type": "speech.completed", "id": "123456"}';
  const elevenLabsHeader = 't=1600000000,v0=f8a0d1dc33ee963cb54d2f31514555995e93313c9d2042c030adbb82b87fae13';
  const at = new Date(1_600_000_000_000);

  it('ElevenLabs: t=<unix s>,v0=<hex HMAC-SHA256 of "<t>.<body>">, within five minutes', () => {
    expect(elevenLabsSignature('test_secret', 1_600_000_000, elevenLabsBody)).toBe(elevenLabsHeader);
    expect(elevenLabs.verifyEvent(headers({ 'elevenlabs-signature': elevenLabsHeader }), elevenLabsBody, at)).toBe('valid');
    expect(
      elevenLabs.verifyEvent(headers({ 'elevenlabs-signature': elevenLabsHeader }), elevenLabsBody.replace('123456', '123457'), at),
    ).toBe('invalid');
    expect(elevenLabs.verifyEvent(headers({ 'elevenlabs-signature': 't=1600000000,v0=00' }), elevenLabsBody, at)).toBe('invalid');
    expect(elevenLabs.verifyEvent(headers({}), elevenLabsBody, at)).toBe('invalid');
    // The SDK would still accept half an hour; we do not.
    expect(
      elevenLabs.verifyEvent(headers({ 'elevenlabs-signature': elevenLabsHeader }), elevenLabsBody, new Date(at.getTime() + 301_000)),
    ).toBe('stale');
  });

  it('Synthflow: base64 HMAC-SHA256 of the call id (the docs’ example call id and key)', () => {
    expect(synthflowSignature('your-secret-key', '123456789')).toBe('BDYfUVpCOdnUFPaYuTYUbNCIr4aYC/CL503qxdV2c8A=');
    const body = JSON.stringify({ status: 'completed', call: { call_id: '123456789', status: 'completed' } });
    for (const name of ['Synthflow-Signature', 'X-Synthflow-Signature', 'HTTP_SYNTHFLOW_SIGNATURE'])
      expect(synthflow.verifyEvent(headers({ [name]: 'BDYfUVpCOdnUFPaYuTYUbNCIr4aYC/CL503qxdV2c8A=' }), body, at), name).toBe('valid');
    expect(
      synthflow.verifyEvent(
        headers({ 'synthflow-signature': 'BDYfUVpCOdnUFPaYuTYUbNCIr4aYC/CL503qxdV2c8A=' }),
        body.replace('123456789', '123456780'),
        at,
      ),
    ).toBe('invalid');
  });

  it('Vapi: the HMAC credential’s default (x-signature over "{timestamp}.{body}"), or the secret token with the message’s time', () => {
    const body = '{"message":{"type":"end-of-call-report","call":{"id":"call-1"}}}';
    const signature = 'a878b2b1a11b08346313fb95f75d3133d6d4d1faf5559b8f4351cb29614428c8';
    expect(vapiSignature('vapi-credential-secret', 1_600_000_000_000, body)).toBe(signature);
    expect(vapi.verifyEvent(headers({ 'x-timestamp': '1600000000000', 'x-signature': signature }), body, at)).toBe('valid');
    expect(vapi.verifyEvent(headers({ 'x-timestamp': '1600000000000', 'x-signature': `sha256=${signature}` }), body, at)).toBe('valid');
    expect(
      vapi.verifyEvent(headers({ 'x-timestamp': '1600000000000', 'x-signature': signature }), body.replace('call-1', 'call-2'), at),
    ).toBe('invalid');
    expect(
      vapi.verifyEvent(headers({ 'x-timestamp': '1600000000000', 'x-signature': signature }), body, new Date(at.getTime() + 600_000)),
    ).toBe('stale');
    const timed = JSON.stringify({ message: { type: 'status-update', timestamp: at.getTime(), call: { id: 'call-1' } } });
    expect(vapi.verifyEvent(headers({ 'x-vapi-secret': 'vapi-credential-secret' }), timed, at)).toBe('valid');
    expect(vapi.verifyEvent(headers({ 'x-vapi-signature': 'vapi-credential-secret' }), timed, at)).toBe('valid');
    expect(vapi.verifyEvent(headers({ authorization: 'Bearer vapi-credential-secret' }), timed, at)).toBe('valid');
    expect(vapi.verifyEvent(headers({ 'x-vapi-secret': 'vapi-credential-secreT' }), timed, at)).toBe('invalid');
    expect(vapi.verifyEvent(headers({ 'x-vapi-secret': 'vapi-credential-secret' }), timed, new Date(at.getTime() + 3_600_000))).toBe(
      'stale',
    );
  });
});

describe("each platform's account of a call, in our words", () => {
  it('ElevenLabs: done with a caller is connected; a failed initiation says why; processing is not final', () => {
    const conversation = {
      conversation_id: 'conv_1',
      status: 'done',
      user_id: 'cb-1',
      metadata: { start_time_unix_secs: 1_700_000_000, call_duration_secs: 61, phone_call: { external_number: '+35722000001' } },
      analysis: { transcript_summary: 'Asked about prices.' },
      transcript: [
        { role: 'agent', message: 'Hello' },
        { role: 'user', message: 'Hi' },
        { role: 'agent', message: null, tool_calls: [] },
      ],
    };
    expect(elevenLabsSnapshot(conversation)).toMatchObject({
      callId: 'conv_1',
      callbackId: 'cb-1',
      phone: '+35722000001',
      state: 'ended',
      outcome: 'connected',
      durationSeconds: 61,
      summary: 'Asked about prices.',
      transcript: [
        { speaker: 'agent', text: 'Hello' },
        { speaker: 'caller', text: 'Hi' },
      ],
      final: true,
    });
    expect(elevenLabsSnapshot({ ...conversation, status: 'processing' })).toMatchObject({ state: 'ended', final: false });
    expect(elevenLabsSnapshot({ ...conversation, status: 'in-progress' })).toMatchObject({ state: 'in_progress', outcome: null });
    const failure = elevenLabs.readEvent({
      type: 'call_initiation_failure',
      data: { conversation_id: 'conv_2', failure_reason: 'busy', metadata: { type: 'twilio', body: {} } },
    });
    expect(failure).toMatchObject({ callId: 'conv_2', snapshot: { state: 'ended', outcome: 'busy', reason: 'busy', final: true } });
  });

  it('Vapi: endedReason decides the outcome; an ended call waits for its analysis', () => {
    const call = {
      id: 'call-1',
      status: 'ended',
      endedReason: 'customer-ended-call',
      startedAt: '2026-11-27T08:00:00.000Z',
      endedAt: '2026-11-27T08:02:05.000Z',
      customer: { number: '+35722000002', externalId: 'cb-2' },
      artifact: { transcript: 'AI: Hello\nUser: Hi there', recordingUrl: 'https://storage.vapi.ai/rec.wav' },
      analysis: { summary: 'Wants a demo.' },
    };
    expect(vapiSnapshot(call)).toMatchObject({
      callbackId: 'cb-2',
      outcome: 'connected',
      durationSeconds: 125,
      transcript: [
        { speaker: 'agent', text: 'Hello' },
        { speaker: 'caller', text: 'Hi there' },
      ],
      recordingUrl: 'https://storage.vapi.ai/rec.wav',
      final: true,
    });
    expect(vapiSnapshot({ ...call, analysis: {} })).toMatchObject({ outcome: 'connected', final: false });
    for (const [reason, outcome] of [
      ['customer-did-not-answer', 'no_answer'],
      ['customer-busy', 'busy'],
      ['voicemail', 'voicemail'],
      ['twilio-failed-to-connect-call', 'failed'],
      ['call.start.error-subscription-concurrency-limit-reached', 'failed'],
    ])
      expect(vapiSnapshot({ ...call, endedReason: reason, startedAt: undefined }), reason).toMatchObject({
        outcome,
        durationSeconds: null,
        final: true,
      });
    expect(vapiSnapshot({ ...call, status: 'ringing' })).toMatchObject({ state: 'ringing', outcome: null, final: false });
  });

  it('Synthflow: its call statuses, and a transcript of bot and human lines', () => {
    const call = {
      call_id: '17x1',
      call_status: 'completed',
      duration: 32,
      start_time: '1761150177868',
      transcript: '\nbot: Hello\nhuman: Yes.',
    };
    expect(synthflowSnapshot(call)).toMatchObject({
      state: 'ended',
      outcome: 'connected',
      durationSeconds: 32,
      startedAt: new Date(1_761_150_177_868),
      transcript: [
        { speaker: 'agent', text: 'Hello' },
        { speaker: 'caller', text: 'Yes.' },
      ],
    });
    expect(synthflowSnapshot({ ...call, call_status: 'left_voicemail', duration: 0 })).toMatchObject({ outcome: 'voicemail' });
    expect(synthflowSnapshot({ ...call, call_status: 'no-answer' })).toMatchObject({ outcome: 'no_answer', durationSeconds: null });
    expect(synthflowSnapshot({ ...call, call_status: 'queue' })).toMatchObject({ state: 'placed', outcome: null, final: false });
  });
});

describe('the look-up of a lost answer', () => {
  const ours = { callbackId: 'cb-1', phone: '+35722000003' };
  const listed = (callId: string, callbackId: string | null, phone = ours.phone, at = 0) => ({
    callId,
    callbackId,
    phone,
    createdAt: new Date(1_700_000_000_000 + at),
  });

  it('takes the call that carries our id, the earliest of two', () => {
    expect(decideLookup([listed('b', 'cb-1', ours.phone, 5), listed('a', 'cb-1'), listed('c', 'cb-9')], ours, new Set())).toEqual({
      kind: 'found',
      callId: 'a',
    });
  });

  it('takes the one unmatched call to the number when the platform echoes no id, and asks a person when there are two', () => {
    expect(decideLookup([listed('a', null), listed('b', null, '+35722000999')], ours, new Set())).toEqual({ kind: 'found', callId: 'a' });
    expect(decideLookup([listed('a', null), listed('b', null)], ours, new Set(['a']))).toEqual({ kind: 'found', callId: 'b' });
    expect(decideLookup([listed('a', null), listed('b', null)], ours, new Set())).toEqual({ kind: 'ambiguous' });
  });

  it('finds nothing in calls of other callbacks or numbers', () => {
    expect(decideLookup([listed('a', 'cb-2'), listed('b', null, '+35722000999')], ours, new Set())).toEqual({ kind: 'none' });
  });
});
