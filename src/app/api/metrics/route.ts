import { timingSafeEqual } from 'node:crypto';
import { env } from '@/server/env';
import { apiError } from '@/server/http/responses';
import { methodNotAllowed } from '@/server/http/submission-route';
import { requestLanguage, serverTranslator } from '@/server/i18n';
import { metrics } from '@/server/metrics';

// Answered per request, never prerendered.
export const dynamic = 'force-dynamic';

const bearer = (request: Request) => /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';

function tokenMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Prometheus metrics of this instance (docs/decisions/020-operations.md), for the scraper that knows
 * METRICS_TOKEN; without the token set the endpoint does not exist.
 */
export async function GET(request: Request) {
  const token = env().METRICS_TOKEN;
  if (!token || !tokenMatches(token, bearer(request))) {
    const t = await serverTranslator(requestLanguage(request));
    if (!token) return apiError(404, 'not_found', t('api.metrics.off'));
    return apiError(401, 'unauthorized', t('api.metrics.unauthorized'), { headers: { 'WWW-Authenticate': 'Bearer realm="metrics"' } });
  }
  const { registry } = metrics();
  return new Response(await registry.metrics(), { headers: { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' } });
}

export const POST = methodNotAllowed('GET');
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
