import type { CallStatus, TranscriptTurn, VoicePlatformName } from './call-vocabulary';
import type { LeadStatus } from './lead-vocabulary';

/** A callback's call as the lead's page shows it: its status in one word and the platform's account of it. */
export type CallView = {
  status: CallStatus;
  /** Null before the first dial and with the generic webhook. */
  platform: VoicePlatformName | null;
  callId: string | null;
  /** The platform's words for how it ended, or why the call is held (`lookup_failed`, `lookup_ambiguous`). */
  reason: string | null;
  placedAt: Date | null;
  startedAt: Date | null;
  endedAt: Date | null;
  durationSeconds: number | null;
  summary: string | null;
  transcript: readonly TranscriptTurn[] | null;
  recordingUrl: string | null;
};

/**
 * What the staff views read of one lead (server/inbox/lead-detail.ts's getLead answers with
 * more): the stored record, its history and its deliveries with every attempt.
 */
export type LeadView = {
  record: Record<string, unknown> & { id: string; status: LeadStatus; createdAt: Date };
  events: readonly {
    id: number;
    at: Date;
    actor: string;
    action: 'status' | 'note' | 'retry';
    fromStatus: LeadStatus | null;
    toStatus: LeadStatus | null;
    note: string | null;
  }[];
  deliveries: readonly {
    id: string;
    channel: 'mail' | 'webhook' | 'crm';
    topic: string;
    status: 'pending' | 'delivered' | 'failed' | 'cancelled';
    attempts: number;
    nextAttemptAt: Date;
    lastError: string | null;
    log: readonly { id: number; attemptedAt: Date; ok: boolean; error: string | null; durationMs: number }[];
  }[];
  /** A callback's call; null for the other kinds. */
  call: CallView | null;
};
