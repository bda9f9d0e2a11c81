import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, rateLimitWindows, staffSessions, staffUsers } from '@/server/db/schema';
import { withTestDatabase } from '../../../tests/support/database';
import { withCheapPasswordHashes } from '../../../tests/support/password-cost';
import { resetEnvForTests } from '../env';
import { resetHashKeyForTests } from '../secrets';
import { MAX_WAITING_HASHES } from './hashing';
import { LOCK_MS, MAX_FAILED_SIGN_INS } from '@/lib/constants/sign-in';
import { usePasswordCostForTests } from './password';
import { signIn } from './sign-in';
import { addStaffUser } from './users';

const handle = withTestDatabase();
withCheapPasswordHashes();
const PASSWORD = 'richtiges-Pferd-Batterie-7';
let counter = 0;
const ip = () => `192.0.2.${++counter}`;

beforeAll(() => resetHashKeyForTests());
afterEach(() => {
  delete process.env.SIGN_IN_HASH_CONCURRENCY;
  resetEnvForTests();
});

async function newUser() {
  const email = `abuse${++counter}@example.com`;
  expect(await addStaffUser(handle.db, { email, password: PASSWORD }, 'test')).toMatchObject({ ok: true });
  return email;
}

const userRow = async (email: string) => (await handle.db.select().from(staffUsers).where(eq(staffUsers.email, email)))[0]!;

describe('sign-in under attack', () => {
  it('29 wrong passwords and then the right one, all in flight together, open no session', async () => {
    process.env.SIGN_IN_HASH_CONCURRENCY = '16';
    resetEnvForTests();
    const email = await newUser();
    const attempts = Array.from({ length: 29 }, () => signIn(handle.db, { email, password: 'falsch', ip: ip(), userAgent: null }));
    attempts.push(signIn(handle.db, { email, password: PASSWORD, ip: ip(), userAgent: null }));
    const results = await Promise.all(attempts);
    expect(results.filter((result) => result.ok)).toEqual([]);
    const user = await userRow(email);
    // Each attempt was counted before its password was checked: never more than the limit got through.
    expect(user.failedSignIns).toBe(MAX_FAILED_SIGN_INS);
    expect(user.lockedUntil!.getTime()).toBeGreaterThan(Date.now());
    expect(await handle.db.$count(staffSessions, eq(staffSessions.userId, user.id))).toBe(0);
    expect(results.filter((result) => !result.ok && result.reason === 'locked').length).toBeGreaterThanOrEqual(30 - MAX_FAILED_SIGN_INS);
  });

  it('refuses the right password once five wrong ones are counted, until the lock runs out', async () => {
    const email = await newUser();
    const now = new Date('2026-11-24T09:00:00Z');
    for (let attempt = 0; attempt < MAX_FAILED_SIGN_INS; attempt++)
      await signIn(handle.db, { email, password: 'falsch', ip: ip(), userAgent: null }, { now });
    expect(await signIn(handle.db, { email, password: PASSWORD, ip: ip(), userAgent: null }, { now })).toEqual({
      ok: false,
      reason: 'locked',
    });
    const later = new Date(now.getTime() + LOCK_MS + 1);
    expect((await signIn(handle.db, { email, password: PASSWORD, ip: ip(), userAgent: null }, { now: later })).ok).toBe(true);
    expect(await userRow(email)).toMatchObject({ failedSignIns: 0, lockedUntil: null });
  });

  it('keeps what was typed as e-mail only as a keyed hash when it names no account', async () => {
    const typed = ['Hunter2-Geheim!', 'niemand@example.com', 'x\u0000@example.com'];
    for (const email of typed) await signIn(handle.db, { email, password: 'egal', ip: ip(), userAgent: null });
    const again = await signIn(handle.db, { email: 'NIEMAND@example.com ', password: 'egal', ip: ip(), userAgent: null });
    expect(again).toEqual({ ok: false, reason: 'invalid' });
    const lines = await handle.db.select().from(auditLog).where(eq(auditLog.action, 'sign_in_failed'));
    const windows = await handle.db.select().from(rateLimitWindows);
    const stored = JSON.stringify([lines, windows]).toLowerCase();
    for (const email of typed) expect(stored).not.toContain(email.toLowerCase().replace('\u0000', '\\u0000'));
    expect(stored).not.toContain('hunter2');
    // The accounts of the other tests keep their address; what named no account does not.
    const actors = lines.map((line) => line.actor).filter((actor) => !/^abuse\d+@example\.com$/.test(actor));
    expect(actors.every((actor) => /^unknown account #[\w-]{22}$/.test(actor))).toBe(true);
    // The same address typed twice is recognisable as one (its attempts count together).
    expect(new Set(actors).size).toBe(typed.length);
  });

  it('lets a few sign-ins wait for a hash and refuses the rest as busy, before counting them', async () => {
    // The line fills while real hashes take their time.
    await usePasswordCostForTests();
    process.env.SIGN_IN_HASH_CONCURRENCY = '1';
    resetEnvForTests();
    const email = await newUser();
    const flood = Array.from({ length: MAX_WAITING_HASHES + 6 }, (_, index) =>
      signIn(handle.db, { email: `flood${index}@example.com`, password: 'x', ip: ip(), userAgent: null }),
    );
    const results = await Promise.all(flood);
    const busy = results.filter((result) => !result.ok && result.reason === 'busy').length;
    expect(busy).toBeGreaterThanOrEqual(5);
    expect(results.length - busy).toBeLessThanOrEqual(1 + MAX_WAITING_HASHES);
    // Busy refusals never touched an account: the real user still signs in.
    expect((await signIn(handle.db, { email, password: PASSWORD, ip: ip(), userAgent: null })).ok).toBe(true);
  });
});
