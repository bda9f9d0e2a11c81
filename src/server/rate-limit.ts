import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from './db';
import { rateLimitWindows } from './db/schema';
import { recordRateLimited } from './metrics';

export type RateLimit = { limit: number; windowMs: number };

/** Per-IP limits per endpoint; generous for people, tight for scripts. */
export const endpointRateLimits = {
  'callback-automation': { limit: 5, windowMs: 10 * 60_000 },
  contact: { limit: 10, windowMs: 10 * 60_000 },
  'job-application': { limit: 5, windowMs: 10 * 60_000 },
  'error-report': { limit: 20, windowMs: 10 * 60_000 },
  'newsletter-unsubscribe': { limit: 10, windowMs: 10 * 60_000 },
  'website-analysis': { limit: 120, windowMs: 60_000 },
} as const satisfies Record<string, RateLimit>;

export type RateLimitedEndpoint = keyof typeof endpointRateLimits;

/** Each callback makes our voice agent place a real call: at most 3 a day to one number. */
export const callbackPhoneRateLimit: RateLimit = { limit: 3, windowMs: 24 * 60 * 60_000 };

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one hit against `key` in a fixed window. The counter lives in the database, so
 * every app instance on the same PostgreSQL shares it (one atomic upsert per hit).
 */
export async function hitRateLimit(
  db: Database,
  key: string,
  { limit, windowMs }: RateLimit,
  scale = 1,
  now = Date.now(),
): Promise<RateLimitResult> {
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimitWindows)
    .values({ key, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitWindows.key, rateLimitWindows.windowStart],
      set: { hits: sql`${rateLimitWindows.hits} + 1` },
    })
    .returning({ hits: rateLimitWindows.hits });
  if ((row?.hits ?? 0) <= Math.ceil(limit * scale)) return { allowed: true };
  recordRateLimited(key);
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000)) };
}

/** One hit of a client address against its endpoint's per-IP limit. */
export function hitEndpointLimit(db: Database, endpoint: RateLimitedEndpoint, ip: string | null, scale = 1): Promise<RateLimitResult> {
  return hitRateLimit(db, `${endpoint}:${ip ?? 'unknown'}`, endpointRateLimits[endpoint], scale);
}

/** How long a window is kept: the longest limit's window and an hour; older ones can limit nothing (the retention purge deletes them). */
export const RATE_LIMIT_WINDOWS_KEPT_MS = 25 * 60 * 60_000;
