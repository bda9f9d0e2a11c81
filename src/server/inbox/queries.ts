import 'server-only';
import { desc, eq, inArray } from 'drizzle-orm';
import type { LeadKind } from '@/lib/inbox/lead-vocabulary';
import type { Database } from '../db';
import { errorReports, newsletterSubscribers, outbox } from '../db/schema';
import { leadTables } from './lead-detail';
import { listLeads } from './leads';

export const listTypes = ['callback', 'contact', 'application', 'error', 'unsubscribe'] as const;
export type ListType = (typeof listTypes)[number];

export type ListedSubmission = {
  type: ListType;
  id: string;
  createdAt: Date;
  language: string | null;
  summary: string;
  record: Record<string, unknown>;
};

const summaries: Record<ListType, (row: Record<string, unknown>) => string> = {
  callback: (row) =>
    [
      row.phone,
      row.website,
      row.suppressedReason ? `SUPPRESSED (${row.suppressedReason})` : `call after ${(row.callAfter as Date | null)?.toISOString() ?? '–'}`,
      `consent ${row.consentVersion ?? '–'} sha256 ${String(row.consentHash ?? '–').slice(0, 12)} from ${row.ip ?? '–'}`,
    ]
      .filter(Boolean)
      .join(' · '),
  contact: (row) => `${row.name} <${row.email}> · ${row.company} · ${row.inquiry} · ${row.phone}`,
  application: (row) => `${row.name} <${row.email}> · ${row.position} · ${row.phone}`,
  error: (row) => `${row.subject} · ${row.url}`,
  unsubscribe: (row) => `${row.email} unsubscribed ${(row.unsubscribedAt as Date | null)?.toISOString() ?? '–'}`,
};

/** The newest leads of one kind as the staff inbox lists them (leads.ts), each with its whole stored record. */
async function leadRecords(db: Database, kind: LeadKind, limit: number): Promise<Record<string, unknown>[]> {
  const { rows } = await listLeads(db, { kind }, { size: limit });
  if (rows.length === 0) return [];
  const table = leadTables[kind];
  const records = await db
    .select()
    .from(table)
    .where(
      inArray(
        table.id,
        rows.map((row) => row.id),
      ),
    );
  const byId = new Map<string, Record<string, unknown>>(records.map((record) => [record.id, record]));
  return rows.flatMap((row) => {
    const record = byId.get(row.id);
    return record ? [record] : [];
  });
}

async function rowsOf(db: Database, type: ListType, limit: number): Promise<Record<string, unknown>[]> {
  switch (type) {
    case 'callback':
    case 'contact':
    case 'application':
      return leadRecords(db, type, limit);
    case 'error':
      return db.select().from(errorReports).orderBy(desc(errorReports.createdAt)).limit(limit);
    case 'unsubscribe':
      return db.select().from(newsletterSubscribers).orderBy(desc(newsletterSubscribers.createdAt)).limit(limit);
  }
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
        summary: summaries[type](record),
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
