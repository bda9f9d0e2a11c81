import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as exportRoute from '@/app/api/staff/export/route';
import { callbackRequests, contactEnquiries, jobApplications, leadEvents, outbox, staffUsers } from '@/server/db/schema';
import { CLI_ACTOR } from '@/server/staff/audit';
import { SESSION_COOKIE } from '@/server/staff/request';
import { createSession } from '@/server/staff/sessions';
import { addStaffUser } from '@/server/staff/users';
import { formatCursor, parseCursor, readLeadFilter } from '@/lib/inbox/lead-filter';
import { withTestDatabase } from '../../../tests/support/database';
import { csvCell, csvLine } from './csv';
import { retryDelivery } from './lead-detail';
import { allLeads, leadPageStatement, listLeads } from './leads';

describe('CSV export cells', () => {
  it('neutralises formulas, quotes separators, quotes and line breaks, and keeps umlauts and Greek as they are', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","klick")')).toBe(`"'=HYPERLINK(""http://evil.example"",""klick"")"`);
    expect(csvCell('+49 30 1234567')).toBe(`'+49 30 1234567`);
    expect(csvCell('-2+3')).toBe(`'-2+3`);
    expect(csvCell('@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect(csvCell('\tcmd')).toBe(`'\tcmd`);
    expect(csvCell('Müller; Söhne')).toBe('"Müller; Söhne"');
    expect(csvCell('Zeile 1\nZeile 2')).toBe('"Zeile 1\nZeile 2"');
    expect(csvCell('Καλημέρα, Ελένη')).toBe('"Καλημέρα, Ελένη"');
    expect(csvCell('Jörg')).toBe('Jörg');
    expect(csvCell(null)).toBe('');
    expect(csvCell(false)).toBe('false');
    expect(csvCell(new Date('2026-11-23T08:00:00Z'))).toBe('2026-11-23T08:00:00.000Z');
    expect(csvLine(['a', 'b;c'])).toBe('a;"b;c"\r\n');
  });
});

describe('the CSV export', () => {
  const database = withTestDatabase();

  it('opens in Excel as UTF-8 (a byte-order mark before the header), keeps Greek and umlauts, neutralises formulas, and only for staff', async () => {
    await database.db.insert(contactEnquiries).values({
      id: '00000000-0000-4000-8000-000000000301',
      language: 'el',
      name: '=HYPERLINK("http://evil.example")',
      email: 'eleni@example.org',
      phone: '+35722123456',
      company: 'Ζαχαροπλαστείο Müller',
      inquiry: 'voice_agent',
      comment: '',
    });
    const exportRequest = (cookie: string) => new Request('http://localhost:3000/api/staff/export?kind=contact', { headers: { cookie } });
    expect((await exportRoute.GET(exportRequest(''))).status).toBe(401);

    const added = await addStaffUser(
      database.db,
      { email: 'staff@aitheria.example', password: 'lange-geheime-Passphrase-2026' },
      CLI_ACTOR,
    );
    const [user] = await database.db
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.email, added.ok ? added.email : ''));
    const { token } = await createSession(database.db, user!.id);
    const response = await exportRoute.GET(exportRequest(`${SESSION_COOKIE}=${token}`));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith('\uFEFFkind;id;created_at;')).toBe(true);
    const [, row] = text.slice(1).split('\r\n');
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(row).toContain('Ζαχαροπλαστείο Müller');
  });
});

describe('lead filter from the query string', () => {
  it('keeps known values and drops the rest', () => {
    expect(readLeadFilter({ kind: 'contact', status: 'done', from: '2026-11-01', q: '  Müller ' }).filter).toEqual({
      kind: 'contact',
      status: 'done',
      from: '2026-11-01',
      to: undefined,
      q: 'Müller',
    });
    expect(readLeadFilter({ kind: 'error', status: 'lost' })).toEqual({
      filter: { kind: undefined, status: undefined, from: undefined, to: undefined, q: undefined },
      problems: {},
    });
    const cursor = { createdAt: new Date('2026-11-23T08:00:00Z'), id: '00000000-0000-4000-8000-000000000001' };
    expect(parseCursor(formatCursor(cursor))).toEqual(cursor);
    expect(parseCursor('2026-11-23_drop table')).toBeUndefined();
  });

  it.each(['2026-02-31', '2026-13-01', '0000-01-01', '2026-00-10', 'gestern', '2026-1-1', '1969-12-31', '20261-01-01'])(
    'names the impossible date %s a problem instead of filtering by it',
    (day) => {
      const { filter, problems } = readLeadFilter({ from: day, to: day });
      expect(filter.from).toBeUndefined();
      expect(filter.to).toBeUndefined();
      expect(problems).toEqual({ from: 'invalidDate', to: 'invalidDate' });
    },
  );

  it('takes 29 February only in a leap year, refuses a range that ends before it starts, and a search with control characters', () => {
    expect(readLeadFilter({ from: '2028-02-29' }).problems).toEqual({});
    expect(readLeadFilter({ from: '2027-02-29' }).problems).toEqual({ from: 'invalidDate' });
    expect(readLeadFilter({ from: '2026-11-20', to: '2026-11-01' })).toMatchObject({
      filter: { from: undefined, to: '2026-11-01' },
      problems: { from: 'dateOrder' },
    });
    expect(readLeadFilter({ q: 'a\u0000b' })).toMatchObject({ filter: { q: undefined }, problems: { q: 'invalidCharacters' } });
    expect(readLeadFilter({ q: 'x'.repeat(500) }).filter.q).toHaveLength(100);
  });
});

describe('the lead list', () => {
  const database = withTestDatabase();

  it('lists every kind newest first, page by page without gaps or repeats, and filters by kind, status, date and search', async () => {
    const db = database.db;
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 8, minute));
    const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
    await db.insert(contactEnquiries).values(
      Array.from({ length: 30 }, (_, n) => ({
        id: id(n),
        createdAt: at(n),
        language: 'de',
        name: n === 7 ? 'Eleni Ioannou' : `Kontakt ${n}`,
        email: `k${n}@example.org`,
        phone: n === 9 ? '+49301234567' : '+4915100000000',
        company: n === 8 ? 'Ζαχαροπλαστείο Νίκος' : 'Firma',
        inquiry: 'voice_agent',
        comment: '',
        status: n % 3 === 0 ? ('done' as const) : ('new' as const),
      })),
    );
    await db
      .insert(callbackRequests)
      .values(Array.from({ length: 10 }, (_, n) => ({ id: id(100 + n), createdAt: at(n * 3 + 1), language: 'el', phone: '+35722123456' })));
    await db.insert(jobApplications).values({
      id: id(200),
      createdAt: new Date(Date.UTC(2026, 10, 22, 10, 0)),
      language: 'en',
      name: 'Jonas',
      email: 'jonas@example.org',
      phone: '+4915112345678',
      position: 'ai_developer',
    });

    const seen: string[] = [];
    let cursor;
    do {
      const page = await listLeads(db, {}, { cursor, size: 7 });
      seen.push(...page.rows.map((row) => row.id));
      cursor = page.next;
    } while (cursor);
    expect(seen).toHaveLength(41);
    expect(new Set(seen).size).toBe(41);
    expect(seen[0]).toBe(id(200));
    const all = [];
    for await (const row of allLeads(db, {})) all.push(row);
    expect(all.map((row) => row.createdAt.getTime())).toEqual([...all.map((row) => row.createdAt.getTime())].sort((a, b) => b - a));

    expect((await listLeads(db, { kind: 'callback' })).rows.every((row) => row.kind === 'callback' && row.phone === '+35722123456')).toBe(
      true,
    );
    expect((await listLeads(db, { status: 'done' })).rows).toHaveLength(10);
    expect((await listLeads(db, { q: 'ioannou' })).rows.map((row) => row.id)).toEqual([id(7)]);
    expect((await listLeads(db, { q: 'νίκος' })).rows.map((row) => row.id)).toEqual([id(8)]);
    expect((await listLeads(db, { q: '030 1234567' })).rows.map((row) => row.id)).toEqual([id(9)]);
    expect((await listLeads(db, { q: '100%_' })).rows).toHaveLength(0);
    // Dates are days in the company's time zone, both ends included.
    expect((await listLeads(db, { from: '2026-11-22', to: '2026-11-22' })).rows.map((row) => row.id)).toEqual([id(200)]);
    expect((await listLeads(db, { to: '2026-11-21' })).rows).toHaveLength(40);
  });

  it('reads 100,000 leads through the created_at index: no page sorts the whole table', async () => {
    const db = database.db;
    await db.execute(sql`
      insert into contact_enquiries (id, created_at, language, name, email, phone, company, inquiry, comment)
      select gen_random_uuid(), now() - (n || ' minutes')::interval, 'de', 'Name ' || n, 'p' || n || '@example.org', '+4915100000000', 'Firma', 'other', ''
      from generate_series(1, 100000) as n`);
    await db.execute(sql`analyze`);
    const first = await listLeads(db, { kind: 'contact' }, { size: 50 });
    const page = await listLeads(db, { kind: 'contact' }, { cursor: first.next, size: 50 });
    expect(page.rows).toHaveLength(50);
    // The plan of the very statement the inbox sends for page 2 (the one after the first page's cursor).
    const plan = (await db.execute(
      sql`explain ${leadPageStatement({ kind: 'contact' }, { cursor: first.next, size: 50 })}`,
    )) as unknown as {
      rows: Record<string, string>[];
    };
    const text = plan.rows.map((row) => Object.values(row).join(' ')).join('\n');
    expect(text).toContain('Index Scan Backward using contact_enquiries_created_idx');
    expect(text).not.toContain('Sort');
    expect(text).not.toContain('Seq Scan');
  });

  it('sends a failed delivery again with fresh attempts and records who did it; anything else is left alone', async () => {
    const db = database.db;
    const lead = '00000000-0000-4000-8000-00000000abcd';
    await db.insert(callbackRequests).values({ id: lead, language: 'de', phone: '+35722000000' });
    const delivery = (id: string, status: 'failed' | 'delivered') => ({
      id,
      channel: 'webhook' as const,
      topic: 'callback.voice-agent',
      submissionKind: 'callback' as const,
      submissionId: lead,
      payload: {},
      status,
      attempts: 8,
      lastError: 'HTTP 503',
    });
    await db
      .insert(outbox)
      .values([delivery('00000000-0000-4000-8000-0000000000f1', 'failed'), delivery('00000000-0000-4000-8000-0000000000f2', 'delivered')]);
    expect(await retryDelivery(db, 'callback', lead, '00000000-0000-4000-8000-0000000000f2', 'anna@example.com')).toBe(false);
    expect(
      await retryDelivery(
        db,
        'contact',
        '00000000-0000-4000-8000-000000000999',
        '00000000-0000-4000-8000-0000000000f1',
        'anna@example.com',
      ),
    ).toBe(false);
    expect(await retryDelivery(db, 'callback', lead, '00000000-0000-4000-8000-0000000000f1', 'anna@example.com')).toBe(true);
    const [retried] = await db.select().from(outbox).where(eq(outbox.id, '00000000-0000-4000-8000-0000000000f1'));
    expect(retried).toMatchObject({ status: 'pending', attempts: 0, lastError: 'HTTP 503' });
    expect(await db.select().from(leadEvents).where(eq(leadEvents.submissionId, lead))).toEqual([
      expect.objectContaining({ actor: 'anna@example.com', action: 'retry', note: 'callback.voice-agent' }),
    ]);
  });
});
