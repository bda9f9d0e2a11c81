import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RETENTION } from '@/lib/constants/retention';
import {
  auditLog,
  callbackRequests,
  contactEnquiries,
  doNotCall,
  erasures,
  errorReports,
  jobApplications,
  leadEvents,
  outbox,
  rateLimitWindows,
  webhookReceipts,
} from '@/server/db/schema';
import { resetEnvForTests } from '@/server/env';
import { withTestDatabase } from '../../../tests/support/database';
import { callbackConsentFields, jsonRequest } from '../../../tests/support/requests';
import * as callbackRoute from '../../app/api/callback-automation/route';
import * as contactRoute from '../../app/api/contact/route';
import * as errorReportRoute from '../../app/api/error-report/route';
import * as applicationRoute from '../../app/api/job-application/route';
import * as unsubscribeRoute from '../../app/api/newsletter/unsubscribe/route';
import { addLeadNote, setLeadStatus } from '../inbox/lead-detail';
import { eraseSubject, exportSubject, parseSubject } from './data-subject';
import { purgeExclusively } from './retention';

resetEnvForTests();
const handle = withTestDatabase();
let ipCounter = 0;
const nextIp = () => `198.51.100.${++ipCounter}`;

async function post(route: { POST: (request: Request) => Promise<Response> }, path: string, body: unknown): Promise<string> {
  const response = await route.POST(jsonRequest(path, body, { ip: nextIp() }));
  expect(response.status).toBeLessThan(300);
  return ((await response.json()) as { id?: string }).id ?? '';
}

/** Everything a person may have left with us, through every public form. */
async function leaveTraces(person: { name: string; email: string; phone: string; national: string }) {
  const contact = await post(contactRoute, '/api/contact', {
    name: person.name,
    email: person.email,
    phone: person.national,
    website: '',
    company: `${person.name} GmbH`,
    inquiry: 'voice_agent',
    comment: `Bitte melden Sie sich bei ${person.name}.`,
    language: 'de',
  });
  await post(applicationRoute, '/api/job-application', {
    name: person.name,
    email: person.email,
    phone: person.phone,
    position: 'ai_developer',
    comment: '',
    language: 'en',
  });
  await post(callbackRoute, '/api/callback-automation', { phone: person.phone, website: '', language: 'de', ...callbackConsentFields });
  await post(unsubscribeRoute, '/api/newsletter/unsubscribe', { email: person.email });
  await post(errorReportRoute, '/api/error-report', {
    subject: 'Crash',
    error: {
      message: `invalid address ${person.email}`,
      stack: 'at Form',
      url: 'https://example.com/kontakt',
      userAgent: 'Firefox',
      timestamp: '2026-11-22T07:00:00.000Z',
    },
    language: 'de',
  });
  await addLeadNote(handle.db, 'contact', contact, `Rückruf bei ${person.name} vereinbart`, 'team@example.com');
  await setLeadStatus(handle.db, 'contact', contact, 'in_progress', 'team@example.com');
  return contact;
}

