import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CallPlatform, CallState } from '@/lib/inbox/call-vocabulary';
import type { Database } from '../db';
import { callbackCalls } from '../db/schema';
import { writeCallOutcomeDeliveries } from '../crm/deliveries';
import { recordCallOutcome } from '../metrics';
import { announceDeliveries } from '../outbox/announce';
import type { ClaimedDelivery } from '../outbox/leases';
import { wakeOutbox } from '../outbox/runner';
import type { CallSnapshot } from './platforms/types';

export type CallRecord = typeof callbackCalls.$inferSelect;

/** A placed call is first read from the platform this long after it was placed, unless an event came first… */
const FIRST_POLL_AFTER_MS = 10 * 60_000;
/** …then again this often while it has no final state, and a little sooner once it has ended and only its analysis is due… */
const POLL_EVERY_MS = 10 * 60_000;
const ANALYSIS_POLL_MS = 2 * 60_000;
/** …and not at all once it was placed this long ago: the platform no longer has anything to add. */
const POLL_FOR_MS = 24 * 60 * 60_000;

const interval = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

/** A callback's call, and how long ago (database clock) its last create-call request was sent. */
export async function callOf(db: Database, callbackId: string): Promise<(CallRecord & { dialAgeMs: number | null }) | null> {
  const [row] = await db
    .select({
      call: callbackCalls,
      dialAgeMs: sql<number | null>`(extract(epoch from now() - ${callbackCalls.dialStartedAt}) * 1000)::float8`,
    })
    .from(callbackCalls)
    .where(eq(callbackCalls.callbackId, callbackId));
  return row ? { ...row.call, dialAgeMs: row.dialAgeMs === null ? null : Number(row.dialAgeMs) } : null;
}

/** The call a platform names by its own id, if it is one of ours. */
export async function callByPlatformId(db: Database, platform: CallPlatform, callId: string): Promise<CallRecord | null> {
  const [row] = await db
    .select()
    .from(callbackCalls)
    .where(and(eq(callbackCalls.platform, platform), eq(callbackCalls.callId, callId)));
  return row ?? null;
}

/** The platform's ids of calls already matched to a callback of this number: a lost answer is none of these. */
export async function knownCallIds(db: Database, platform: CallPlatform, phone: string): Promise<Set<string>> {
  const rows = (await db.execute(sql`
    select v.call_id from ${callbackCalls} v join callback_requests c on c.id = v.callback_id
    where v.platform = ${platform} and v.call_id is not null and c.phone = ${phone}`)) as unknown as { rows: { call_id: string }[] };
  return new Set(rows.rows.map((row) => row.call_id));
}

/**
 * Notes that a create-call request is about to be sent, committed before it is: from here until its answer is
 * stored, the call is in doubt. Written only while the delivery's lease is this worker's, and never over a
 * call whose id is known. False when either holds: then nothing may be sent.
 */
export async function markDialling(db: Database, delivery: ClaimedDelivery, callbackId: string, platform: CallPlatform): Promise<boolean> {
  const result = (await db.execute(sql`
    insert into ${callbackCalls} (callback_id, platform, state, dial_started_at, updated_at)
    select ${callbackId}, ${platform}, 'dialling', now(), now()
    where exists (select 1 from outbox where id = ${delivery.id} and lease_token = ${delivery.leaseToken} and status = 'pending')
    on conflict (callback_id) do update set platform = excluded.platform, state = 'dialling', reason = null,
      dial_started_at = now(), updated_at = now()
    where ${callbackCalls}.call_id is null
    returning callback_id`)) as unknown as { rows: unknown[] };
  return result.rows.length === 1;
}

/** The request was never delivered, or the platform said no: no call is in doubt any more. */
export async function clearDialling(db: Database, callbackId: string): Promise<void> {
  await db
    .delete(callbackCalls)
    .where(and(eq(callbackCalls.callbackId, callbackId), isNull(callbackCalls.callId), eq(callbackCalls.state, 'dialling')));
}

/**
 * The platform's id of the call, stored the moment it is known (its answer, a look-up, an event). Not bound to
 * a lease: that the call exists is a fact whoever learns it. False when the callback already has a call id.
 */
export async function recordPlaced(db: Database, callbackId: string, platform: CallPlatform, callId: string): Promise<boolean> {
  const result = (await db.execute(sql`
    insert into ${callbackCalls} (callback_id, platform, call_id, state, placed_at, poll_after, updated_at)
    values (${callbackId}, ${platform}, ${callId}, 'placed', now(), ${interval(FIRST_POLL_AFTER_MS)}, now())
    on conflict (callback_id) do update set platform = excluded.platform, call_id = excluded.call_id,
      state = case when ${callbackCalls}.state in ('dialling', 'held') then 'placed' else ${callbackCalls}.state end,
      reason = null, placed_at = now(), poll_after = excluded.poll_after, updated_at = now()
    where ${callbackCalls}.call_id is null
    returning callback_id`)) as unknown as { rows: unknown[] };
  return result.rows.length === 1;
}

/** Counts one more look-up of a request in doubt; answers how many there were. */
export async function countLookup(db: Database, callbackId: string): Promise<number> {
  const [row] = await db
    .update(callbackCalls)
    .set({ lookups: sql`${callbackCalls.lookups} + 1`, updatedAt: sql`now()` })
    .where(eq(callbackCalls.callbackId, callbackId))
    .returning({ lookups: callbackCalls.lookups });
  return row?.lookups ?? 0;
}

