import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useDatabaseForTests } from '@/server/db';
import type { DatabaseHandle } from '@/server/db/client';
import {
  callbackRequests,
  contactEnquiries,
  errorReports,
  jobApplications,
  newsletterSubscribers,
  outbox,
  rateLimitWindows,
} from '@/server/db/schema';
import { resetEnvForTests } from '@/server/env';
import { mailOfDelivery } from '@/server/mail/deliveries';
import type { MailDelivery } from '@/server/mail/types';
import { withTestDatabase } from '../../../tests/support/database';
import { addressesFrom, callbackConsentFields, formRequest, jsonRequest } from '../../../tests/support/requests';
import * as callbackRoute from './callback-automation/route';
import * as contactRoute from './contact/route';
import * as errorReportRoute from './error-report/route';
import * as applicationRoute from './job-application/route';
import * as unsubscribeRoute from './newsletter/unsubscribe/route';
import * as analysisRoute from './website-analysis/route';

const database = withTestDatabase();
/** Every test posts from its own address, so rate limits of one test never touch another. */
const nextIp = addressesFrom('198.51.100');

beforeEach(() => {
  delete process.env.RATE_LIMIT_SCALE;
  resetEnvForTests();
});

const validContact = {
  name: '  Maria Schneider ',
  email: 'Maria.Schneider@Beispiel.de',
  phone: '030 1234567',
  website: 'beispiel.de',
  company: 'Schneider Immobilien GmbH',
  inquiry: 'voice_agent',
  comment: 'Wir erhalten 200 Anrufe am Tag.',
  language: 'de',
};

const validApplication = {
  name: 'Jonas Weber',
  email: 'jonas@example.org',
  phone: '+49 151 12345678',
  position: 'ai_developer',
  comment: '',
  language: 'en',
};

const validErrorReport = {
  subject: 'Crash: x is undefined',
  error: {
    message: 'x is undefined',
    stack: 'at Home',
    url: 'https://example.com/',
    userAgent: 'Firefox',
    timestamp: '2026-11-22T07:00:00.000Z',
  },
  language: 'el',
};

