import 'server-only';
import { number, outcomeInReason, reasonOf, record, recordingOf, summaryOf, text, timeOf, transcriptOfText, type Json } from './account';
import { PlatformError, platformRequest } from './http';
import { hmacSha256, sameDigest } from './signatures';
import type { CallSnapshot, VoiceEvent, VoicePlatform } from './types';

/** Synthflow's documented API base; the EU cluster: https://api.eu.synthflow.ai/v2. */
export const SYNTHFLOW_API = 'https://api.synthflow.ai/v2';

export type SynthflowSettings = { apiUrl: string; apiKey: string; modelId: string; fromNumber: string | null; webhookSecret: string };

/** Synthflow signs the call id only, base64 HMAC-SHA256 with the workspace's secret: the body is not covered. */
export const synthflowSignature = (secret: string, callId: string) => hmacSha256(secret, callId).toString('base64');

/** The header as documented (`HTTP_SYNTHFLOW_SIGNATURE`, a CGI name) and the names it may arrive under. */
const SIGNATURE_HEADERS = ['synthflow-signature', 'x-synthflow-signature', 'http_synthflow_signature'];

const STATUS: Record<string, CallSnapshot['state']> = {
  queue: 'placed',
  queued: 'placed',
  registered: 'placed',
  initiated: 'placed',
  ringing: 'ringing',
  'in-progress': 'in_progress',
  in_progress: 'in_progress',
  ongoing: 'in_progress',
};
const NOT_REACHED: Record<string, 'no_answer' | 'busy' | 'voicemail' | 'failed'> = {
  'no-answer': 'no_answer',
  no_answer: 'no_answer',
  busy: 'busy',
  left_voicemail: 'voicemail',
  voicemail: 'voicemail',
  hangup_on_voicemail: 'voicemail',
  failed: 'failed',
  spam: 'failed',
  error: 'failed',
  canceled: 'failed',
  cancelled: 'failed',
};

function callbackIdOf(call: Json): string | null {
  const variables = call.custom_variables;
  const listed = Array.isArray(variables)
    ? variables.map(record).find((entry) => entry.key === 'callback_id')?.value
    : record(variables).callback_id;
  return text(call.external_id) ?? text(listed);
}

/** A call (GET /v2/calls/{id}, one of `response.calls`) in our words. */
export function synthflowSnapshot(call: Json): CallSnapshot {
  const status = text(call.call_status) ?? text(call.status);
  const reason = reasonOf(call.end_call_reason) ?? reasonOf(call.error_message);
  const live = status ? STATUS[status] : undefined;
  const durationSeconds = number(call.duration);
  const startedAt = timeOf(call.start_time);
  const outcome = live
    ? null
    : ((status ? NOT_REACHED[status] : undefined) ?? outcomeInReason(reason) ?? ((durationSeconds ?? 0) > 0 ? 'connected' : 'no_answer'));
  return {
    callId: text(call.call_id) ?? '',
    callbackId: callbackIdOf(call),
    phone: text(call.phone_number_to) ?? text(call.lead_phone_number),
    createdAt: startedAt,
    state: live ?? 'ended',
    outcome,
    reason: reason ?? (outcome && outcome !== 'connected' ? status : null),
    startedAt: outcome === 'connected' ? startedAt : null,
    endedAt: outcome && startedAt && durationSeconds !== null ? new Date(startedAt.getTime() + durationSeconds * 1000) : null,
    durationSeconds: outcome === 'connected' ? durationSeconds : null,
    summary: summaryOf(call.summary ?? record(call.analysis).summary),
    transcript: transcriptOfText(call.transcript),
    recordingUrl: recordingOf(call.recording_url),
    final: outcome !== null,
  };
}

const callsOf = (answer: unknown) => {
  const calls = record(record(answer).response).calls;
  return (Array.isArray(calls) ? calls : []).map(record);
};

/**
 * Synthflow (docs/voice-platforms.md): `POST /v2/calls` with the agent's `model_id`, `Authorization: Bearer`.
 * Our callback id travels as a custom variable; the opening line as the call's `greeting`; the post-call
 * webhook goes to `external_webhook_url`, our events endpoint. Its signature covers only the call id, so
 * the call is always read from the API, and an event's age is that of the call it names
 * (server/voice/call-events.ts).
 */
export function synthflowPlatform(settings: SynthflowSettings): VoicePlatform {
  const base = settings.apiUrl.replace(/\/+$/, '');
  const headers = { Authorization: `Bearer ${settings.apiKey}` };
  return {
    name: 'synthflow',
    async createCall(request, signal) {
      const answer = record(
        await platformRequest(`${base}/calls`, {
          method: 'POST',
          headers,
          signal,
          body: {
            model_id: settings.modelId,
            phone: request.phone,
            // Required; the form asks for no name, so the agent greets nobody by one.
            name: request.website ?? request.phone,
            ...(settings.fromNumber ? { from_phone_number: settings.fromNumber } : {}),
            custom_variables: [
              { key: 'callback_id', value: request.callbackId },
              { key: 'language', value: request.language },
              { key: 'website', value: request.website ?? '' },
            ],
            greeting: request.opening,
            external_webhook_url: request.eventsUrl,
          },
        }),
      );
      const callId = text(record(answer.response).call_id);
      if (callId) return { callId };
      throw new PlatformError('refused', `POST /calls: no call started: ${reasonOf(record(answer.response).answer) ?? 'no call id'}`);
    },
    async getCall(callId, signal) {
      const calls = callsOf(await platformRequest(`${base}/calls/${encodeURIComponent(callId)}`, { headers, signal }));
      const call = calls.find((entry) => entry.call_id === callId) ?? calls[0];
      if (!call) throw new PlatformError('refused', `GET /calls/{id}: no such call`);
      return synthflowSnapshot(call);
    },
    async listCalls({ phone, since }, signal) {
      const query = new URLSearchParams({ model_id: settings.modelId, lead_phone_number: phone, limit: '50' });
      return callsOf(await platformRequest(`${base}/calls?${query}`, { headers, signal }))
        .map(synthflowSnapshot)
        .filter((call) => !call.createdAt || call.createdAt.getTime() >= since.getTime())
        .map((call) => ({ callId: call.callId, callbackId: call.callbackId, phone: call.phone, createdAt: call.createdAt }));
    },
    verifyEvent(headers, body) {
      const signature = SIGNATURE_HEADERS.map((name) => headers.get(name)).find(Boolean);
      let callId: string | null = null;
      try {
        const event = record(JSON.parse(body));
        callId = text(record(event.call).call_id) ?? text(event.call_id);
      } catch {
        return 'invalid';
      }
      return callId && sameDigest(hmacSha256(settings.webhookSecret, callId), signature) ? 'valid' : 'invalid';
    },
    readEvent(body): VoiceEvent | null {
      const event = record(body);
      const callId = text(record(event.call).call_id) ?? text(event.call_id);
      // Nothing of the body is signed but the id: the call is read from the API.
      return callId ? { type: text(event.status) ?? 'post_call', callId, callbackId: null, snapshot: null } : null;
    },
  };
}
