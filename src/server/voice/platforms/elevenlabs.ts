import 'server-only';
import { number, outcomeInReason, reasonOf, record, summaryOf, text, timeOf, transcriptOfMessages, type Json } from './account';
import { PlatformError, platformRequest } from './http';
import { hmacSha256, isFresh, sameText } from './signatures';
import type { CallSnapshot, ListedCall, VoiceEvent, VoicePlatform } from './types';

/** ElevenLabs' documented API base; EU data residency: https://api.eu.residency.elevenlabs.io. */
export const ELEVENLABS_API = 'https://api.elevenlabs.io';
/** How many listed conversations are read one by one to find our id (the listing does not carry it). */
const LOOKUP_READS = 20;

export type ElevenLabsSettings = {
  apiUrl: string;
  apiKey: string;
  agentId: string;
  phoneNumberId: string;
  telephony: 'twilio' | 'sip_trunk';
  webhookSecret: string;
};

/** `ElevenLabs-Signature: t=<unix seconds>,v0=<hex HMAC-SHA256 of "<t>.<raw body>">` (the SDK's webhooks.constructEvent). */
export function elevenLabsSignature(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v0=${hmacSha256(secret, `${timestamp}.${body}`).toString('hex')}`;
}

/** Our callback id, as the conversation echoes the data it was started with. */
function callbackIdOf(conversation: Json): string | null {
  const client = record(conversation.conversation_initiation_client_data);
  return text(conversation.user_id) ?? text(client.user_id) ?? text(record(client.dynamic_variables).callback_id);
}

/**
 * A conversation (GET /v1/convai/conversations/{id}, and the `data` of a post-call transcription event) in our
 * words. `processing` is a call that has ended and is being analysed; `done` and `failed` are final.
 */
export function elevenLabsSnapshot(conversation: Json): CallSnapshot {
  const metadata = record(conversation.metadata);
  const analysis = record(conversation.analysis);
  const status = text(conversation.status);
  const startedAt = timeOf(metadata.accepted_time_unix_secs) ?? timeOf(metadata.start_time_unix_secs);
  const durationSeconds = number(metadata.call_duration_secs);
  const transcript = transcriptOfMessages(conversation.transcript);
  const reason = reasonOf(metadata.termination_reason) ?? reasonOf(record(metadata.error).message);
  const ended = status === 'done' || status === 'failed' || status === 'processing';
  const heard = Boolean(transcript?.some((turn) => turn.speaker === 'caller'));
  const outcome = !ended
    ? null
    : status === 'failed'
      ? (outcomeInReason(reason) ?? 'failed')
      : (outcomeInReason(reason) ?? (heard || (durationSeconds ?? 0) > 0 ? 'connected' : 'no_answer'));
  return {
    callId: text(conversation.conversation_id) ?? '',
    callbackId: callbackIdOf(conversation),
    phone: text(record(metadata.phone_call).external_number),
    createdAt: timeOf(metadata.start_time_unix_secs),
    state: ended ? 'ended' : status === 'in-progress' ? 'in_progress' : 'placed',
    outcome,
    reason,
    startedAt: outcome === 'connected' ? startedAt : null,
    endedAt: ended && startedAt && durationSeconds !== null ? new Date(startedAt.getTime() + durationSeconds * 1000) : null,
    durationSeconds: outcome === 'connected' ? durationSeconds : null,
    summary: summaryOf(analysis.transcript_summary),
    transcript,
    recordingUrl: null,
    final: status === 'done' || status === 'failed',
  };
}

/** `call_initiation_failure`: the call never connected; its reason is `busy`, `no-answer` or `unknown`. */
function initiationFailure(data: Json): CallSnapshot {
  const reason = reasonOf(data.failure_reason) ?? 'unknown';
  return {
    ...elevenLabsSnapshot({ ...data, status: 'failed' }),
    outcome: outcomeInReason(reason) ?? 'failed',
    reason,
  };
}

/**
 * ElevenLabs Agents (docs/voice-platforms.md): an outbound call through the agent's Twilio number
 * (`POST /v1/convai/twilio/outbound-call`) or SIP trunk (`/v1/convai/sip-trunk/outbound-call`), authenticated
 * with `xi-api-key`. Our callback id travels as the conversation's `user_id` (which the conversation listing
 * filters by) and as a dynamic variable; the opening line and the language as a conversation override, which
 * the agent must allow.
 */
export function elevenLabsPlatform(settings: ElevenLabsSettings): VoicePlatform {
  const base = settings.apiUrl.replace(/\/+$/, '');
  const headers = { 'xi-api-key': settings.apiKey };
  const getConversation = async (id: string, signal?: AbortSignal) =>
    record(await platformRequest(`${base}/v1/convai/conversations/${encodeURIComponent(id)}`, { headers, signal }));
  return {
    name: 'elevenlabs',
    async createCall(request, signal) {
      const path = settings.telephony === 'sip_trunk' ? 'sip-trunk' : 'twilio';
      const answer = record(
        await platformRequest(`${base}/v1/convai/${path}/outbound-call`, {
          method: 'POST',
          headers,
          signal,
          body: {
            agent_id: settings.agentId,
            agent_phone_number_id: settings.phoneNumberId,
            to_number: request.phone,
            conversation_initiation_client_data: {
              user_id: request.callbackId,
              dynamic_variables: {
                callback_id: request.callbackId,
                language: request.language,
                website: request.website ?? '',
              },
              conversation_config_override: { agent: { first_message: request.opening, language: request.language } },
            },
          },
        }),
      );
      const callId = text(answer.conversation_id);
      if (callId) return { callId };
      // An answer without a conversation: ElevenLabs says it started nothing.
      throw new PlatformError('refused', `outbound call not started: ${reasonOf(answer.message) ?? 'no conversation id'}`);
    },
    async getCall(callId, signal) {
      return elevenLabsSnapshot(await getConversation(callId, signal));
    },
    async listCalls({ callbackId, since }, signal) {
      const query = new URLSearchParams({
        agent_id: settings.agentId,
        user_id: callbackId,
        call_start_after_unix: String(Math.floor(since.getTime() / 1000)),
        page_size: '100',
      });
      const page = record(await platformRequest(`${base}/v1/convai/conversations?${query}`, { headers, signal }));
      const listed = (Array.isArray(page.conversations) ? page.conversations : [])
        .map(record)
        .filter((entry) => text(entry.conversation_id));
      // The listing names no user: each candidate is read to see whose call it is.
      const calls: ListedCall[] = [];
      for (const entry of listed.slice(0, LOOKUP_READS)) {
        const snapshot = elevenLabsSnapshot(await getConversation(text(entry.conversation_id)!, signal));
        calls.push({ callId: snapshot.callId, callbackId: snapshot.callbackId, phone: snapshot.phone, createdAt: snapshot.createdAt });
      }
      return calls;
    },
    verifyEvent(headers, body, now) {
      const parts = Object.fromEntries(
        (headers.get('elevenlabs-signature') ?? '').split(',').map((part) => {
          const split = part.indexOf('=');
          return [part.slice(0, split).trim(), part.slice(split + 1).trim()];
        }),
      );
      const timestamp = Number(parts.t);
      if (!/^\d+$/.test(parts.t ?? '') || !parts.v0) return 'invalid';
      if (!sameText(elevenLabsSignature(settings.webhookSecret, timestamp, body).split(',v0=')[1]!, parts.v0)) return 'invalid';
      return isFresh(timestamp, now) ? 'valid' : 'stale';
    },
    readEvent(body): VoiceEvent | null {
      const event = record(body);
      const data = record(event.data);
      const type = text(event.type) ?? 'unknown';
      const callId = text(data.conversation_id);
      if (!callId) return null;
      const snapshot =
        type === 'post_call_transcription' ? elevenLabsSnapshot(data) : type === 'call_initiation_failure' ? initiationFailure(data) : null;
      return { type, callId, callbackId: callbackIdOf(data), snapshot };
    },
  };
}
