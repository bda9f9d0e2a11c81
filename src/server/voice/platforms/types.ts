import type { Locale } from '@/i18n/locales';
import type { CallOutcome, CallPlatform, TranscriptTurn } from '@/lib/inbox/call-vocabulary';

/** One callback as a platform's create-call request needs it (built from the stored callback, server/voice/callback-webhook.ts). */
type CallRequest = {
  /** Our callback id: sent with the call (metadata, user id, dynamic variables), so the call can be found and matched. */
  callbackId: string;
  /** E.164. */
  phone: string;
  language: Locale;
  /** The AI disclosure the call opens with (EU AI Act Art. 50). */
  opening: string;
  website: string | null;
  /** Our events endpoint, for the platforms that take it per call. */
  eventsUrl: string;
};

/** The platform's account of one call, in our words; `final` once the platform has nothing more to add. */
export type CallSnapshot = {
  callId: string;
  /** Our callback id as the platform echoes it; null when it does not. */
  callbackId: string | null;
  phone: string | null;
  createdAt: Date | null;
  state: 'placed' | 'ringing' | 'in_progress' | 'ended';
  outcome: CallOutcome | null;
  reason: string | null;
  startedAt: Date | null;
  endedAt: Date | null;
  durationSeconds: number | null;
  summary: string | null;
  transcript: TranscriptTurn[] | null;
  recordingUrl: string | null;
  final: boolean;
};

/** A call the platform lists, as far as its listing says: candidates for a create-call request whose answer was lost. */
export type ListedCall = { callId: string; callbackId: string | null; phone: string | null; createdAt: Date | null };

/** What a signed event says: the call it is about and, where the signature covers the body, its account of it. */
export type VoiceEvent = { type: string; callId: string | null; callbackId: string | null; snapshot: CallSnapshot | null };

/** Whether an event's signature holds: `stale` for a right signature made too long ago. */
type EventVerdict = 'valid' | 'invalid' | 'stale';

/**
 * A voice platform's outbound-call API as the site uses it (docs/voice-platforms.md). Every request is
 * one plain request without retries (server/voice/platforms/http.ts): the outbox decides what happens next.
 */
export type VoicePlatform = {
  readonly name: CallPlatform;
  /** Places the call; answers the platform's call id. Throws PlatformError. */
  createCall(request: CallRequest, signal: AbortSignal): Promise<{ callId: string }>;
  getCall(callId: string, signal?: AbortSignal): Promise<CallSnapshot>;
  /** The calls the platform lists for this number since `since` (server/voice/lookup.ts decides which one is ours). */
  listCalls(query: { callbackId: string; phone: string; since: Date }, signal?: AbortSignal): Promise<ListedCall[]>;
  /** Checks the signature of an event in constant time, and its age where the scheme carries a time. */
  verifyEvent(headers: Headers, body: string, now: Date): EventVerdict;
  /** The call an event is about (after verifyEvent), or null for an event that names none. */
  readEvent(body: unknown): VoiceEvent | null;
};
