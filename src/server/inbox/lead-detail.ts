import 'server-only';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { closedStatuses, type LeadKind, type LeadStatus } from '@/lib/inbox/lead-vocabulary';
import type { Database } from '../db';
import { deliveryAttempts, leadEvents, outbox } from '../db/schema';
import { leadEntries } from '../enquiries/registry';
import { wakeOutbox } from '../outbox/runner';
import { releaseHeldCall } from '../voice/call-record';
import { CALLBACK_DELIVERY_TOPIC } from '../voice/call-status';

/** The table of a kind of lead. */
const leadTable = (kind: LeadKind) => leadEntries[kind].table;

/** Everything about one lead: its record, its history, every delivery with every attempt, and a callback's call. */
export async function getLead(db: Database, kind: LeadKind, id: string) {
  const table = leadTable(kind);
  const [record] = await db.select().from(table).where(eq(table.id, id)).limit(1);
  if (!record) return null;
  const [events, deliveries, call] = await Promise.all([
    db.select().from(leadEvents).where(eq(leadEvents.submissionId, id)).orderBy(desc(leadEvents.at), desc(leadEvents.id)),
    db.select().from(outbox).where(eq(outbox.submissionId, id)).orderBy(asc(outbox.createdAt)),
    leadEntries[kind].lead.call?.(db, id) ?? null,
  ]);
  const attempts = deliveries.length
    ? await db
        .select()
        .from(deliveryAttempts)
        .where(
          inArray(
            deliveryAttempts.outboxId,
            deliveries.map((delivery) => delivery.id),
          ),
        )
        .orderBy(asc(deliveryAttempts.attemptedAt))
    : [];
  return {
    record: record as Record<string, unknown> & { id: string; status: LeadStatus; createdAt: Date },
    events,
    deliveries: deliveries.map((delivery) => ({ ...delivery, log: attempts.filter((attempt) => attempt.outboxId === delivery.id) })),
    call,
  };
}

/** Changes the status and records who did it; closing starts the retention period, reopening stops it. */
export async function setLeadStatus(db: Database, kind: LeadKind, id: string, status: LeadStatus, actor: string): Promise<boolean> {
  const table = leadTable(kind);
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ status: table.status }).from(table).where(eq(table.id, id)).for('update');
    if (!current) return false;
    if (current.status === status) return true;
    await tx
      .update(table)
      .set({ status, closedAt: closedStatuses.includes(status) ? new Date() : null })
      .where(eq(table.id, id));
    await tx
      .insert(leadEvents)
      .values({ submissionKind: kind, submissionId: id, actor, action: 'status', fromStatus: current.status, toStatus: status });
    return true;
  });
}

/** Adds a note (already validated with leadNoteSchema) to a lead; false when the lead does not exist. */
export async function addLeadNote(db: Database, kind: LeadKind, id: string, note: string, actor: string): Promise<boolean> {
  const table = leadTable(kind);
  const [exists] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  if (!exists) return false;
  await db.insert(leadEvents).values({ submissionKind: kind, submissionId: id, actor, action: 'note', note });
  return true;
}

/** A failed delivery goes back into the outbox with a fresh set of attempts; its past attempts stay in the log. */
export async function retryDelivery(db: Database, kind: LeadKind, id: string, outboxId: string, actor: string): Promise<boolean> {
  const retried = await db
    .update(outbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: new Date(), lockedUntil: null })
    .where(and(eq(outbox.id, outboxId), eq(outbox.submissionId, id), eq(outbox.status, 'failed')))
    .returning({ topic: outbox.topic });
  if (retried.length === 0) return false;
  await db.insert(leadEvents).values({ submissionKind: kind, submissionId: id, actor, action: 'retry', note: retried[0]!.topic });
  wakeOutbox();
  return true;
}

/**
 * A held call (server/voice/dial-channel.ts): staff checked the platform and found no call, so the doubt is
 * cleared and the callback's delivery goes back into the outbox to dial. False when the call is not held.
 */
export async function redialHeldCall(db: Database, id: string, actor: string): Promise<boolean> {
  if (!(await releaseHeldCall(db, id))) return false;
  await db
    .update(outbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: new Date(), lockedUntil: null })
    .where(and(eq(outbox.submissionId, id), eq(outbox.topic, CALLBACK_DELIVERY_TOPIC), eq(outbox.status, 'failed')));
  await db
    .insert(leadEvents)
    .values({ submissionKind: 'callback', submissionId: id, actor, action: 'retry', note: CALLBACK_DELIVERY_TOPIC });
  wakeOutbox();
  return true;
}
