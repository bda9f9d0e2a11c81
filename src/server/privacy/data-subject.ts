import 'server-only';
import { randomUUID } from 'node:crypto';
import { ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { TEAM_LANGUAGE } from '@/i18n/locales';
import { toE164 } from '@/lib/schemas/fields';
import type { Database, Transaction } from '../db';
import { containsPattern } from '../db/like-pattern';
import { doNotCall, erasures, leadEvents, outbox, rateLimitWindows } from '../db/schema';
import type { StoredRow } from '../enquiries/entry';
import { storedEnquiries } from '../enquiries/registry';
import { audit } from '../staff/audit';
import { addDoNotCall } from '../voice/do-not-call';

/** Whom a data-subject request is about: an e-mail address, a phone number, or both. */
export type Subject = { email?: string; phone?: string };

/** Reads the request form: a blank field is absent; a phone number is stored in E.164, so it is searched that way. */
export function parseSubject(input: { email?: string | null; phone?: string | null }): Subject | null {
  const email = input.email?.trim().toLowerCase();
  const phoneInput = input.phone?.trim();
  const subject: Subject = {};
  if (email) {
    if (!z.email().safeParse(email).success) return null;
    subject.email = email;
  }
  if (phoneInput) {
    const phone = toE164(phoneInput, TEAM_LANGUAGE);
    if (!phone) return null;
    subject.phone = phone;
  }
  return subject.email || subject.phone ? subject : null;
}

const anyOf = (parts: (SQL | undefined)[]) => or(...parts.filter((part): part is SQL => part !== undefined)) ?? sql`false`;

type Identifiers = { emails: string[]; phones: string[] };

/** The kinds whose rows hold personal data, each table once (server/enquiries/registry.ts). */
const withPersonalData = storedEnquiries.flatMap((entry) => (entry.personalData ? [{ ...entry.personalData, table: entry.table }] : []));
type Holder = (typeof withPersonalData)[number];
const columnOf = (holder: Holder, field: string) => (holder.table as unknown as Record<string, AnyPgColumn>)[field]!;

/** Everything stored under these addresses and numbers, table by table. */
async function collectFor(db: Database | Transaction, { emails, phones }: Identifiers) {
  const byEmail = (column: AnyPgColumn) => (emails.length ? inArray(sql`lower(${column})`, emails) : undefined);
  const byPhone = (column: AnyPgColumn) => (phones.length ? inArray(column, phones) : undefined);
  const mentioning = (column: AnyPgColumn) => [...emails, ...phones].map((value) => ilike(column, containsPattern(value)));
  // One query after another: inside the erasure's transaction they share one connection.
  const found: Record<string, StoredRow[]> = {};
  for (const holder of withPersonalData) {
    const { email, phone, mentionedIn = [] } = holder;
    const where = anyOf([
      email ? byEmail(columnOf(holder, email)) : undefined,
      phone ? byPhone(columnOf(holder, phone)) : undefined,
      ...mentionedIn.flatMap((field) => mentioning(columnOf(holder, field))),
    ]);
    found[holder.exportedAs] = (await db.select().from(holder.table).where(where)) as StoredRow[];
  }
  // Rows of other tables that belong to those (a callback's call), deleted with them by their foreign key.
  const attached: Record<string, unknown[]> = {};
  for (const holder of withPersonalData) {
    const ids = (found[holder.exportedAs] ?? []).map((row) => row.id);
    if (holder.attached) attached[holder.attached.exportedAs] = ids.length ? await holder.attached.rows(db, ids) : [];
  }
  const blocked = await db
    .select()
    .from(doNotCall)
    .where(anyOf([byPhone(doNotCall.phone)]));
  const submissionIds = Object.values(found).flatMap((rows) => rows.map((row) => row.id));
  const payloadMatches = [...emails, ...phones].map((value) => sql`${outbox.payload}::text ilike ${containsPattern(value)}`);
  const deliveries = await db
    .select()
    .from(outbox)
    .where(anyOf([submissionIds.length ? inArray(outbox.submissionId, submissionIds) : undefined, ...payloadMatches]));
  const notes = submissionIds.length ? await db.select().from(leadEvents).where(inArray(leadEvents.submissionId, submissionIds)) : [];
  return { found, attached, deliveries, notes, doNotCall: blocked };
}

/**
 * Everything stored about the subject. A record that holds both an address and a number names the
 * person's other identifier, so the search runs again with those until nothing new turns
 * up: a callback left under the number belongs to the same person.
 */
async function collect(db: Database | Transaction, subject: Subject) {
  const ids: Identifiers = { emails: subject.email ? [subject.email] : [], phones: subject.phone ? [subject.phone] : [] };
  for (;;) {
    const data = await collectFor(db, ids);
    const emails = new Set(ids.emails);
    const phones = new Set(ids.phones);
    for (const holder of withPersonalData) {
      if (!holder.email || !holder.phone) continue;
      for (const row of data.found[holder.exportedAs] ?? []) {
        emails.add(String(row[holder.email]).toLowerCase());
        phones.add(String(row[holder.phone]));
      }
    }
    if (emails.size === ids.emails.length && phones.size === ids.phones.length) return { ...data, identifiers: ids };
    ids.emails = [...emails];
    ids.phones = [...phones];
  }
}

export type SubjectData = Awaited<ReturnType<typeof collect>>;

export function findSubject(db: Database, subject: Subject): Promise<SubjectData> {
  return collect(db, subject);
}

/** What was found, table by table: each kind's rows under its export name, then deliveries, notes and the do-not-call entries. */
const tablesOf = ({ found, attached, deliveries, notes, doNotCall: blocked }: SubjectData): Record<string, unknown[]> => ({
  ...found,
  ...attached,
  deliveries,
  notes,
  doNotCall: blocked,
});

/** Rows found per table (the identifiers the search followed are not a table). */
export const countsOf = (data: SubjectData) =>
  Object.fromEntries(Object.entries(tablesOf(data)).map(([table, rows]) => [table, (rows as unknown[]).length]));

/** The answer to an access request (GDPR Art. 15 and 20): everything, as JSON. The audit log keeps only the counts. */
export async function exportSubject(
  db: Database,
  subject: Subject,
  actor: string,
): Promise<{ exportedAt: string } & Record<string, unknown>> {
  const data = await collect(db, subject);
  await audit(db, actor, 'subject_export', countsOf(data));
  return { exportedAt: new Date().toISOString(), subject, ...tablesOf(data), identifiers: data.identifiers };
}

/**
 * Erasure (GDPR Art. 17): deletes every record, delivery, note and rate-limit counter that holds
 * the subject's address or number, and leaves a tombstone that says only that and when an
 * erasure happened. The subject's phone numbers go onto the do-not-call list (source `erasure`):
 * the one thing we must keep so that nobody calls them again (privacy page §rueckruf).
 */
export async function eraseSubject(db: Database, subject: Subject, actor: string): Promise<Record<string, number>> {
  return db.transaction(async (tx) => {
    const data = await collect(tx, subject);
    const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
    for (const holder of withPersonalData) {
      const rows = data.found[holder.exportedAs] ?? [];
      if (rows.length) await tx.delete(holder.table).where(inArray(holder.table.id, ids(rows)));
    }
    if (data.deliveries.length) await tx.delete(outbox).where(inArray(outbox.id, ids(data.deliveries)));
    if (data.notes.length)
      await tx.delete(leadEvents).where(
        inArray(
          leadEvents.id,
          data.notes.map((note) => note.id),
        ),
      );
    const phones = data.identifiers.phones;
    const keys = [...data.identifiers.emails, ...phones];
    const counters = keys.length
      ? await tx
          .delete(rateLimitWindows)
          .where(or(...keys.map((value) => ilike(rateLimitWindows.key, containsPattern(value)))))
          .returning({ key: rateLimitWindows.key })
      : [];
    for (const phone of phones) await addDoNotCall(tx as unknown as Database, { phone, reason: 'erasure request', source: 'erasure' });
    await tx.insert(erasures).values({ id: randomUUID() });
    const counts = { ...countsOf(data), rateLimitCounters: counters.length, doNotCall: phones.length };
    await audit(tx, actor, 'erasure', counts);
    return counts;
  });
}
