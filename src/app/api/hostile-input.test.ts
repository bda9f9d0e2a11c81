import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callbackRequests, contactEnquiries, errorReports, jobApplications } from '@/server/db/schema';
import { withTestDatabase } from '../../../tests/support/database';
import { addressesFrom, callbackConsentFields, formRequest, jsonRequest } from '../../../tests/support/requests';
import * as callbackRoute from './callback-automation/route';
import * as contactRoute from './contact/route';
import * as errorReportRoute from './error-report/route';
import * as applicationRoute from './job-application/route';
import * as unsubscribeRoute from './newsletter/unsubscribe/route';

const handle = withTestDatabase();
const nextIp = addressesFrom('198.18.0');

/** What an attacker (or a careless paste) puts into a field: each must end in a 4xx field error, never a 5xx. */
const hostile = {
  nul: 'x\u0000y',
  loneSurrogate: 'x\uD83Dy',
  bidiOverride: '\u202Egnp.exe',
  c1Control: 'x\u009By',
} as const;

type Endpoint = {
  name: string;
  post: (request: Request) => Promise<Response>;
  path: string;
  valid: Record<string, unknown>;
  fields: string[];
};

const endpoints: Endpoint[] = [
  {
    name: 'contact',
    post: contactRoute.POST,
    path: '/api/contact',
    valid: {
      name: 'Maria Schneider',
      email: 'maria@beispiel.de',
      phone: '030 1234567',
      website: 'beispiel.de',
      company: 'Schneider GmbH',
      inquiry: 'voice_agent',
      comment: 'Bitte rufen Sie an.',
      language: 'de',
    },
    fields: ['name', 'email', 'phone', 'website', 'company', 'comment'],
  },
  {
    name: 'job application',
    post: applicationRoute.POST,
    path: '/api/job-application',
    valid: {
      name: 'Jonas Weber',
      email: 'jonas@example.org',
      phone: '+49 151 12345678',
      position: 'ai_developer',
      comment: 'Hallo',
      language: 'en',
    },
    fields: ['name', 'email', 'phone', 'comment'],
  },
  {
    name: 'callback',
    post: callbackRoute.POST,
    path: '/api/callback-automation',
    valid: { phone: '+357 22 123456', website: 'beispiel.de', language: 'el', ...callbackConsentFields },
    fields: ['phone', 'website'],
  },
  {
    name: 'unsubscribe',
    post: unsubscribeRoute.POST,
    path: '/api/newsletter/unsubscribe',
    valid: { email: 'reader@example.com' },
    fields: ['email'],
  },
];

describe('hostile text in every public form', () => {
  for (const endpoint of endpoints)
    for (const field of endpoint.fields)
      for (const [kind, value] of Object.entries(hostile))
        it(`${endpoint.name}: ${kind} in ${field} is a 4xx JSON answer, nothing stored`, async () => {
          const response = await endpoint.post(jsonRequest(endpoint.path, { ...endpoint.valid, [field]: value }, { ip: nextIp() }));
          expect(response.status).toBe(400);
          expect(response.headers.get('content-type')).toMatch(/^application\/json/);
          const body = await response.json();
          if (endpoint.name === 'unsubscribe') expect(body).toEqual({ success: false, error: expect.any(String) });
          else expect(body.error.fields[field].code).toBe('invalidCharacters');
        });

  it('names the problem in the visitor’s language', async () => {
    const greek = await contactRoute.POST(
      jsonRequest('/api/contact', { ...endpoints[0]!.valid, name: hostile.nul, language: 'el' }, { ip: nextIp() }),
    );
    const { error } = await greek.json();
    expect(error.fields.name.code).toBe('invalidCharacters');
    expect(error.fields.name.message).toMatch(/χαρακτήρες ελέγχου/);
  });

  it('a NUL sent by a plain form (no JavaScript) is answered with the result page, not an error', async () => {
    const response = await contactRoute.POST(
      formRequest('/api/contact', { ...(endpoints[0]!.valid as Record<string, string>), comment: 'a\u0000b' }, { ip: nextIp() }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/anfrage?form=contact&status=invalid&fields=comment');
  });

  it('a byte-order mark is dropped and decomposed letters are composed: the enquiry is stored', async () => {
    const response = await contactRoute.POST(
      jsonRequest(
        '/api/contact',
        { ...endpoints[0]!.valid, name: '\uFEFFRene\u0301 Mu\u0308ller', company: 'Mu\u0308ller\uFEFF AG' },
        { ip: nextIp() },
      ),
    );
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const [row] = await handle.db.select().from(contactEnquiries).where(eq(contactEnquiries.id, id));
    expect(row).toMatchObject({ name: 'René Müller', company: 'Müller AG' });
  });

  it('an error report with hostile text is refused with 400; the same report cleaned by the crash screen is stored', async () => {
    const report = {
      subject: 'Crash',
      error: { message: 'bad \u0000', stack: '', url: 'https://example.com/', userAgent: 'UA', timestamp: 'now' },
      language: 'de',
    };
    const refused = await errorReportRoute.POST(jsonRequest('/api/error-report', report, { ip: nextIp() }));
    expect(refused.status).toBe(400);
    const cleaned = { ...report, error: { ...report.error, message: 'bad \uFFFD' } };
    const stored = await errorReportRoute.POST(jsonRequest('/api/error-report', cleaned, { ip: nextIp() }));
    expect(stored.status).toBe(201);
    const { id } = await stored.json();
    expect((await handle.db.select().from(errorReports).where(eq(errorReports.id, id)))[0]?.message).toBe('bad \uFFFD');
  });

  it('stored nothing for any refused request', async () => {
    const names = (await handle.db.select({ name: contactEnquiries.name }).from(contactEnquiries)).map((row) => row.name);
    expect(names).toEqual(['René Müller']);
    expect(await handle.db.$count(jobApplications)).toBe(0);
    expect(await handle.db.$count(callbackRequests)).toBe(0);
  });
});
