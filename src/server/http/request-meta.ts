import 'server-only';
import { IDEMPOTENCY_HEADER } from '@/lib/forms';
import { env } from '../env';
import type { RequestMeta } from '../submissions/store';
import { clientIp } from './client-ip';

const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

/** IP, user agent and idempotency key of a request; `null` key when the header is malformed. */
export function requestMeta(request: Request): RequestMeta & { idempotencyKeyValid: boolean } {
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  const valid = key === null || IDEMPOTENCY_KEY_PATTERN.test(key);
  return {
    ip: clientIp(request.headers, env().TRUSTED_PROXIES),
    userAgent: request.headers.get('user-agent')?.slice(0, 512) ?? null,
    idempotencyKey: valid ? key : null,
    idempotencyKeyValid: valid,
  };
}
