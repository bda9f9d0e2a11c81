import 'server-only';
import { timingSafeEqual } from 'node:crypto';

/**
 * A browser always sends Origin with a POST; it must name this site. Without Origin (a
 * command-line client, never a browser form from another site) the token check alone decides.
 */
export function sameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) return request.headers.get('sec-fetch-site') !== 'cross-site';
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  try {
    return host !== null && new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** The submitted token equals the session's (compared in constant time). */
export function tokenMatches(expected: string, submitted: unknown): boolean {
  if (typeof submitted !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(submitted);
  return a.length === b.length && timingSafeEqual(a, b);
}
