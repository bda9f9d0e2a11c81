import { botReason } from '@/server/analytics/bot-filter';
import { isEventProblem, readEvent } from '@/server/analytics/event-request';
import { isStaffArea, recordEvent } from '@/server/analytics/record';
import { database } from '@/server/db';
import { env } from '@/server/env';
import { clientIp } from '@/server/http/client-ip';
import { apiError } from '@/server/http/responses';
import { methodNotAllowed, rateLimited } from '@/server/http/submission-route';
import { dataKeys, requestLanguage, serverTranslator } from '@/server/i18n';
import { log } from '@/server/log';
import { hitEndpointLimit } from '@/server/rate-limit';

export const dynamic = 'force-dynamic';

const noStore = { 'Cache-Control': 'no-store' };

/**
 * One analytics event from the beacon, which the page loads only with "Analyse" consent
 * (docs/decisions/024-first-party-analytics.md). Sets no cookie; keeps neither the address nor the
 * user agent. `202 {ok, counted}`: `counted` is false for a bot and for the staff area, whose events are not stored.
 */
export async function POST(request: Request): Promise<Response> {
  const t = await serverTranslator(requestLanguage(request));
  try {
    const db = await database();
    const ip = clientIp(request.headers, env().TRUSTED_PROXIES);
    const limit = await hitEndpointLimit(db, 'events', ip, env().RATE_LIMIT_SCALE);
    if (!limit.allowed) return rateLimited(t, limit.retryAfterSeconds);
    const event = await readEvent(request);
    if (isEventProblem(event)) return apiError(event.status, event.code, dataKeys(t)(event.messageKey));
    if (botReason(request.headers) || isStaffArea(event.path))
      return Response.json({ ok: true, counted: false }, { status: 202, headers: noStore });
    await recordEvent(db, event, { ip, userAgent: request.headers.get('user-agent') ?? '', site: env().SITE_URL });
    return Response.json({ ok: true, counted: true }, { status: 202, headers: noStore });
  } catch (error) {
    log().error({ err: error, op: 'analytics event' }, 'events: not stored');
    return apiError(503, 'unavailable', t('api.unavailable'), { headers: { 'Retry-After': '30' } });
  }
}

export const GET = methodNotAllowed('POST');
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
