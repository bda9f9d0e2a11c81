import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { CallStatus } from '@/lib/inbox/call-vocabulary';
import type { CallView } from '@/lib/inbox/lead-view';
import type { Database } from '../db';
import { callbackCalls, callbackRequests } from '../db/schema';
import { callStatusSql } from './call-status';

/** A callback's call as the lead's page shows it: its status in one word and the platform's account. */
export async function callView(db: Database, id: string): Promise<CallView | null> {
  const [row] = await db
    .select({ status: sql<CallStatus>`${callStatusSql}`, call: callbackCalls })
    .from(callbackRequests)
    .leftJoin(callbackCalls, eq(callbackCalls.callbackId, callbackRequests.id))
    .where(eq(callbackRequests.id, id));
  if (!row) return null;
  const { call } = row;
  return {
    status: row.status,
    platform: call?.platform ?? null,
    callId: call?.callId ?? null,
    reason: call?.reason ?? null,
    placedAt: call?.placedAt ?? null,
    startedAt: call?.startedAt ?? null,
    endedAt: call?.endedAt ?? null,
    durationSeconds: call?.durationSeconds ?? null,
    summary: call?.summary ?? null,
    transcript: call?.transcript ?? null,
    recordingUrl: call?.recordingUrl ?? null,
  };
}
