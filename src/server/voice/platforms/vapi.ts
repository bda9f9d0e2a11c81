import 'server-only';
import {
  number,
  reasonOf,
  record,
  recordingOf,
  summaryOf,
  text,
  timeOf,
  transcriptOfMessages,
  transcriptOfText,
  type Json,
} from './account';
import { PlatformError, platformRequest } from './http';
import { hmacSha256, isFresh, sameDigest, sameText } from './signatures';
import type { CallSnapshot, VoiceEvent, VoicePlatform } from './types';

/** Vapi's documented API base; EU region (enterprise plans): https://api.eu.vapi.ai. */
export const VAPI_API = 'https://api.vapi.ai';
/** How long to wait when Vapi blocks a call on the account's concurrency limit. */
const CONCURRENCY_PAUSE_MS = 30_000;

export type VapiSettings = { apiUrl: string; apiKey: string; assistantId: string; phoneNumberId: string; webhookSecret: string };

/**
 * The HMAC credential's default signature (`x-signature`, hex HMAC-SHA256 over `{timestamp}.{body}` with the
 * time in `x-timestamp`).
 */
export const vapiSignature = (secret: string, timestamp: number, body: string) =>
  hmacSha256(secret, `${timestamp}.${body}`).toString('hex');

/** `endedReason` values that mean the visitor was not reached; anything that is an error is a failure. */
const NOT_REACHED: Record<string, 'no_answer' | 'busy' | 'voicemail'> = {
  'customer-did-not-answer': 'no_answer',
  'customer-busy': 'busy',
  voicemail: 'voicemail',
};
const FAILED = /error|fault|failed|rejected|misdialed|manually-canceled|call-deleted|scheduled-call-deleted|not-found|not-valid/;

const stateOf = (status: string | null): CallSnapshot['state'] =>
  status === 'ended'
    ? 'ended'
    : status === 'ringing'
      ? 'ringing'
      : status === 'in-progress' || status === 'forwarding'
        ? 'in_progress'
        : 'placed';

function callbackIdOf(call: Json): string | null {
  const overrides = record(call.assistantOverrides);
  return (
    text(record(call.customer).externalId) ??
    text(record(overrides.metadata).callbackId) ??
    text(record(overrides.variableValues).callbackId) ??
    text(record(call.metadata).callbackId)
  );
}

/** A call (GET /call/{id}) in our words; an ended call with a conversation is final once its analysis is there. */
export function vapiSnapshot(call: Json): CallSnapshot {
  const state = stateOf(text(call.status));
  const reason = reasonOf(call.endedReason);
  const startedAt = timeOf(call.startedAt);
  const endedAt = timeOf(call.endedAt);
  const artifact = record(call.artifact);
  const analysis = record(call.analysis);
  const outcome =
    state !== 'ended'
      ? null
      : ((reason ? NOT_REACHED[reason] : undefined) ?? (!reason || FAILED.test(reason) || !startedAt ? 'failed' : 'connected'));
  const summary = summaryOf(analysis.summary);
  return {
    callId: text(call.id) ?? '',
    callbackId: callbackIdOf(call),
    phone: text(record(call.customer).number),
    createdAt: timeOf(call.createdAt),
    state,
    outcome,
    reason,
    startedAt: outcome === 'connected' ? startedAt : null,
    endedAt: state === 'ended' ? endedAt : null,
    durationSeconds: outcome === 'connected' && startedAt && endedAt ? Math.round((endedAt.getTime() - startedAt.getTime()) / 1000) : null,
    summary,
    transcript: transcriptOfMessages(artifact.messages) ?? transcriptOfText(artifact.transcript ?? call.transcript),
    recordingUrl: recordingOf(artifact.recordingUrl ?? call.recordingUrl),
    final: state === 'ended' && (outcome !== 'connected' || summary !== null),
  };
}

/** The call an event's message describes: `end-of-call-report` carries the report beside the call, `status-update` the new status. */
function callOfMessage(message: Json): Json {
  const call = record(message.call);
  const type = text(message.type);
  if (type === 'end-of-call-report')
    return {
      ...call,
      status: 'ended',
      endedReason: message.endedReason ?? call.endedReason,
      startedAt: message.startedAt ?? call.startedAt,
      endedAt: message.endedAt ?? call.endedAt,
      artifact: message.artifact ?? call.artifact,
      analysis: message.analysis ?? call.analysis,
      customer: call.customer ?? message.customer,
    };
  if (type === 'status-update')
    return { ...call, status: message.status ?? call.status, endedReason: message.endedReason ?? call.endedReason };
  return call;
}