async function answer(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('POST /api/contact', () => {
  it('stores a valid enquiry normalised (E.164, trimmed, lower-cased email) with its two mails in the outbox', async () => {
    const { status, body } = await answer(await contactRoute.POST(jsonRequest('/api/contact', validContact, { ip: nextIp() })));
    expect(status).toBe(201);
    expect(body).toEqual({ ok: true, id: expect.any(String) });
    const [row] = await database.db
      .select()
      .from(contactEnquiries)
      .where(eq(contactEnquiries.id, body.id as string));
    expect(row).toMatchObject({
      name: 'Maria Schneider',
      email: 'maria.schneider@beispiel.de',
      phone: '+49301234567',
      website: 'https://beispiel.de',
      inquiry: 'voice_agent',
      language: 'de',
      userAgent: 'vitest',
    });
    expect(row!.ip).toMatch(/^198\.51\.100\./);
    const deliveries = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.submissionId, body.id as string));
    expect(deliveries.map((delivery) => delivery.topic).sort()).toEqual(['contact.confirmation', 'contact.team-notification']);
    expect(deliveries.every((delivery) => delivery.status === 'pending')).toBe(true);
  });

  it.each([
    ['name', 'required', { name: '   ' }],
    ['email', 'emailRequired', { email: '' }],
    ['email', 'emailInvalid', { email: 'maria@' }],
    ['phone', 'phoneRequired', { phone: '' }],
    ['phone', 'phoneInvalid', { phone: '12' }],
    ['phone', 'phoneInvalid', { phone: '+49 1' }],
    ['website', 'websiteInvalid', { website: 'not a url' }],
    ['company', 'required', { company: '' }],
    ['inquiry', 'choose', { inquiry: 'pizza' }],
    ['comment', 'required', { comment: ' ' }],
    ['comment', 'tooLong', { comment: 'x'.repeat(5001) }],
  ])('rejects an invalid %s with 400 and the field error %s', async (field, code, change) => {
    const { status, body } = await answer(
      await contactRoute.POST(jsonRequest('/api/contact', { ...validContact, ...change }, { ip: nextIp() })),
    );
    expect(status).toBe(400);
    const error = body.error as { code: string; fields: Record<string, { code: string; message: string }> };
    expect(error.code).toBe('invalid_payload');
    expect(error.fields[field]).toEqual({ code, message: expect.any(String) });
    expect(error.fields[field]!.message).not.toContain('formErrors');
  });

  it('answers field errors in the language of the payload', async () => {
    const { body } = await answer(
      await contactRoute.POST(jsonRequest('/api/contact', { ...validContact, email: 'x', language: 'el' }, { ip: nextIp() })),
    );
    const error = body.error as { message: string; fields: Record<string, { message: string }> };
    expect(error.fields.email!.message).toMatch(/[α-ω]/);
  });

  it('rejects unknown fields, a wrong language and a missing field', async () => {
    for (const payload of [
      { ...validContact, admin: true },
      { ...validContact, language: 'fr' },
      { ...validContact, comment: undefined },
    ]) {
      const response = await contactRoute.POST(jsonRequest('/api/contact', payload, { ip: nextIp() }));
      expect(response.status).toBe(400);
    }
  });

  it('answers bad JSON, a wrong content type, an oversized body and a wrong method with 4xx JSON', async () => {
    const badJson = await answer(await contactRoute.POST(jsonRequest('/api/contact', '{"name": ', { ip: nextIp() })));
    expect(badJson).toMatchObject({ status: 400, body: { ok: false, error: { code: 'invalid_json' } } });
    const array = await answer(await contactRoute.POST(jsonRequest('/api/contact', '[1,2]', { ip: nextIp() })));
    expect(array.status).toBe(400);
    const text = await answer(
      await contactRoute.POST(jsonRequest('/api/contact', 'hello', { ip: nextIp(), headers: { 'content-type': 'text/plain' } })),
    );
    expect(text).toMatchObject({ status: 415, body: { ok: false, error: { code: 'unsupported_media_type' } } });
    const huge = await answer(
      await contactRoute.POST(jsonRequest('/api/contact', { ...validContact, comment: 'x'.repeat(33 * 1024) }, { ip: nextIp() })),
    );
    expect(huge).toMatchObject({ status: 413, body: { ok: false, error: { code: 'payload_too_large' } } });
    const get = await contactRoute.GET(new Request('http://localhost/api/contact'));
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(await get.json()).toMatchObject({ ok: false, error: { code: 'method_not_allowed' } });
  });

  it('stores one record for a retried request with the same idempotency key', async () => {
    const ip = nextIp();
    const headers = { 'idempotency-key': 'retry-key-0001' };
    const [first, second] = await Promise.all([
      contactRoute.POST(jsonRequest('/api/contact', validContact, { ip, headers })),
      contactRoute.POST(jsonRequest('/api/contact', validContact, { ip, headers })),
    ]);
    const bodies = [await first!.json(), await second!.json()];
    expect(bodies[0].id).toBe(bodies[1].id);
    expect([first!.status, second!.status].sort()).toEqual([200, 201]);
    const rows = await database.db.select().from(contactEnquiries).where(eq(contactEnquiries.idempotencyKey, 'retry-key-0001'));
    expect(rows).toHaveLength(1);
    expect(await database.db.select().from(outbox).where(eq(outbox.submissionId, bodies[0].id))).toHaveLength(2);
    const malformed = await contactRoute.POST(
      jsonRequest('/api/contact', validContact, { ip, headers: { 'idempotency-key': 'bad key!' } }),
    );
    expect(malformed.status).toBe(400);
  });

  it('answers a filled-in honeypot like a success and stores nothing', async () => {
    const before = await database.db.$count(contactEnquiries);
    const response = await contactRoute.POST(jsonRequest('/api/contact', { ...validContact, fax_number: 'spam' }, { ip: nextIp() }));
    expect(response.status).toBe(201);
    expect(await database.db.$count(contactEnquiries)).toBe(before);
  });

  it('limits requests per IP with 429 and Retry-After', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await contactRoute.POST(jsonRequest('/api/contact', { ...validContact, name: '' }, { ip }))).status);
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    const limited = await contactRoute.POST(jsonRequest('/api/contact', validContact, { ip }));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ ok: false, error: { code: 'rate_limited' } });
    const otherIp = await contactRoute.POST(jsonRequest('/api/contact', validContact, { ip: nextIp() }));
    expect(otherIp.status).toBe(201);
  });

  it('answers a plain form POST (no JavaScript) with a redirect to the result page in its language', async () => {
    const sent = await contactRoute.POST(
      formRequest(
        '/api/contact',
        { ...validContact, phone: '+49 30 1234567', language: 'en' },
        { ip: nextIp(), referer: 'http://localhost:3000/en/contact' },
      ),
    );
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/en/enquiry?form=contact&status=sent&back=%2Fen%2Fcontact');
    const invalid = await contactRoute.POST(formRequest('/api/contact', { ...validContact, email: '', phone: 'x' }, { ip: nextIp() }));
    expect(invalid.status).toBe(303);
    expect(invalid.headers.get('location')).toBe('/anfrage?form=contact&status=invalid&fields=email%2Cphone');
  });
});

