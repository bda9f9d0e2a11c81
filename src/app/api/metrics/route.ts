import { env } from '@/server/env';
import { hasBearerToken } from '@/server/http/bearer';
import { apiError } from '@/server/http/responses';
import { methodNotAllowed } from '@/server/http/submission-route';
import { requestLanguage, serverTranslator } from '@/server/i18n';
import { metrics } from '@/server/metrics';

// Answered per request, never prerendered.
export const dynamic = 'force-dynamic';

/**
 * Prometheus metrics of this instance (docs/decisions/020-operations.md), for the scraper that knows
 * METRICS_TOKEN; without the token set the endpoint does not exist.
 */
export async function GET(request: Request) {
  const token = env().METRICS_TOKEN;
  if (!token || !hasBearerToken(request, token)) {
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
