import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../db';
import { staffSessions, staffUsers } from '../db/schema';

/** A session ends after this long without a request… */
export const SESSION_IDLE_MS = 2 * 60 * 60_000;
/** …and after this long in any case. */
export const SESSION_MAX_MS = 12 * 60 * 60_000;
/** lastSeenAt is written at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

export type StaffSession = { userId: string; email: string; csrfToken: string; tokenHash: string };

const token = () => randomBytes(32).toString('base64url');
const hashToken = (value: string) => createHash('sha256').update(value).digest('base64url');

/** A new session for a user; the returned token goes into the cookie and nowhere else. */
export async function createSession(db: Database, userId: string, now = new Date()): Promise<{ token: string; csrfToken: string }> {
  const value = token();
  const csrfToken = token();
  await db.insert(staffSessions).values({
    tokenHash: hashToken(value),
    userId,
    csrfToken,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_MAX_MS),
  });
  return { token: value, csrfToken };
}

/** The live session of a cookie token, or null when it is unknown, idle too long or past its end. */
export async function readSession(db: Database, value: string | undefined, now = new Date()): Promise<StaffSession | null> {
  if (!value || value.length > 100) return null;
  const tokenHash = hashToken(value);
  const [row] = await db
    .select({
      userId: staffSessions.userId,
      email: staffUsers.email,
      csrfToken: staffSessions.csrfToken,
      lastSeenAt: staffSessions.lastSeenAt,
    })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.userId))
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS)
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.tokenHash, tokenHash));
  return { userId: row.userId, email: row.email, csrfToken: row.csrfToken, tokenHash };
}

export async function deleteSession(db: Database, tokenHash: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
}
