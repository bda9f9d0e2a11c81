import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Events older or newer than this are refused; a platform that retries signs each attempt anew. */
const EVENT_TOLERANCE_S = 300;

export const hmacSha256 = (secret: string, message: string) => createHmac('sha256', secret).update(message).digest();

/** Whether `given` is `expected` (as text), compared in constant time. */
export function sameText(expected: string, given: string | null | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether `given` is the digest in hex or base64 (either may be sent), in constant time. */
export const sameDigest = (digest: Buffer, given: string | null | undefined) =>
  sameText(digest.toString('hex'), given) || sameText(digest.toString('base64'), given);

/** Whether a Unix time in seconds, or in milliseconds (a larger number), lies within the tolerance of `now`. */
export function isFresh(time: number, now: Date, toleranceS = EVENT_TOLERANCE_S): boolean {
  if (!Number.isFinite(time) || time <= 0) return false;
  const seconds = time > 1e11 ? time / 1000 : time;
  return Math.abs(now.getTime() / 1000 - seconds) <= toleranceS;
}
