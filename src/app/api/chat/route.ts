import { chatRequestSchema } from '@/lib/schemas/chat';
import { fieldErrors } from '@/lib/schemas/field-errors';
import { answerFromPages } from '@/server/chat/answer';
import { recordUnanswered } from '@/server/chat/unanswered';
import { database } from '@/server/db';
import { env } from '@/server/env';
import { clientIp } from '@/server/http/client-ip';
import { isPayloadProblem, readPayload } from '@/server/http/read-payload';
import { apiError } from '@/server/http/responses';
import { methodNotAllowed, rateLimited } from '@/server/http/submission-route';
import { requestLanguage, serverTranslator } from '@/server/i18n';
import { log } from '@/server/log';
import { hitEndpointLimit } from '@/server/rate-limit';

export const dynamic = 'force-dynamic';

/**
 * The chat agent (issue 24): { language, messages } in, { answer, sources, handoff } out, answered from our own
 * pages (server/chat/). Nothing of the conversation is stored, except a question the pages could not answer,
 * without personal data (server/chat/unanswered.ts).
 */
export async function POST(request: Request): Promise<Response> {
  const payload = await readPayload(request);
  const locale = requestLanguage(request, isPayloadProblem(payload) ? undefined : payload.data.language);
  const t = await serverTranslator(locale);
  if (isPayloadProblem(payload))
    return apiError(
      payload.status,
      payload.code,
      t(payload.status === 413 ? 'api.payloadTooLarge' : payload.status === 415 ? 'api.unsupportedMediaType' : 'api.invalidJson'),
    );
  if (payload.via !== 'json') return apiError(415, 'unsupported_media_type', t('api.unsupportedMediaType'));
  try {
    const db = await database();
    const limit = await hitEndpointLimit(db, 'chat', clientIp(request.headers, env().TRUSTED_PROXIES), env().RATE_LIMIT_SCALE);
    if (!limit.allowed) return rateLimited(t, limit.retryAfterSeconds);
    const parsed = chatRequestSchema.safeParse(payload.data);
    if (!parsed.success) {
      const codes = fieldErrors(parsed.error);
      const fields = Object.fromEntries(
        Object.entries(codes).map(([field, code]) => [
          field,
          { code, message: t.has(`common.formErrors.${code}`) ? t(`common.formErrors.${code}`) : t('api.invalidPayload') },
        ]),
      );
      return apiError(400, 'invalid_payload', t('api.invalidPayload'), { fields });
    }
    const { language, messages } = parsed.data;
    const result = await answerFromPages(language, messages);
    if (result.handoff) await recordUnanswered(db, language, messages.at(-1)!.content, result.page);
    return Response.json(
      { answer: result.answer, sources: result.sources, handoff: result.handoff },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  } catch (error) {
    log().error({ err: error, op: 'chat answer' }, 'chat: no answer');
    return apiError(503, 'unavailable', t('api.unavailable'), { headers: { 'Retry-After': '30' } });
  }
}

export const GET = methodNotAllowed('POST');
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