/** Every row of every table of the database, as text. */
async function allRowsAsText(): Promise<Record<string, string>> {
  const tables = (await handle.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as unknown as { rows: { table_name: string }[] };
  const dump: Record<string, string> = {};
  for (const { table_name } of tables.rows) {
    const rows = (await handle.db.execute(sql`select row_to_json(t)::text as row from ${sql.identifier(table_name)} t`)) as unknown as {
      rows: { row: string }[];
    };
    dump[table_name] = rows.rows.map((row) => row.row).join('\n');
  }
  return dump;
}

describe('data-subject requests', () => {
  const person = { name: 'Eleni Papadaki', email: 'eleni.papadaki@example.org', phone: '+4915123456789', national: '0151 23456789' };
  const bystander = { name: 'Jonas Weber', email: 'jonas.weber@example.org', phone: '+4915198765432', national: '0151 98765432' };

  it('finds a person by e-mail or number, in the form staff type them', () => {
    expect(parseSubject({ email: ' Eleni.Papadaki@Example.org ', phone: '' })).toEqual({ email: 'eleni.papadaki@example.org' });
    expect(parseSubject({ email: '', phone: '0151 23456789' })).toEqual({ phone: '+4915123456789' });
    expect(parseSubject({ email: 'kein-mail', phone: '' })).toBeNull();
    expect(parseSubject({ email: '', phone: '' })).toBeNull();
  });

  it('exports everything stored about the person, and the audit log keeps only counts', async () => {
    await leaveTraces(person);
    const data = await exportSubject(handle.db, { email: person.email, phone: person.phone }, 'team@example.com');
    expect(data.contacts).toHaveLength(1);
    expect(data.applications).toHaveLength(1);
    expect(data.callbacks).toHaveLength(1);
    expect(data.newsletter).toHaveLength(1);
    expect(data.errors).toHaveLength(1);
    expect((data.deliveries as unknown[]).length).toBeGreaterThanOrEqual(5);
    expect(data.notes).toHaveLength(2);
    const [line] = await handle.db.select().from(auditLog).where(eq(auditLog.action, 'subject_export'));
    expect(JSON.stringify(line)).not.toContain(person.email);
  });

  it('erasure leaves nothing about the person in any table but the number on the do-not-call list, and keeps everyone else', async () => {
    await leaveTraces(bystander);
    const before = await allRowsAsText();
    expect(Object.values(before).join('\n')).toContain(person.email);

    const counts = await eraseSubject(handle.db, { email: person.email }, 'team@example.com');
    expect(counts).toMatchObject({ contacts: 1, applications: 1, newsletter: 1, errors: 1, notes: 2 });

    const after = await allRowsAsText();
    const traces = [person.email, person.name, person.phone, person.phone.slice(3), 'Papadaki'];
    for (const [table, text] of Object.entries(after)) {
      for (const trace of traces) {
        if (table === 'do_not_call' && person.phone.includes(trace)) continue;
        expect(text.toLowerCase().includes(trace.toLowerCase()), `${trace} left in ${table}`).toBe(false);
      }
    }
    // The one thing kept on purpose: never call the number again.
    expect(await handle.db.select().from(doNotCall).where(eq(doNotCall.phone, person.phone))).toEqual([
      expect.objectContaining({ phone: person.phone, source: 'erasure', reason: 'erasure request' }),
    ]);
    // The tombstone says that and when, nothing more.
    const [tombstone] = await handle.db.select().from(erasures);
    expect(Object.keys(tombstone!).sort()).toEqual(['erasedAt', 'id']);
    // Everyone else is untouched.
    for (const trace of [bystander.email, bystander.name, bystander.phone]) expect(Object.values(after).join('\n')).toContain(trace);
    expect(after.do_not_call).not.toContain(bystander.phone);
  });
});

describe('retention', () => {
  it('deletes enquiries three years after they were closed, error reports and request logs after seven days, and keeps the rest', async () => {
    const db = handle.db;
    await db.delete(contactEnquiries);
    await db.delete(callbackRequests);
    await db.delete(jobApplications);
    await db.delete(errorReports);
    const base = { language: 'de', phone: '+49301234567' };
    const contact = (id: string, closedAt: Date | null, status: 'new' | 'done' = closedAt ? 'done' : 'new') => ({
      ...base,
      id,
      status,
      closedAt,
      createdAt: new Date('2020-01-01T00:00:00Z'),
      name: 'N',
      email: 'n@example.org',
      company: 'C',
      inquiry: 'other',
      comment: '',
    });
    const now = new Date('2026-11-23T12:00:00Z');
    const day = 24 * 60 * 60_000;
    const threeYearsAgo = new Date('2023-11-23T12:00:00Z');
    await db.insert(contactEnquiries).values([
      contact('00000000-0000-4000-8000-000000000001', new Date(threeYearsAgo.getTime() - day)),
      contact('00000000-0000-4000-8000-000000000002', new Date(threeYearsAgo.getTime() + day)),
      // Open since 2020: never closed, so kept.
      contact('00000000-0000-4000-8000-000000000003', null),
    ]);
    await db
      .insert(callbackRequests)
      .values({ ...base, id: '00000000-0000-4000-8000-000000000004', status: 'spam', closedAt: new Date('2022-05-01T00:00:00Z') });
    await db.insert(outbox).values({
      id: '00000000-0000-4000-8000-0000000000a1',
      channel: 'mail',
      topic: 'contact.team-notification',
      submissionKind: 'contact',
      submissionId: '00000000-0000-4000-8000-000000000001',
      payload: {},
    });
    await db
      .insert(leadEvents)
      .values({ submissionKind: 'contact', submissionId: '00000000-0000-4000-8000-000000000001', actor: 'a', action: 'note', note: 'n' });
    const report = (id: string, createdAt: Date) => ({
      id,
      createdAt,
      language: 'de',
      subject: 's',
      message: 'm',
      stack: '',
      url: '/',
      userAgent: 'x',
      occurredAt: '',
    });
    await db
      .insert(errorReports)
      .values([
        report('00000000-0000-4000-8000-000000000011', new Date(now.getTime() - RETENTION.errorReportDays * day - 1000)),
        report('00000000-0000-4000-8000-000000000012', new Date(now.getTime() - RETENTION.errorReportDays * day + 60_000)),
      ]);
    await db.insert(rateLimitWindows).values([
      { key: 'contact:203.0.113.1', windowStart: new Date(now.getTime() - 8 * day), hits: 1 },
      { key: 'contact:203.0.113.2', windowStart: new Date(now.getTime() - 60_000), hits: 1 },
    ]);
    await db.insert(webhookReceipts).values({ signature: 'old', receivedAt: new Date(now.getTime() - 8 * day) });
    const monthsAgo = (months: number, plusMs = 0) => {
      const at = new Date(now);
      at.setUTCMonth(at.getUTCMonth() - months);
      return new Date(at.getTime() + plusMs);
    };
    await db.insert(auditLog).values([
      { actor: 'old@example.com', action: 'sign_in', at: monthsAgo(RETENTION.auditLogMonths, -1000) },
      { actor: 'recent@example.com', action: 'sign_in', at: monthsAgo(RETENTION.auditLogMonths, 60_000) },
    ]);

    const result = (await purgeExclusively(db, 'retention job', { now })) as Record<string, number>;
    expect(result).toMatchObject({
      contactEnquiries: 1,
      callbackRequests: 1,
      errorReports: 1,
      deliveries: 1,
      leadEvents: 1,
      webhookReceipts: 1,
      auditLog: 1,
    });
    const actors = (await db.select({ actor: auditLog.actor }).from(auditLog)).map((row) => row.actor);
    expect(actors).toContain('recent@example.com');
    expect(actors).not.toContain('old@example.com');
    expect((await db.select({ id: contactEnquiries.id }).from(contactEnquiries)).map((row) => row.id).sort()).toEqual([
      '00000000-0000-4000-8000-000000000002',
      '00000000-0000-4000-8000-000000000003',
    ]);
    expect((await db.select({ id: errorReports.id }).from(errorReports)).map((row) => row.id)).toEqual([
      '00000000-0000-4000-8000-000000000012',
    ]);
    expect(await db.select().from(callbackRequests)).toHaveLength(0);
    expect((await db.select().from(rateLimitWindows)).map((row) => row.key)).toContain('contact:203.0.113.2');
    expect((await db.select().from(rateLimitWindows)).map((row) => row.key)).not.toContain('contact:203.0.113.1');
    const [line] = await db.select().from(auditLog).where(eq(auditLog.action, 'purge'));
    expect(line).toMatchObject({ actor: 'retention job', detail: expect.objectContaining({ contactEnquiries: 1 }) });

    // A second run a day later finds the next closed enquiry due only when its three years are up.
    expect(
      ((await purgeExclusively(db, 'retention job', { now: new Date(now.getTime() + day) })) as Record<string, number>).contactEnquiries,
    ).toBe(0);
    expect(
      ((await purgeExclusively(db, 'retention job', { now: new Date(now.getTime() + 2 * day + 1000) })) as Record<string, number>)
        .contactEnquiries,
    ).toBe(1);
  });
});
