import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, contactEnquiries, leadEvents, staffSessions, staffUsers } from '@/server/db/schema';
import { withTestDatabase } from '../../../tests/support/database';
import { withCheapPasswordHashes } from '../../../tests/support/password-cost';
import * as leadRoute from '../../app/api/staff/leads/[kind]/[id]/route';
import * as signInRoute from '../../app/api/staff/sign-in/route';
import * as signOutRoute from '../../app/api/staff/sign-out/route';
import { decoyHash, hashPassword, usePasswordCostForTests, verifyPassword } from './password';
import { SESSION_COOKIE } from './request';
import { createSession, readSession, SESSION_IDLE_MS, SESSION_MAX_MS } from './sessions';
import { LOCK_MS, MAX_FAILED_SIGN_INS } from '@/lib/constants/sign-in';
import { signIn } from './sign-in';
import { addStaffUser } from './users';
import { purgeExclusively } from '../privacy/retention';

const handle = withTestDatabase();
withCheapPasswordHashes();
const PASSWORD = 'korrekt-Pferd-Batterie-9';

let counter = 0;
async function newUser() {
  const email = `staff${++counter}@example.com`;
  const added = await addStaffUser(handle.db, { email, password: PASSWORD }, 'test');
  expect(added).toEqual({ ok: true, email });
  return email;
}

const ip = () => `192.0.2.${++counter}`;

describe('password hashing', () => {
  it('verifies the right password only, with a fresh salt each time, at the cost OWASP recommends', async () => {
    await usePasswordCostForTests();
    const first = await hashPassword('geheimes Passwort 1');
    const second = await hashPassword('geheimes Passwort 1');
    expect(first).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    // A refusal verifies against a decoy of the same cost, so it takes as long as a wrong password.
    expect(decoyHash()).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('geheimes Passwort 1', first)).toBe(true);
    expect(await verifyPassword('geheimes Passwort 2', first)).toBe(false);
    expect(await verifyPassword('geheimes Passwort 1', 'md5$abc')).toBe(false);
  });

  it('refuses short passwords and a second account for the same address', async () => {
    expect(await addStaffUser(handle.db, { email: 'kurz@example.com', password: 'short' }, 'test')).toMatchObject({ ok: false });
    const email = await newUser();
    expect(await addStaffUser(handle.db, { email: email.toUpperCase(), password: PASSWORD }, 'test')).toMatchObject({
      ok: false,
      message: `${email} already has an account.`,
    });
  });
});

describe('session lifecycle', () => {
  it('opens a session on the right password, keeps only the token hash, and ends it when idle or too old', async () => {
    const email = await newUser();
    const start = new Date('2026-11-23T08:00:00Z');
    const result = await signIn(handle.db, { email, password: PASSWORD, ip: ip(), userAgent: 'vitest' }, { now: start });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const stored = await handle.db.select().from(staffSessions);
    expect(stored.some((row) => row.tokenHash === result.token)).toBe(false);

    const soon = new Date(start.getTime() + SESSION_IDLE_MS - 60_000);
    expect(await readSession(handle.db, result.token, soon)).toMatchObject({ email, csrfToken: result.csrfToken });
    // Each request moves the idle limit on, but never past the absolute end.
    let now = soon;
    while (now.getTime() + SESSION_IDLE_MS / 2 < start.getTime() + SESSION_MAX_MS) {
      now = new Date(now.getTime() + SESSION_IDLE_MS / 2);
      expect(await readSession(handle.db, result.token, now)).not.toBeNull();
    }
    expect(await readSession(handle.db, result.token, new Date(start.getTime() + SESSION_MAX_MS + 1))).toBeNull();

    const [user] = await handle.db.select().from(staffUsers).where(eq(staffUsers.email, email));
    const idle = await createSession(handle.db, user!.id, start);
    expect(await readSession(handle.db, idle.token, new Date(start.getTime() + SESSION_IDLE_MS + 1))).toBeNull();
    expect(await readSession(handle.db, 'not-a-token', start)).toBeNull();
    expect(await purgeExclusively(handle.db, 'retention job', { now: new Date(start.getTime() + SESSION_MAX_MS + 1) })).toMatchObject({
      staffSessions: expect.any(Number),
    });
    expect(await handle.db.select().from(staffSessions).where(eq(staffSessions.userId, user!.id))).toEqual([]);
  });

  it('sign-in answers with an HttpOnly SameSite=Lax cookie, sign-out deletes the session and clears it', async () => {
    const email = await newUser();
    const response = await signInRoute.POST(
      signInForm({ email, password: PASSWORD, locale: 'en', next: '/en/inbox/contact/00000000-0000-4000-8000-000000000000' }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en/inbox/contact/00000000-0000-4000-8000-000000000000');
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[\\w-]{43}; Path=/; Expires=[^;]+ GMT; Max-Age=43200; HttpOnly; SameSite=lax$`));
    const token = cookie.split(';')[0]!.split('=')[1]!;
    const session = (await readSession(handle.db, token))!;

    const out = await signOutRoute.POST(staffForm('/api/staff/sign-out', token, { csrf: session.csrfToken, locale: 'de' }));
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/login?signedOut=1');
    expect(out.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=lax$`));
    expect(await readSession(handle.db, token)).toBeNull();
    const actions = (await handle.db.select().from(auditLog)).filter((row) => row.actor === email).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['sign_in', 'sign_out']));
  });

  it('never redirects outside the inbox after sign-in', async () => {
    const email = await newUser();
    for (const next of ['https://evil.example/', '//evil.example/inbox', '/kontakt', '/inbox/../agb'.replace('..', 'x/..')]) {
      const response = await signInRoute.POST(signInForm({ email, password: PASSWORD, locale: 'de', next }));
      expect(response.headers.get('location')).toMatch(/^\/inbox/);
    }
  });
});

