import 'server-only';
import { randomUUID } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db';
import { staffUsers } from '../db/schema';
import { audit } from './audit';
import { hashPassword, MIN_PASSWORD_LENGTH } from './password';

const newUser = z.object({
  email: z.email().transform((email) => email.trim().toLowerCase()),
  password: z.string().min(MIN_PASSWORD_LENGTH, `The password needs at least ${MIN_PASSWORD_LENGTH} characters.`).max(1024),
});

export type AddUserResult = { ok: true; email: string } | { ok: false; message: string };

/** Creates a staff account (the inbox command is the only caller: no public page creates one). */
export async function addStaffUser(db: Database, input: { email: string; password: string }, actor: string): Promise<AddUserResult> {
  const parsed = newUser.safeParse({ email: input.email.trim(), password: input.password });
  if (!parsed.success) return { ok: false, message: parsed.error.issues.map((issue) => issue.message).join(' ') };
  const { email, password } = parsed.data;
  const inserted = await db
    .insert(staffUsers)
    .values({ id: randomUUID(), email, passwordHash: await hashPassword(password) })
    .onConflictDoNothing()
    .returning({ id: staffUsers.id });
  if (inserted.length === 0) return { ok: false, message: `${email} already has an account.` };
  await audit(db, actor, 'user_added', { account: email });
  return { ok: true, email };
}

export function listStaffUsers(db: Database) {
  return db
    .select({
      email: staffUsers.email,
      createdAt: staffUsers.createdAt,
      lastSignInAt: staffUsers.lastSignInAt,
      lockedUntil: staffUsers.lockedUntil,
    })
    .from(staffUsers)
    .orderBy(asc(staffUsers.email));
}
