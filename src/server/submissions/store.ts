import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq, getTableColumns, getTableName } from 'drizzle-orm';
import type { Database } from '../db';
import { executePrepared } from '../db/prepared';
import { quoteIdentifier, type StatementParameters } from '../db/statement-text';
import type { callbackRequests, contactEnquiries, errorReports, jobApplications, SubmissionKind } from '../db/schema';
import { announceDeliveries } from '../outbox/announce';
import { admissionStatement, dueNow, type Admission } from '../outbox/enqueue';
import type { OutboxMessage } from '../outbox/types';
import { countHit, verdict, type LimitCheck } from '../rate-limit';

/** What the server knows about the request beside its payload. */
export type RequestMeta = { ip: string | null; userAgent: string | null; idempotencyKey: string | null };

/** `answer` holds fields the endpoint adds to its success answer (a callback's call time). */
export type StoreResult = { id: string; created: boolean; answer?: Record<string, string> };

/** Thrown when a rate limit refused the submission; nothing was stored. */
export class LimitReached extends Error {
  constructor(
    readonly check: LimitCheck,
    readonly retryAfterSeconds: number,
  ) {
    super(`The rate limit ${check.key.split(':')[0]} is reached.`);
  }
}

/** Counts a hit on each limit on its own; for a submission not stored through storeSubmission. Throws LimitReached. */
export async function enforceLimits(db: Database, limits: readonly LimitCheck[]): Promise<void> {
  for (const check of limits) {
    const outcome = await countHit(db, check);
    if (!outcome.allowed) throw new LimitReached(check, outcome.retryAfterSeconds);
  }
}

/**
 * Runs one admission statement (server/outbox/enqueue.ts) and applies its verdict: throws
 * LimitReached when a limit refused it, else answers the id its insert returned (null when the
 * insert stored nothing, e.g. a repeated idempotency key). Once stored, deliveries due now are
 * announced to every instance.
 */
export async function admit(db: Database, admission: Admission): Promise<string | null> {
  const result = await executePrepared<{ hits: [string, number][] | string; id: string | null }>(db, admissionStatement(admission));
  const [answer] = result.rows;
  const hits = new Map(typeof answer!.hits === 'string' ? (JSON.parse(answer!.hits) as [string, number][]) : answer!.hits);
  for (const check of admission.limits) {
    const outcome = verdict(check, hits.get(check.key) ?? 0);
    if (!outcome.allowed) throw new LimitReached(check, outcome.retryAfterSeconds);
  }
  if (answer!.id && dueNow(admission.messages)) announceDeliveries(db);
  return answer!.id;
}

/** The tables `storeSubmission` stores into: an enquiry kind's (server/enquiries/) with the common enquiry columns. */
export type EnquiryTable = typeof callbackRequests | typeof contactEnquiries | typeof jobApplications | typeof errorReports;

/** `insert into <table> (…) select <values> where <admitted> on conflict (idempotency_key) do nothing returning id`. */
export function insertWhenAdmitted(table: EnquiryTable, row: Record<string, unknown>): Admission['insertSubmission'] {
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => row[key] !== undefined);
  return (params: StatementParameters, admitted: string) => {
    const names = columns.map(([, column]) => quoteIdentifier(column.name)).join(', ');
    const values = columns
      .map(([key, column]) => params.add(row[key] === null ? null : column.mapToDriverValue(row[key]), column.getSQLType()))
      .join(', ');
    return `insert into ${quoteIdentifier(getTableName(table))} (${names}) select ${values} where ${admitted} on conflict (idempotency_key) do nothing returning id`;
  };
}

/**
 * Stores one submission and its deliveries in one statement that also counts its rate limits,
 * committed before the caller answers (server/outbox/enqueue.ts). Throws LimitReached when a
 * limit refused it. With an idempotency key already used, nothing new is stored and the first
 * record's id is returned.
 */
export async function storeSubmission<Row extends Record<string, unknown>>(
  db: Database,
  {
    kind,
    table,
    row,
    idempotencyKey,
    deliveries,
    limits = [],
    confirmations,
    now = new Date(),
  }: {
    kind: SubmissionKind;
    table: EnquiryTable;
    /** The time the submission is stored with (default: now). */
    now?: Date;
    row: Row;
    idempotencyKey: string | null;
    deliveries: (stored: { id: string; createdAt: Date }) => Promise<readonly OutboxMessage[]>;
    /** The rate limits the submission must stay within. */
    limits?: readonly LimitCheck[];
    /** The counter of confirmations to the sender's address. */
    confirmations?: LimitCheck;
  },
): Promise<StoreResult> {
  const id = randomUUID();
  const createdAt = now;
  const messages = await deliveries({ id, createdAt });
  const storedId = await admit(db, {
    insertSubmission: insertWhenAdmitted(table, { ...row, id, createdAt, idempotencyKey }),
    kind,
    messages,
    limits,
    confirmations,
  });
  if (storedId) return { id: storedId, created: true };
  if (idempotencyKey) {
    const [existing] = await db.select({ id: table.id }).from(table).where(eq(table.idempotencyKey, idempotencyKey));
    if (existing) return { id: existing.id, created: false };
  }
  throw new Error('The submission was neither stored nor found by its idempotency key.');
}
