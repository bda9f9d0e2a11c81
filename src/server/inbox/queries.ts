import 'server-only';
import { desc, eq, inArray } from 'drizzle-orm';
import { isLeadKind, type LeadKind, type SubmissionKind } from '@/lib/enquiries/kinds';
import type { Database } from '../db';
import { outbox } from '../db/schema';
import type { EnquiryEntry, StoredRow } from '../enquiries/entry';
import { enquiries, leadEntries } from '../enquiries/registry';
import { listLeads } from './leads';

/** The kinds the `npm run inbox -- list` command lists: those whose entry says how to summarise a row. */
export const listTypes = (Object.keys(enquiries) as SubmissionKind[]).filter((kind) => (enquiries[kind] as EnquiryEntry).summary);
export type ListType = SubmissionKind;

export type ListedSubmission = {
  type: ListType;
  id: string;
  createdAt: Date;
  language: string | null;
  summary: string;
  record: Record<string, unknown>;
};

/** The newest leads of one kind as the staff inbox lists them (leads.ts), each with its whole stored record. */
async function leadRecords(db: Database, kind: LeadKind, limit: number): Promise<StoredRow[]> {
  const { rows } = await listLeads(db, { kind }, { size: limit });
  if (rows.length === 0) return [];
  const table = leadEntries[kind].table;
  const records = (await db
    .select()
    .from(table)
    .where(
      inArray(
        table.id,
        rows.map((row) => row.id),
      ),
    )) as StoredRow[];
  const byId = new Map(records.map((record) => [record.id, record]));
  return rows.flatMap((row) => {
    const record = byId.get(row.id);
    return record ? [record] : [];
  });
}

async function rowsOf(db: Database, type: ListType, limit: number): Promise<StoredRow[]> {
  if (isLeadKind(type)) return leadRecords(db, type, limit);
  const { table } = enquiries[type] as EnquiryEntry;
  return (await db.select().from(table).orderBy(desc(table.createdAt)).limit(limit)) as StoredRow[];
}

/** The newest stored submissions of the given types, newest first. */
export async function listSubmissions(db: Database, types: readonly ListType[], limit: number): Promise<ListedSubmission[]> {
  const lists = await Promise.all(
    types.map(async (type) =>
      (await rowsOf(db, type, limit)).map((record) => ({
        type,
        id: record.id as string,
        createdAt: record.createdAt as Date,
        language: (record.language as string | null) ?? null,
        summary: (enquiries[type] as EnquiryEntry).summary?.(record) ?? '',
        record,
      })),
    ),
  );
  return lists
    .flat()
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, limit);
}

export const outboxStatuses = ['pending', 'delivered', 'failed', 'cancelled'] as const;

/** Delivery states, newest first. */
export async function listOutbox(db: Database, status: (typeof outboxStatuses)[number] | undefined, limit: number) {
  const query = db
    .select({
      id: outbox.id,
      createdAt: outbox.createdAt,
      channel: outbox.channel,
      topic: outbox.topic,
      submissionId: outbox.submissionId,
      status: outbox.status,
      attempts: outbox.attempts,
      nextAttemptAt: outbox.nextAttemptAt,
      deliveredAt: outbox.deliveredAt,
      lastError: outbox.lastError,
    })
    .from(outbox);
  return (status ? query.where(eq(outbox.status, status)) : query).orderBy(desc(outbox.createdAt)).limit(limit);
}