/** Whether the platform placed the call cannot be decided: a person decides (`reason` says why, as a code). */
export async function holdCall(db: Database, callbackId: string, reason: 'lookup_failed' | 'lookup_ambiguous'): Promise<void> {
  await db
    .update(callbackCalls)
    .set({ state: 'held', reason, updatedAt: sql`now()` })
    .where(and(eq(callbackCalls.callbackId, callbackId), isNull(callbackCalls.callId)));
}

/**
 * Staff checked the platform and found no call: the doubt is cleared, so the next attempt dials. False when
 * the call is not held (placed meanwhile, or never in doubt).
 */
export async function releaseHeldCall(db: Database, callbackId: string): Promise<boolean> {
  const released = await db
    .delete(callbackCalls)
    .where(and(eq(callbackCalls.callbackId, callbackId), isNull(callbackCalls.callId), eq(callbackCalls.state, 'held')))
    .returning({ callbackId: callbackCalls.callbackId });
  return released.length > 0;
}

/** The outbox's CRM deliveries of a final outcome go out now, once the transaction that wrote them has committed. */
function announced(db: Database, written: boolean): void {
  if (!written) return;
  announceDeliveries(db);
  wakeOutbox();
}

/**
 * The number went on the do-not-call list before the call was due: nothing is dialled, and the CRM learns
 * that the list stopped the call. Never over a placed call.
 */
export async function markSuppressed(db: Database, callbackId: string, platform: CallPlatform | 'webhook'): Promise<void> {
  const written = await db.transaction(async (tx) => {
    const result = (await tx.execute(sql`
      insert into ${callbackCalls} (callback_id, platform, state, updated_at) values (${callbackId}, ${platform}, 'suppressed', now())
      on conflict (callback_id) do update set state = 'suppressed', updated_at = now()
      where ${callbackCalls}.call_id is null and ${callbackCalls}.state <> 'suppressed'
      returning callback_id`)) as unknown as { rows: unknown[] };
    return result.rows.length === 1 && (await writeCallOutcomeDeliveries(tx, callbackId));
  });
  announced(db, written);
}

const progress: Record<CallState, number> = { dialling: 0, held: 0, suppressed: 0, placed: 1, ringing: 2, in_progress: 3, ended: 4 };

/**
 * Two accounts of one call (the platform's API, and a signed event) as one: the further state wins, each
 * field from the first account that has it.
 */
export function mergeAccounts(first: CallSnapshot | null, second: CallSnapshot | null): CallSnapshot | null {
  if (!first || !second) return first ?? second;
  const further = progress[second.state] > progress[first.state] ? second : first;
  const pick = <Key extends keyof CallSnapshot>(key: Key) => first[key] ?? second[key];
  return {
    callId: first.callId || second.callId,
    callbackId: pick('callbackId'),
    phone: pick('phone'),
    createdAt: pick('createdAt'),
    state: further.state,
    outcome: further.outcome ?? pick('outcome'),
    reason: further.reason ?? pick('reason'),
    startedAt: pick('startedAt'),
    endedAt: pick('endedAt'),
    durationSeconds: pick('durationSeconds'),
    summary: pick('summary'),
    transcript: pick('transcript'),
    recordingUrl: pick('recordingUrl'),
    final: first.final || second.final,
  };
}

/**
 * Records the platform's account of a placed call. A call never goes back (an old `ringing` after `ended`
 * changes nothing), a field the account lacks keeps what is stored, and the next server-side read is set
 * (none once the account is final). When the outcome becomes known, the CRM's `lead.updated` is written in
 * the same transaction and the outcome counted. Answers whether anything changed.
 */
export async function applyAccount(db: Database, callbackId: string, account: CallSnapshot): Promise<boolean> {
  const change = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(callbackCalls).where(eq(callbackCalls.callbackId, callbackId)).for('update');
    if (!current || current.callId === null) return null;
    const forward = progress[account.state] >= progress[current.state];
    const state = forward ? account.state : current.state;
    const next = {
      state,
      outcome: (forward ? account.outcome : null) ?? current.outcome,
      reason: (forward ? account.reason : null) ?? current.reason,
      startedAt: account.startedAt ?? current.startedAt,
      endedAt: account.endedAt ?? current.endedAt,
      durationSeconds: account.durationSeconds ?? current.durationSeconds,
      summary: account.summary ?? current.summary,
      transcript: account.transcript ?? current.transcript,
      recordingUrl: account.recordingUrl ?? current.recordingUrl,
    };
    const changed = (Object.keys(next) as (keyof typeof next)[]).some(
      (key) =>
        JSON.stringify(next[key] instanceof Date ? next[key].toISOString() : next[key]) !==
        JSON.stringify(current[key] instanceof Date ? current[key].toISOString() : current[key]),
    );
    const placedFor = current.placedAt ? Date.now() - current.placedAt.getTime() : 0;
    const pollIn = account.final || placedFor > POLL_FOR_MS ? null : state === 'ended' ? ANALYSIS_POLL_MS : POLL_EVERY_MS;
    await tx
      .update(callbackCalls)
      .set({
        ...(changed ? { ...next, updatedAt: sql`now()` } : {}),
        pollAfter: pollIn === null ? null : interval(pollIn),
        refreshedAt: sql`now()`,
      })
      .where(eq(callbackCalls.callbackId, callbackId));
    const outcomeKnown = current.outcome === null && next.outcome !== null;
    const written = outcomeKnown ? await writeCallOutcomeDeliveries(tx, callbackId) : false;
    return { changed, outcomeKnown, written, platform: current.platform, outcome: next.outcome };
  });
  if (!change) return false;
  if (change.outcomeKnown && change.outcome) recordCallOutcome(change.platform, change.outcome);
  announced(db, change.written);
  return change.changed;
}
