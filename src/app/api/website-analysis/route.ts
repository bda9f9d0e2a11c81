import { sql } from 'drizzle-orm';
import { locales } from '@/i18n/locales';
import { MAX_BODY_BYTES } from '@/lib/forms';
import { database } from '@/server/db';
import { env } from '@/server/env';
import { clientIp } from '@/server/http/client-ip';
import { apiError } from '@/server/http/responses';
import { methodNotAllowed, rateLimited } from '@/server/http/submission-route';
import { requestLanguage, serverTranslator } from '@/server/i18n';
import { log } from '@/server/log';
import { hitEndpointLimit } from '@/server/rate-limit';
import { CALLBACK_WITHIN_MINUTES } from '@/lib/constants/callback';

export const dynamic = 'force-dynamic';

/** The contact form promises a reply within 24 hours. */
const CONTACT_REPLY_WITHIN_HOURS = 24;

/**
 * A JSON preload hint, decided in docs/decisions/008-website-analysis-endpoint.md: whether
 * the enquiry backend accepts submissions right now and what the forms may promise.
 */
export async function GET(request: Request): Promise<Response> {
  const t = await serverTranslator(requestLanguage(request));
  try {
    const db = await database();
    const limit = await hitEndpointLimit(db, 'website-analysis', clientIp(request.headers, env().TRUSTED_PROXIES), env().RATE_LIMIT_SCALE);
    if (!limit.allowed) return rateLimited(t, limit.retryAfterSeconds);
    await db.execute(sql`select 1`);
    return Response.json(
      {
        ok: true,
        accepting: true,
        languages: locales,
        callbackWithinMinutes: CALLBACK_WITHIN_MINUTES,
        contactReplyWithinHours: CONTACT_REPLY_WITHIN_HOURS,
        maxBodyBytes: MAX_BODY_BYTES,
      },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  } catch (error) {
    log().error({ err: error }, 'website-analysis: database unavailable');
    return apiError(503, 'unavailable', t('api.unavailable'), { headers: { 'Retry-After': '30' } });
  }
}

export const POST = methodNotAllowed('GET');
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