describe('lock-out', () => {
  it(`locks an account after ${MAX_FAILED_SIGN_INS} wrong passwords, also against the right one, for ${LOCK_MS / 60_000} minutes`, async () => {
    const email = await newUser();
    const now = new Date('2026-11-23T09:00:00Z');
    const reasons = [];
    for (let attempt = 0; attempt < MAX_FAILED_SIGN_INS; attempt++)
      reasons.push((await signIn(handle.db, { email, password: 'falsch', ip: ip(), userAgent: null }, { now })) as { reason?: string });
    expect(reasons.map((result) => result.reason)).toEqual(['invalid', 'invalid', 'invalid', 'invalid', 'locked']);
    expect(await signIn(handle.db, { email, password: PASSWORD, ip: ip(), userAgent: null }, { now })).toEqual({
      ok: false,
      reason: 'locked',
    });
    const later = new Date(now.getTime() + LOCK_MS + 1000);
    expect((await signIn(handle.db, { email, password: PASSWORD, ip: ip(), userAgent: null }, { now: later })).ok).toBe(true);
  });

  it('an address without an account says "locked" after as many failures, so it reveals nothing', async () => {
    const now = new Date('2026-11-23T10:00:00Z');
    const reasons = [];
    for (let attempt = 0; attempt < MAX_FAILED_SIGN_INS; attempt++)
      reasons.push(
        (
          (await signIn(handle.db, { email: 'niemand@example.com', password: 'x', ip: ip(), userAgent: null }, { now })) as {
            reason: string;
          }
        ).reason,
      );
    expect(reasons).toEqual(['invalid', 'invalid', 'invalid', 'invalid', 'locked']);
  });

  it('limits the attempts of one address across accounts', async () => {
    const address = ip();
    const now = new Date('2026-11-23T11:00:00Z');
    const results = [];
    for (let attempt = 0; attempt < 21; attempt++)
      results.push(
        (
          (await signIn(handle.db, { email: `raten${attempt}@example.com`, password: 'x', ip: address, userAgent: null }, { now })) as {
            reason: string;
          }
        ).reason,
      );
    expect(results.slice(0, 20).every((reason) => reason === 'invalid')).toBe(true);
    expect(results[20]).toBe('too_many_attempts');
  });
});

describe('CSRF protection', () => {
  it('refuses a state change without the session token, with a wrong one, or from another origin', async () => {
    const email = await newUser();
    const [user] = await handle.db.select().from(staffUsers).where(eq(staffUsers.email, email));
    const { token, csrfToken } = await createSession(handle.db, user!.id);
    const id = '3b0f6a52-9d1e-4c55-9a43-2d5c1c2b7e11';
    await handle.db.insert(contactEnquiries).values({
      id,
      language: 'de',
      name: 'Eva Muster',
      email: 'eva@example.org',
      phone: '+49301234567',
      company: 'Muster GmbH',
      inquiry: 'voice_agent',
      comment: 'Bitte rufen Sie an.',
    });
    const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
      leadRoute.POST(
        staffForm(`/api/staff/leads/contact/${id}`, token, { action: 'status', status: 'done', locale: 'de', ...fields }, headers),
        {
          params: Promise.resolve({ kind: 'contact', id }),
        },
      );

    expect((await post({})).status).toBe(403);
    expect((await post({ csrf: 'x'.repeat(csrfToken.length) })).status).toBe(403);
    expect((await post({ csrf: csrfToken }, { origin: 'https://evil.example' })).status).toBe(403);
    const refused = await (await post({})).json();
    expect(refused).toMatchObject({ ok: false, error: { code: 'csrf' } });
    const [unchanged] = await handle.db.select().from(contactEnquiries).where(eq(contactEnquiries.id, id));
    expect(unchanged!.status).toBe('new');

    const accepted = await post({ csrf: csrfToken });
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get('location')).toBe(`/inbox/contact/${id}?result=saved`);
    const [changed] = await handle.db.select().from(contactEnquiries).where(eq(contactEnquiries.id, id));
    expect(changed!.status).toBe('done');
    expect(changed!.closedAt).toBeInstanceOf(Date);
    const [event] = await handle.db.select().from(leadEvents).where(eq(leadEvents.submissionId, id));
    expect(event).toMatchObject({ actor: email, action: 'status', fromStatus: 'new', toStatus: 'done' });
  });

  it('refuses a sign-in form posted from another site', async () => {
    const response = await signInRoute.POST(
      signInForm({ email: 'a@example.com', password: 'x', locale: 'de' }, { origin: 'https://evil.example' }),
    );
    expect(response.status).toBe(403);
  });

  it('answers 401 without a session', async () => {
    const response = await signOutRoute.POST(staffForm('/api/staff/sign-out', 'unknown', { csrf: 'x' }));
    expect(response.status).toBe(401);
  });
});

function signInForm(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request('http://localhost:3000/api/staff/sign-in', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      host: 'localhost:3000',
      origin: 'http://localhost:3000',
      'x-forwarded-for': ip(),
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

function staffForm(path: string, token: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      host: 'localhost:3000',
      origin: 'http://localhost:3000',
      cookie: `${SESSION_COOKIE}=${token}`,
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}
