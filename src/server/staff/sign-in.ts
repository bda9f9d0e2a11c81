import 'server-only';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { LOCK_MS, MAX_FAILED_SIGN_INS, SIGN_IN_IP_LIMIT } from '@/lib/constants/sign-in';
import { emailField } from '@/lib/schemas/fields';
import type { Database } from '../db';
import { staffUsers } from '../db/schema';
import { hitRateLimit, type RateLimit } from '../rate-limit';
import { keyedHash } from '../secrets';
import { audit } from './audit';
import { HashingBusy, hashingLineFull, withHashingSlot } from './hashing';
import { decoyHash, verifyPassword } from './password';
import { createSession } from './sessions';

/** An address without an account answers "locked" after as many failures as an account would. */
const UNKNOWN_ACCOUNT_LIMIT: RateLimit = { limit: MAX_FAILED_SIGN_INS - 1, windowMs: LOCK_MS };

export type SignInAttempt = { email: string; password: string; ip: string | null; userAgent: string | null };
type SignInRefusal = 'invalid' | 'locked' | 'too_many_attempts' | 'busy';
export type SignInResult = { ok: true; token: string; csrfToken: string; email: string } | { ok: false; reason: SignInRefusal };

/** The audit log's actor for a typed address that is no account: a keyed hash, never what was typed. */
const unknownAccountActor = (hash: string) => `unknown account #${hash}`;

type Reserved = { id: string; passwordHash: string; attempts: number };

const isAccount = async (db: Database, email: string | null) =>
  email !== null && (await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, email))).length > 0;

/** Who an attempt was for, as the audit log may show it: the account, or the keyed hash of what was typed. */
const typedActor = async (db: Database, typed: string) => unknownAccountActor(await keyedHash(db, typed.trim().toLowerCase()));

/**
 * Counts the attempt before its password is checked, in one statement: the row lock makes
 * parallel attempts take turns, so no more than MAX_FAILED_SIGN_INS ever get past it, and the
 * attempt that reaches the limit sets the lock at once. A lock that has run out starts the count
 * again. Null when the account is locked or does not exist.
 */
async function reserveAttempt(db: Database, email: string, now: Date): Promise<Reserved | null> {
  const at = now.toISOString();
  const lockRanOut = sql`(${staffUsers.lockedUntil} is not null and ${staffUsers.lockedUntil} <= ${at}::timestamptz)`;
  const counted = sql`(case when ${lockRanOut} then 1 else ${staffUsers.failedSignIns} + 1 end)`;
  const [row] = await db
    .update(staffUsers)
    .set({
      failedSignIns: counted,
      lockedUntil: sql`case when ${counted} >= ${MAX_FAILED_SIGN_INS} then ${new Date(now.getTime() + LOCK_MS).toISOString()}::timestamptz else null end`,
    })
    .where(and(eq(staffUsers.email, email), or(isNull(staffUsers.lockedUntil), lte(staffUsers.lockedUntil, now))))
    .returning({ id: staffUsers.id, passwordHash: staffUsers.passwordHash, attempts: staffUsers.failedSignIns });
  return row ?? null;
}

/**
 * Checks a password and opens a session (docs/decisions/013-staff-inbox.md, 017-hostile-input.md).
 * Lock-out per account (MAX_FAILED_SIGN_INS in a row, then LOCK_MS) and per address
 * (SIGN_IN_IP_LIMIT). Every refusal of an account or typed address (none, locked, wrong password)
 * costs one password hash, so their answer times tell nothing apart. What was typed as e-mail is
 * kept only as a keyed hash unless it names an account. Every outcome goes into the audit log.
 */
export async function signIn(db: Database, attempt: SignInAttempt, { now = new Date(), rateLimitScale = 1 } = {}): Promise<SignInResult> {
  // Under a flood, the cheapest refusal comes first: nothing is written, nothing counted.
  if (hashingLineFull()) return { ok: false, reason: 'busy' };
  const ip = attempt.ip ?? 'unknown';
  const parsed = emailField.safeParse(attempt.email);
  const email = parsed.success ? parsed.data : null;
  const byAddress = await hitRateLimit(db, `staff-sign-in:${ip}`, SIGN_IN_IP_LIMIT, rateLimitScale, now.getTime());
  if (!byAddress.allowed) {
    const actor = (await isAccount(db, email)) ? email! : await typedActor(db, attempt.email);
    await audit(db, actor, 'sign_in_locked', { ip, scope: 'address' }, now);
    return { ok: false, reason: 'too_many_attempts' };
  }
  try {
    return await withHashingSlot(async () => {
      const reserved = email ? await reserveAttempt(db, email, now) : null;
      if (!reserved) {
        const exists = await isAccount(db, email);
        await verifyPassword(attempt.password, decoyHash());
        if (exists) {
          await audit(db, email!, 'sign_in_locked', { account: email!, ip, scope: 'account' }, now);
          return { ok: false, reason: 'locked' };
        }
        const actor = await typedActor(db, attempt.email);
        const tries = await hitRateLimit(db, `staff-sign-in-account:${actor}`, UNKNOWN_ACCOUNT_LIMIT, 1, now.getTime());
        await audit(db, actor, 'sign_in_failed', { ip }, now);
        return { ok: false, reason: tries.allowed ? 'invalid' : 'locked' };
      }
      const detail = { account: email!, ip };
      if (!(await verifyPassword(attempt.password, reserved.passwordHash))) {
        const locked = reserved.attempts >= MAX_FAILED_SIGN_INS;
        await audit(db, email!, locked ? 'sign_in_locked' : 'sign_in_failed', locked ? { ...detail, scope: 'account' } : detail, now);
        return { ok: false, reason: locked ? 'locked' : 'invalid' };
      }
      await db.update(staffUsers).set({ failedSignIns: 0, lockedUntil: null, lastSignInAt: now }).where(eq(staffUsers.id, reserved.id));
      const session = await createSession(db, reserved.id, now);
      await audit(db, email!, 'sign_in', detail, now);
      return { ok: true, email: email!, ...session };
    });
  } catch (error) {
    if (error instanceof HashingBusy) return { ok: false, reason: 'busy' };
    throw error;
  }
}
