import 'server-only';
import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from './db';
import { serverSecrets } from './db/schema';
import { env } from './env';

const HASH_KEY_NAME = 'audit-hash-key';
const holderKey = Symbol.for('aitheria.hash-key');
type Holder = { [holderKey]?: Promise<Buffer> };

async function loadHashKey(db: Database): Promise<Buffer> {
  const configured = env().AUDIT_HASH_KEY;
  if (configured) return Buffer.from(configured, 'utf8');
  // First start: one instance's random key wins, every instance reads the same one.
  await db
    .insert(serverSecrets)
    .values({ name: HASH_KEY_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, HASH_KEY_NAME));
  return Buffer.from(row!.value, 'base64url');
}

/**
 * A keyed hash (HMAC-SHA-256, 128 bits shown) of a value we must recognise again but must not keep
 * in clear: what someone typed as e-mail in a failed sign-in (people type passwords there), a
 * confirmation mail's recipient in the rate-limit table. The key is AUDIT_HASH_KEY, or one the
 * server made and keeps in the database (docs/decisions/017-hostile-input.md).
 */
export async function keyedHash(db: Database, value: string): Promise<string> {
  const holder = globalThis as Holder;
  holder[holderKey] ??= loadHashKey(db).catch((error: unknown) => {
    delete holder[holderKey];
    throw error;
  });
  return createHmac('sha256', await holder[holderKey])
    .update(value, 'utf8')
    .digest('base64url')
    .slice(0, 22);
}

/** Tests open a new database each: the next keyedHash() loads the key again. */
export function resetHashKeyForTests(): void {
  delete (globalThis as Holder)[holderKey];
}
