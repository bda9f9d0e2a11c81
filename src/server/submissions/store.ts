import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db';
import type { callbackRequests, contactEnquiries, errorReports, jobApplications, SubmissionKind } from '../db/schema';
import { enqueueDeliveries } from '../outbox/enqueue';
import type { OutboxMessage } from '../outbox/types';

/** What the server knows about the request beside its payload. */
export type RequestMeta = { ip: string | null; userAgent: string | null; idempotencyKey: string | null };

/** `answer` holds fields the endpoint adds to its success answer (a callback's call time). */
export type StoreResult = { id: string; created: boolean; answer?: Record<string, string> };

type EnquiryTable = typeof callbackRequests | typeof contactEnquiries | typeof jobApplications | typeof errorReports;

/**
 * Stores one submission and its deliveries in one transaction, committed before the caller
 * answers. With an idempotency key already used, nothing new is stored and the first
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
    now = new Date(),
  }: {
    kind: SubmissionKind;
    table: EnquiryTable;
    /** The time the submission is stored with (default: now). */
    now?: Date;
    row: Row;
    idempotencyKey: string | null;
    deliveries: (stored: { id: string; createdAt: Date }) => Promise<readonly OutboxMessage[]>;
  },
): Promise<StoreResult> {
  const id = randomUUID();
  const createdAt = now;
  // Rendering mails reads catalogues; do it before the transaction holds locks.
  const messages = await deliveries({ id, createdAt });
  return db.transaction(async (tx: Transaction) => {
    const inserted = await tx
      .insert(table)
      .values({ ...row, id, createdAt, idempotencyKey } as never)
      .onConflictDoNothing({ target: table.idempotencyKey })
      .returning({ id: table.id });
    if (inserted.length === 0 && idempotencyKey) {
      const [existing] = await tx.select({ id: table.id }).from(table).where(eq(table.idempotencyKey, idempotencyKey));
      if (existing) return { id: existing.id, created: false };
    }
    await enqueueDeliveries(tx, { kind, id }, messages);
    return { id, created: true };
  });
}