/**
 * Vapi (docs/voice-platforms.md): `POST /call` with the assistant and the imported phone number, `Authorization:
 * Bearer`. Our callback id is the customer's `externalId` and the call's metadata; the opening line is the
 * assistant's `firstMessage` for this call. Server messages are signed by a credential: HMAC (`x-signature`
 * over `{timestamp}.{body}`, `x-timestamp`) or a secret token (`X-Vapi-Signature`, the older `X-Vapi-Secret`,
 * or a bearer header), whose age is the message's own `timestamp`.
 */
export function vapiPlatform(settings: VapiSettings): VoicePlatform {
  const base = settings.apiUrl.replace(/\/+$/, '');
  const headers = { Authorization: `Bearer ${settings.apiKey}` };
  return {
    name: 'vapi',
    async createCall(request, signal) {
      const call = record(
        await platformRequest(`${base}/call`, {
          method: 'POST',
          headers,
          signal,
          body: {
            assistantId: settings.assistantId,
            phoneNumberId: settings.phoneNumberId,
            customer: { number: request.phone, externalId: request.callbackId },
            assistantOverrides: {
              firstMessage: request.opening,
              variableValues: { callbackId: request.callbackId, language: request.language, website: request.website ?? '' },
              metadata: { callbackId: request.callbackId, language: request.language },
            },
          },
        }),
      );
      const callId = text(call.id);
      if (!callId) throw new PlatformError('in_doubt', 'POST /call: answer without a call id');
      // A call blocked by the account's concurrency limit never rings: the channel waits and dials again.
      if (record(call.subscriptionLimits).concurrencyBlocked === true)
        throw new PlatformError('throttled', 'POST /call: blocked by the concurrency limit', { retryAfterMs: CONCURRENCY_PAUSE_MS });
      return { callId };
    },
    async getCall(callId, signal) {
      return vapiSnapshot(record(await platformRequest(`${base}/call/${encodeURIComponent(callId)}`, { headers, signal })));
    },
    async listCalls({ since }, signal) {
      const query = new URLSearchParams({
        assistantId: settings.assistantId,
        phoneNumberId: settings.phoneNumberId,
        createdAtGe: since.toISOString(),
        limit: '100',
      });
      const calls = await platformRequest(`${base}/call?${query}`, { headers, signal });
      return (Array.isArray(calls) ? calls : []).map((entry) => {
        const snapshot = vapiSnapshot(record(entry));
        return { callId: snapshot.callId, callbackId: snapshot.callbackId, phone: snapshot.phone, createdAt: snapshot.createdAt };
      });
    },
    verifyEvent(headers, body, now) {
      const secret = settings.webhookSecret;
      const timestamp = headers.get('x-timestamp');
      const signature = (headers.get('x-signature') ?? headers.get('x-vapi-signature') ?? '').replace(/^sha256=/, '');
      if (timestamp && /^\d+$/.test(timestamp) && signature) {
        if (!sameDigest(hmacSha256(secret, `${timestamp}.${body}`), signature)) return 'invalid';
        return isFresh(Number(timestamp), now) ? 'valid' : 'stale';
      }
      const token =
        headers.get('x-vapi-signature') ?? headers.get('x-vapi-secret') ?? /^Bearer (.+)$/.exec(headers.get('authorization') ?? '')?.[1];
      if (!sameText(secret, token)) return 'invalid';
      let sent: number | null = null;
      try {
        sent = number(record(record(JSON.parse(body)).message).timestamp);
      } catch {
        return 'invalid';
      }
      return sent === null || isFresh(sent, now) ? 'valid' : 'stale';
    },
    readEvent(body): VoiceEvent | null {
      const message = record(record(body).message);
      const call = callOfMessage(message);
      const callId = text(call.id);
      if (!callId) return null;
      const type = text(message.type) ?? 'unknown';
      const described = type === 'end-of-call-report' || type === 'status-update';
      return { type, callId, callbackId: callbackIdOf(call), snapshot: described ? vapiSnapshot(call) : null };
    },
  };
}
