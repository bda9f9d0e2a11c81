import 'server-only';
import { timingSafeEqual } from 'node:crypto';

/** The token of an `Authorization: Bearer <token>` header, or '' without one. */
const bearerToken = (request: Request) => /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';

/** Whether the request carries `expected` as its bearer token, compared in constant time. */
export function hasBearerToken(request: Request, expected: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(bearerToken(request));
  return a.length === b.length && timingSafeEqual(a, b);
}
