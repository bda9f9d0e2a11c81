import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '../db';
import type { SubmissionKind } from '../db/schema';

/**
 * The outbox's claims, all on the database's clock (docs/decisions/019-outbox-leases.md). A delivery
 * is claimed with a lease: an expiry and a random token only the claiming worker knows. Completion,
 * failure and renewal are single statements that match the token, so a worker whose lease ran out
 * and went to another worker can change nothing; the attempt is counted when it is claimed, in the
 * same statement, so no update of the counter is ever lost.
 */
export const channels = ['mail', 'webhook', 'crm'] as const;
export type Channel = (typeof channels)[number];

export type ClaimedDelivery = {
  id: string;
  channel: Channel;
  topic: string;
  submissionKind: SubmissionKind;
  submissionId: string;
  /** What the delivery carries, as its channel defines it. */
  payload: unknown;
  /** Including the attempt this claim starts. */
  attempts: number;
  leaseToken: string;
};

type Rows<Row> = { rows: Row[] };

/**
 * Claims up to `limit` due deliveries of one channel: fresh ones before retries, then the longest
 * due; deliveries another worker holds are skipped, not waited for.
 */
export async function claimDue(db: Database, channel: Channel, limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
  if (limit <= 0) return [];
  const result = (await db.execute(sql`
    with due as (
      select id from outbox
      where status = 'pending' and channel = ${channel} and next_attempt_at <= now()
        and (locked_until is null or locked_until <= now())
      order by attempts, next_attempt_at
      limit ${limit}
      for update skip locked
    )
    update outbox set
      attempts = outbox.attempts + 1,
      locked_until = now() + ${leaseMs} * interval '1 millisecond',
      lease_token = gen_random_uuid()
    from due where outbox.id = due.id
    returning outbox.id, outbox.channel, outbox.topic, outbox.submission_kind, outbox.submission_id, outbox.payload, outbox.attempts, outbox.lease_token
  `)) as unknown as Rows<{
    id: string;
    channel: Channel;
    topic: string;
    submission_kind: SubmissionKind;
    submission_id: string;
    payload: unknown;
    attempts: number;
    lease_token: string;
  }>;
  return result.rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    topic: row.topic,
    submissionKind: row.submission_kind,
    submissionId: row.submission_id,
    payload: (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as ClaimedDelivery['payload'],
    attempts: Number(row.attempts),
    leaseToken: row.lease_token,
  }));
}

/** Extends a lease this worker still holds; false when it is no longer this worker's. */
export async function renewLease(db: Database, delivery: ClaimedDelivery, leaseMs: number): Promise<boolean> {
  const result = (await db.execute(sql`
    update outbox set locked_until = now() + ${leaseMs} * interval '1 millisecond'
    where id = ${delivery.id} and lease_token = ${delivery.leaseToken} and status = 'pending'
    returning id
  `)) as unknown as Rows<{ id: string }>;
  return result.rows.length === 1;
}

export type Outcome =
  | { kind: 'delivered'; durationMs: number }
  | { kind: 'failed'; durationMs: number; error: string; retryInMs: number; exhausted: boolean }
  /** The receiver refused it for now (a rate or concurrency limit): logged, due again later, not counted as an attempt. */
  | { kind: 'deferred'; durationMs: number; error: string; retryInMs: number }
  | { kind: 'cancelled'; reason: string };

/**
 * Records how an attempt ended, with its line in the delivery log, in one statement, and only if
 * this worker still holds the lease. False when it no longer did: nothing was written.
 */
export async function finishAttempt(db: Database, delivery: ClaimedDelivery, outcome: Outcome): Promise<boolean> {
  const held = sql`outbox.id = ${delivery.id} and outbox.lease_token = ${delivery.leaseToken}`;
  let statement;
  if (outcome.kind === 'delivered') {
    statement = sql`
      with done as (
        update outbox set status = 'delivered', delivered_at = now(), locked_until = null, lease_token = null, last_error = null
        where ${held} returning outbox.id
      )
      insert into delivery_attempts (outbox_id, ok, error, duration_ms)
      select id, true, null, ${Math.round(outcome.durationMs)} from done returning outbox_id`;
  } else if (outcome.kind === 'failed') {
    statement = sql`
      with done as (
        update outbox set
          status = ${outcome.exhausted ? 'failed' : 'pending'},
          last_error = ${outcome.error},
          locked_until = null,
          lease_token = null,
          next_attempt_at = now() + ${Math.round(outcome.retryInMs)} * interval '1 millisecond'
        where ${held} returning outbox.id
      )
      insert into delivery_attempts (outbox_id, ok, error, duration_ms)
      select id, false, ${outcome.error}, ${Math.round(outcome.durationMs)} from done returning outbox_id`;
  } else if (outcome.kind === 'deferred') {
    statement = sql`
      with done as (
        update outbox set
          last_error = ${outcome.error},
          locked_until = null,
          lease_token = null,
          attempts = greatest(outbox.attempts - 1, 0),
          next_attempt_at = now() + ${Math.round(outcome.retryInMs)} * interval '1 millisecond'
        where ${held} returning outbox.id
      )
      insert into delivery_attempts (outbox_id, ok, error, duration_ms)
      select id, false, ${outcome.error}, ${Math.round(outcome.durationMs)} from done returning outbox_id`;
  } else {
    // Not an attempt: nothing was sent, so the claim does not count as one.
    statement = sql`
      update outbox set status = 'cancelled', last_error = ${outcome.reason}, locked_until = null, lease_token = null,
        attempts = greatest(outbox.attempts - 1, 0)
      where ${held} returning outbox.id as outbox_id`;
  }
  const result = (await db.execute(statement)) as unknown as Rows<{ outbox_id: string }>;
  return result.rows.length === 1;
}

/** Deliveries of a channel that wait, and how long the oldest has waited past its due time. */
export async function channelBacklog(db: Database): Promise<Record<Channel, { pending: number; oldestDueSeconds: number }>> {
  const result = (await db.execute(sql`
    select channel, count(*)::int as pending,
      coalesce(extract(epoch from now() - min(next_attempt_at) filter (where next_attempt_at <= now())), 0)::float8 as oldest
    from outbox where status = 'pending' group by channel
  `)) as unknown as Rows<{ channel: Channel; pending: number; oldest: number }>;
  const backlog = Object.fromEntries(channels.map((channel) => [channel, { pending: 0, oldestDueSeconds: 0 }])) as Record<
    Channel,
    { pending: number; oldestDueSeconds: number }
  >;
  for (const row of result.rows) backlog[row.channel] = { pending: Number(row.pending), oldestDueSeconds: Math.max(0, Number(row.oldest)) };
  return backlog;
}
