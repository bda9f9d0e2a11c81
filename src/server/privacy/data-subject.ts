import 'server-only';
import { randomUUID } from 'node:crypto';
import { ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { toE164 } from '@/lib/schemas/fields';
import type { Database, Transaction } from '../db';
import { containsPattern } from '../db/like-pattern';
import {
  callbackCalls,
  callbackRequests,
  contactEnquiries,
  doNotCall,
  erasures,
  errorReports,
  jobApplications,
  leadEvents,
  newsletterSubscribers,
  outbox,
  rateLimitWindows,
} from '../db/schema';
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
    const phone = toE164(phoneInput, 'de');
    if (!phone) return null;
    subject.phone = phone;
  }
  return subject.email || subject.phone ? subject : null;
}

const anyOf = (parts: (SQL | undefined)[]) => or(...parts.filter((part): part is SQL => part !== undefined)) ?? sql`false`;

type Identifiers = { emails: string[]; phones: string[] };

/** Everything stored under these addresses and numbers, table by table. */
async function collectFor(db: Database | Transaction, { emails, phones }: Identifiers) {
  const byEmail = (column: AnyPgColumn) => (emails.length ? inArray(sql`lower(${column})`, emails) : undefined);
  const byPhone = (column: AnyPgColumn) => (phones.length ? inArray(column, phones) : undefined);
  // One query after another: inside the erasure's transaction they share one connection.
  const contacts = await db
    .select()
    .from(contactEnquiries)
    .where(anyOf([byEmail(contactEnquiries.email), byPhone(contactEnquiries.phone)]));
  const applications = await db
    .select()
    .from(jobApplications)
    .where(anyOf([byEmail(jobApplications.email), byPhone(jobApplications.phone)]));
  const callbacks = await db
    .select()
    .from(callbackRequests)
    .where(anyOf([byPhone(callbackRequests.phone)]));
  // A callback's call: the platform's summary and transcript of what was said (deleted with the callback).
  const calls = callbacks.length
    ? await db
        .select()
        .from(callbackCalls)
        .where(
          inArray(
            callbackCalls.callbackId,
            callbacks.map((row) => row.id),
          ),
        )
    : [];
  const newsletter = await db
    .select()
    .from(newsletterSubscribers)
    .where(anyOf([emails.length ? inArray(newsletterSubscribers.email, emails) : undefined]));
  // An error report holds no contact field, but a visitor may have typed their address into a page that failed.
  const errors = await db
    .select()
    .from(errorReports)
    .where(
      anyOf(
        [...emails, ...phones].flatMap((value) => [
          ilike(errorReports.message, containsPattern(value)),
          ilike(errorReports.url, containsPattern(value)),
          ilike(errorReports.stack, containsPattern(value)),
        ]),
      ),
    );
  const blocked = await db
    .select()
    .from(doNotCall)
    .where(anyOf([byPhone(doNotCall.phone)]));
  const submissionIds = [...contacts, ...applications, ...callbacks, ...newsletter, ...errors].map((row) => row.id);
  const payloadMatches = [...emails, ...phones].map((value) => sql`${outbox.payload}::text ilike ${containsPattern(value)}`);
  const deliveries = await db
    .select()
    .from(outbox)
    .where(anyOf([submissionIds.length ? inArray(outbox.submissionId, submissionIds) : undefined, ...payloadMatches]));
  const notes = submissionIds.length ? await db.select().from(leadEvents).where(inArray(leadEvents.submissionId, submissionIds)) : [];
  return { contacts, applications, callbacks, calls, newsletter, errors, deliveries, notes, doNotCall: blocked };
}

/**
 * Everything stored about the subject. A record found by the address also names the person's
 * number (and the other way round), so the search runs again with those until nothing new turns
 * up: a callback left under the number belongs to the same person.
 */
async function collect(db: Database | Transaction, subject: Subject) {
  const ids: Identifiers = { emails: subject.email ? [subject.email] : [], phones: subject.phone ? [subject.phone] : [] };
  for (;;) {
    const data = await collectFor(db, ids);
    const people = [...data.contacts, ...data.applications];
    const emails = new Set([...ids.emails, ...people.map((row) => row.email.toLowerCase())]);
    const phones = new Set([...ids.phones, ...people.map((row) => row.phone)]);
    if (emails.size === ids.emails.length && phones.size === ids.phones.length) return { ...data, identifiers: ids };
    ids.emails = [...emails];
    ids.phones = [...phones];
  }
}

export type SubjectData = Awaited<ReturnType<typeof collect>>;

export function findSubject(db: Database, subject: Subject): Promise<SubjectData> {
  return collect(db, subject);
}

/** Rows found per table (the identifiers the search followed are not a table). */
export const countsOf = (data: SubjectData) =>
  Object.fromEntries(
    Object.entries(data)
      .filter(([table]) => table !== 'identifiers')
      .map(([table, rows]) => [table, (rows as unknown[]).length]),
  );

/** The answer to an access request (GDPR Art. 15 and 20): everything, as JSON. The audit log keeps only the counts. */
export async function exportSubject(db: Database, subject: Subject, actor: string) {
  const data = await collect(db, subject);
  await audit(db, actor, 'subject_export', countsOf(data));
  return { exportedAt: new Date().toISOString(), subject, ...data };
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
    const remove = async (
      table:
        typeof contactEnquiries | typeof jobApplications | typeof callbackRequests | typeof newsletterSubscribers | typeof errorReports,
      rows: { id: string }[],
    ) => {
      if (rows.length) await tx.delete(table).where(inArray(table.id, ids(rows)));
    };
    await remove(contactEnquiries, data.contacts);
    await remove(jobApplications, data.applications);
    await remove(callbackRequests, data.callbacks);
    await remove(newsletterSubscribers, data.newsletter);
    await remove(errorReports, data.errors);
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