describe('POST /api/callback-automation', () => {
  it('stores the callback with its webhook and team mail, website null when empty', async () => {
    const { status, body } = await answer(
      await callbackRoute.POST(
        jsonRequest(
          '/api/callback-automation',
          { phone: '+357 22 123456', website: '', language: 'el', ...callbackConsentFields },
          { ip: nextIp() },
        ),
      ),
    );
    expect(status).toBe(201);
    const [row] = await database.db
      .select()
      .from(callbackRequests)
      .where(eq(callbackRequests.id, body.id as string));
    expect(row).toMatchObject({ phone: '+35722123456', website: null, language: 'el' });
    const deliveries = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.submissionId, body.id as string));
    const webhook = deliveries.find((delivery) => delivery.channel === 'webhook');
    expect(webhook?.payload).toMatchObject({
      event: 'callback.requested',
      id: body.id,
      phone: '+35722123456',
      language: 'el',
      callWithinMinutes: 15,
    });
    expect(deliveries.filter((delivery) => delivery.channel === 'mail')).toHaveLength(1);
  });

  it('limits callbacks per phone number across addresses', async () => {
    const payload = { phone: '+49 89 4444 5555', website: null, language: 'de', ...callbackConsentFields };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await callbackRoute.POST(jsonRequest('/api/callback-automation', payload, { ip: nextIp() }))).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it.each([
    [{ phone: 'abc', language: 'de' }, 'phone'],
    [{ phone: '+49 30 1234567', website: 'javascript:alert(1)', language: 'de' }, 'website'],
    [{ phone: '+49 30 1234567', language: 'xx' }, 'language'],
    [{ phone: '+49 30 1234567', language: 'de', consentVersion: '2026-11-22' }, 'consent'],
    [{ phone: '+49 30 1234567', language: 'de', consent: false, consentVersion: '2026-11-22' }, 'consent'],
    [{ phone: '+49 30 1234567', language: 'de', consent: true }, 'consentVersion'],
  ])('rejects %j', async (payload, field) => {
    const { status, body } = await answer(await callbackRoute.POST(jsonRequest('/api/callback-automation', payload, { ip: nextIp() })));
    expect(status).toBe(400);
    expect((body.error as { fields: Record<string, unknown> }).fields).toHaveProperty(field);
  });
});

describe('POST /api/job-application', () => {
  it('stores the application with a team mail and a confirmation in the applicant language', async () => {
    const { status, body } = await answer(
      await applicationRoute.POST(jsonRequest('/api/job-application', validApplication, { ip: nextIp() })),
    );
    expect(status).toBe(201);
    const [row] = await database.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.id, body.id as string));
    expect(row).toMatchObject({ position: 'ai_developer', phone: '+4915112345678', comment: '', language: 'en' });
    const mails = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.submissionId, body.id as string));
    const delivery = mails.find((mail) => mail.topic === 'application.confirmation')!;
    const confirmation = (await mailOfDelivery(database.db, {
      submissionKind: 'application',
      submissionId: body.id as string,
      payload: delivery.payload as MailDelivery,
    }))!;
    expect(confirmation.to).toBe('jonas@example.org');
    expect(confirmation.text).toContain('Jonas Weber');
    expect(confirmation.text).not.toMatch(/Bewerbung/);
  });

  it('rejects an unknown position', async () => {
    const response = await applicationRoute.POST(
      jsonRequest('/api/job-application', { ...validApplication, position: 'ceo' }, { ip: nextIp() }),
    );
    expect(response.status).toBe(400);
  });
});

