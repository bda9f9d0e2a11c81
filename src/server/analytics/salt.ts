import 'server-only';
import { createHmac, randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Database } from '../db';
import { analyticsSalts } from '../db/schema';

const holderKey = Symbol.for('aitheria.analytics-salt');
type Holder = { [holderKey]?: { day: string; salt: Promise<Buffer> } };

async function loadSalt(db: Database, day: string): Promise<Buffer> {
  // The first instance to see a new day makes its salt; every instance reads the same one.
  await db
    .insert(analyticsSalts)
    .values({ day, salt: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  // Yesterday's salt goes as soon as today's exists: from now on nobody can recompute yesterday's hashes.
  await db.delete(analyticsSalts).where(lt(analyticsSalts.day, day));
  const [row] = await db.select({ salt: analyticsSalts.salt }).from(analyticsSalts).where(eq(analyticsSalts.day, day));
  return Buffer.from(row!.salt, 'base64url');
}

/** The day's salt, made on the first event of the day and shared by every instance through the database. */
export function dailySalt(db: Database, day: string): Promise<Buffer> {
  const holder = globalThis as Holder;
  const cached = holder[holderKey];
  if (cached?.day === day) return cached.salt;
  const salt = loadSalt(db, day).catch((error: unknown) => {
    if (holder[holderKey]?.salt === salt) delete holder[holderKey];
    throw error;
  });
  holder[holderKey] = { day, salt };
  return salt;
}

/**
 * The visitor of an event, as Plausible counts them: a keyed hash of the day's salt, the site,
 * the address and the browser's user agent. Neither the address nor the user agent is stored,
 * and the hash means nothing once the salt is gone.
 */
export function visitorHash(salt: Buffer, site: string, ip: string | null, userAgent: string): string {
  return createHmac('sha256', salt)
    .update(`${site}\n${ip ?? ''}\n${userAgent}`, 'utf8')
    .digest('base64url')
    .slice(0, 22);
}
