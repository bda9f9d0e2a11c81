import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { staffUsers } from '../db/schema';
import { hitRateLimit, type RateLimit } from '../rate-limit';
import { audit } from './audit';
import { decoyHash, verifyPassword } from './password';
import { createSession } from './sessions';

/** Failed sign-ins in a row that lock an account… */
export const MAX_FAILED_SIGN_INS = 5;
/** …for this long. */
export const LOCK_MS = 15 * 60_000;
/** Sign-in attempts one address may make, whatever the accounts. */
export const SIGN_IN_IP_LIMIT: RateLimit = { limit: 20, windowMs: 15 * 60_000 };
/** An address without an account answers "locked" after as many failures as an account would. */
const UNKNOWN_ACCOUNT_LIMIT: RateLimit = { limit: MAX_FAILED_SIGN_INS - 1, windowMs: LOCK_MS };

export type SignInAttempt = { email: string; password: string; ip: string | null; userAgent: string | null };
export type SignInResult =
  { ok: true; token: string; csrfToken: string; email: string } | { ok: false; reason: 'invalid' | 'locked' | 'too_many_attempts' };

/**
 * Checks a password and opens a session. Lock-out per account (MAX_FAILED_SIGN_INS in a row,
 * then LOCK_MS) and per address (SIGN_IN_IP_LIMIT); every outcome goes into the audit log.
 */
export async function signIn(db: Database, attempt: SignInAttempt, { now = new Date(), rateLimitScale = 1 } = {}): Promise<SignInResult> {
  const email = attempt.email.trim().toLowerCase().slice(0, 320);
  const detail = { account: email, ip: attempt.ip ?? 'unknown' };
  const byAddress = await hitRateLimit(db, `staff-sign-in:${attempt.ip ?? 'unknown'}`, SIGN_IN_IP_LIMIT, rateLimitScale, now.getTime());
  if (!byAddress.allowed) {
    await audit(db, email, 'sign_in_locked', { ...detail, scope: 'address' }, now);
    return { ok: false, reason: 'too_many_attempts' };
  }

  const [user] = await db.select().from(staffUsers).where(eq(staffUsers.email, email)).limit(1);
  if (!user) {
    await verifyPassword(attempt.password, await decoyHash());
    const tries = await hitRateLimit(db, `staff-sign-in-account:${email}`, UNKNOWN_ACCOUNT_LIMIT, 1, now.getTime());
    await audit(db, email, 'sign_in_failed', detail, now);
    return { ok: false, reason: tries.allowed ? 'invalid' : 'locked' };
  }
  if (user.lockedUntil && user.lockedUntil > now) {
    await audit(db, email, 'sign_in_locked', { ...detail, scope: 'account' }, now);
    return { ok: false, reason: 'locked' };
  }
  // A lock that has run out starts the count again.
  if (user.lockedUntil) await db.update(staffUsers).set({ failedSignIns: 0, lockedUntil: null }).where(eq(staffUsers.id, user.id));
  if (!(await verifyPassword(attempt.password, user.passwordHash))) {
    const [updated] = await db
      .update(staffUsers)
      .set({
        failedSignIns: sql`${staffUsers.failedSignIns} + 1`,
        lockedUntil: sql`case when ${staffUsers.failedSignIns} + 1 >= ${MAX_FAILED_SIGN_INS} then ${new Date(now.getTime() + LOCK_MS).toISOString()}::timestamptz else null end`,
      })
      .where(eq(staffUsers.id, user.id))
      .returning({ failedSignIns: staffUsers.failedSignIns });
    const locked = (updated?.failedSignIns ?? 0) >= MAX_FAILED_SIGN_INS;
    await audit(db, email, locked ? 'sign_in_locked' : 'sign_in_failed', locked ? { ...detail, scope: 'account' } : detail, now);
    return { ok: false, reason: locked ? 'locked' : 'invalid' };
  }
  await db.update(staffUsers).set({ failedSignIns: 0, lockedUntil: null, lastSignInAt: now }).where(eq(staffUsers.id, user.id));
  const session = await createSession(db, user.id, now);
  await audit(db, email, 'sign_in', detail, now);
  return { ok: true, email, ...session };
}