describe('POST /api/error-report', () => {
  it('stores the report without the reporter IP and queues a team mail', async () => {
    const ip = nextIp();
    const { status, body } = await answer(await errorReportRoute.POST(jsonRequest('/api/error-report', validErrorReport, { ip })));
    expect(status).toBe(201);
    const [row] = await database.db
      .select()
      .from(errorReports)
      .where(eq(errorReports.id, body.id as string));
    expect(row).toMatchObject({ subject: 'Crash: x is undefined', message: 'x is undefined', userAgent: 'Firefox', language: 'el' });
    // Every column the table has, and every delivery queued for the report, as text: the address is in none.
    const stored = await database.db.execute(
      sql`select to_jsonb(report)::text as row from ${errorReports} report where report.id = ${body.id as string}
          union all select to_jsonb(delivery)::text from ${outbox} delivery where delivery.submission_id = ${body.id as string}`,
    );
    const rows = (stored as unknown as { rows: { row: string }[] }).rows.map((line) => line.row);
    expect(rows).toHaveLength(2);
    expect(rows.join('\n')).toContain('error.team-notification');
    for (const line of rows) expect(line).not.toContain(ip);
  });

  it('rejects a report without its error object', async () => {
    const response = await errorReportRoute.POST(jsonRequest('/api/error-report', { subject: 'x', language: 'de' }, { ip: nextIp() }));
    expect(response.status).toBe(400);
  });
});

describe('POST /api/newsletter/unsubscribe', () => {
  it('answers { success: true } and records the opt-out once', async () => {
    for (let i = 0; i < 2; i += 1) {
      const response = await unsubscribeRoute.POST(
        jsonRequest('/api/newsletter/unsubscribe', { email: ' Reader@Example.com ' }, { ip: nextIp() }),
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true });
    }
    const rows = await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'reader@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.unsubscribedAt).toBeInstanceOf(Date);
  });

  it('answers { success: false, error } for an empty email and a wrong method', async () => {
    const empty = await unsubscribeRoute.POST(jsonRequest('/api/newsletter/unsubscribe', { email: '' }, { ip: nextIp() }));
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ success: false, error: expect.any(String) });
    const get = await unsubscribeRoute.GET(new Request('http://localhost/api/newsletter/unsubscribe'));
    expect(get.status).toBe(405);
    expect(await get.json()).toEqual({ success: false, error: expect.any(String) });
  });
});

describe('GET /api/website-analysis', () => {
  it('answers the documented readiness hint', async () => {
    const response = await analysisRoute.GET(
      new Request('http://localhost/api/website-analysis', { headers: { 'x-forwarded-for': nextIp() } }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      ok: true,
      accepting: true,
      languages: ['de', 'en', 'el'],
      callbackWithinMinutes: 15,
      contactReplyWithinHours: 24,
      maxBodyBytes: 32768,
    });
    expect((await analysisRoute.POST(new Request('http://localhost/api/website-analysis', { method: 'POST' }))).status).toBe(405);
  });

  it('answers 503 with Retry-After in the visitor’s language, not "accepting", while the database does not answer', async () => {
    const unreachable = new Proxy({} as DatabaseHandle['db'], {
      get() {
        throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
      },
    });
    useDatabaseForTests({ ...database.handle, db: unreachable });
    try {
      const response = await analysisRoute.GET(
        new Request('http://localhost/api/website-analysis', { headers: { 'x-forwarded-for': nextIp(), 'accept-language': 'en' } }),
      );
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('30');
      const body = (await response.json()) as { ok: boolean; accepting?: boolean; error: { code: string; message: string } };
      expect(body).toMatchObject({ ok: false, error: { code: 'unavailable' } });
      expect(body.accepting).toBeUndefined();
      expect(body.error.message).toMatch(/unavailable/);
    } finally {
      useDatabaseForTests(database.handle);
    }
  });
});

describe('rate limit scale', () => {
  it('raises every limit by RATE_LIMIT_SCALE', async () => {
    process.env.RATE_LIMIT_SCALE = '3';
    resetEnvForTests();
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 16; i += 1)
      statuses.push((await applicationRoute.POST(jsonRequest('/api/job-application', { ...validApplication, name: '' }, { ip }))).status);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    expect(await database.db.$count(rateLimitWindows)).toBeGreaterThan(0);
  });
});
