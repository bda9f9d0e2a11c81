import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from './db';
import { rateLimitWindows } from './db/schema';
import { recordRateLimited } from './metrics';

export type RateLimit = { limit: number; windowMs: number };

/**
 * Per-IP limits of the endpoints that take no enquiry; generous for people, tight for scripts. An enquiry's
 * endpoint declares its own limit with its kind (server/enquiries/).
 */
const endpointRateLimits = {
  'website-analysis': { limit: 120, windowMs: 60_000 },
  /** Analytics events: a busy reader sends a few a minute; a script sends hundreds. */
  events: { limit: 300, windowMs: 10 * 60_000 },
  /** The chat agent: a brisk conversation is a question every 10 seconds. */
  chat: { limit: 60, windowMs: 10 * 60_000 },
  /** "That did not help" and handoffs after an answer: at most one per answer. */
  'chat-feedback': { limit: 30, windowMs: 10 * 60_000 },
  /** The voice platform's knowledge look-ups: every call it carries comes from a few of its addresses. */
  'voice-tools': { limit: 600, windowMs: 10 * 60_000 },
} as const satisfies Record<string, RateLimit>;

export type RateLimitedEndpoint = keyof typeof endpointRateLimits;

/** An endpoint's per-IP limit: the name its counters are kept under and the limit. */
export type EndpointLimit = { endpoint: string; limit: RateLimit };

const endpointLimitOf = (endpoint: RateLimitedEndpoint | EndpointLimit): EndpointLimit =>
  typeof endpoint === 'string' ? { endpoint, limit: endpointRateLimits[endpoint] } : endpoint;

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** One counter to hit: its key, its current window, how many hits the window allows, when it ends. */
export type LimitCheck = { key: string; windowStart: Date; max: number; retryAfterSeconds: number };

/** The window `now` falls in for `key` and what it allows (RATE_LIMIT_SCALE applied). */
export function limitCheck(key: string, { limit, windowMs }: RateLimit, scale = 1, now = Date.now()): LimitCheck {
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  return {
    key,
    windowStart,
    max: Math.ceil(limit * scale),
    retryAfterSeconds: Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000)),
  };
}

/** The verdict on a counter after its hit; a refusal is counted in the metrics. */
export function verdict(check: LimitCheck, hits: number): RateLimitResult {
  if (hits <= check.max) return { allowed: true };
  recordRateLimited(check.key);
  return { allowed: false, retryAfterSeconds: check.retryAfterSeconds };
}

/**
 * Counts one hit against `key` in a fixed window. The counter lives in the database, so
 * every app instance on the same PostgreSQL shares it (one atomic upsert per hit). A submission
 * counts its hits in the statement that stores it (server/submissions/store.ts).
 */
export function hitRateLimit(db: Database, key: string, limit: RateLimit, scale = 1, now = Date.now()): Promise<RateLimitResult> {
  return countHit(db, limitCheck(key, limit, scale, now));
}

/** One hit on a counter (an atomic upsert) and the verdict. */
export async function countHit(db: Database, check: LimitCheck): Promise<RateLimitResult> {
  const [row] = await db
    .insert(rateLimitWindows)
    .values({ key: check.key, windowStart: check.windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitWindows.key, rateLimitWindows.windowStart],
      set: { hits: sql`${rateLimitWindows.hits} + 1` },
    })
    .returning({ hits: rateLimitWindows.hits });
  return verdict(check, row?.hits ?? 0);
}

/** The per-IP limit of a client address at its endpoint. */
export function endpointLimit(endpoint: RateLimitedEndpoint | EndpointLimit, ip: string | null, scale = 1): LimitCheck {
  const { endpoint: name, limit } = endpointLimitOf(endpoint);
  return limitCheck(`${name}:${ip ?? 'unknown'}`, limit, scale);
}

/** One hit of a client address against its endpoint's per-IP limit. */
export function hitEndpointLimit(
  db: Database,
  endpoint: RateLimitedEndpoint | EndpointLimit,
  ip: string | null,
  scale = 1,
): Promise<RateLimitResult> {
  return countHit(db, endpointLimit(endpoint, ip, scale));
}

/** How long a window is kept: the longest limit's window and an hour; older ones can limit nothing (the retention purge deletes them). */
export const RATE_LIMIT_WINDOWS_KEPT_MS = 25 * 60 * 60_000;
