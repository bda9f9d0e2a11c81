import { voiceToolSearchSchema } from '@/lib/schemas/voice-tool';
import { searchKnowledge } from '@/server/chat/knowledge';
import { env } from '@/server/env';
import { hasBearerToken } from '@/server/http/bearer';
import { isPayloadProblem, readPayload } from '@/server/http/read-payload';
import { admitJsonRequest } from '@/server/http/json-endpoint';
import { apiError } from '@/server/http/responses';
import { methodNotAllowed } from '@/server/http/submission-route';
import { requestLanguage, serverTranslator } from '@/server/i18n';
import { log } from '@/server/log';

export const dynamic = 'force-dynamic';

/**
 * The voice agent's knowledge tool (docs/voice-platforms.md, "The knowledge tool"): { query, language } in, the best
 * passages of our pages out, from the chat agent's index. Off without VOICE_TOOLS_TOKEN; nothing of the query is kept.
 */
export async function POST(request: Request): Promise<Response> {
  const token = env().VOICE_TOOLS_TOKEN;
  const payload = await readPayload(request);
  const locale = requestLanguage(request, isPayloadProblem(payload) ? undefined : payload.data.language);
  const t = await serverTranslator(locale);
  if (!token) return apiError(404, 'not_found', t('api.voiceTools.off'));
  if (!hasBearerToken(request, token))
    return apiError(401, 'unauthorized', t('api.voiceTools.unauthorized'), {
      headers: { 'WWW-Authenticate': 'Bearer realm="voice-tools"' },
    });
  try {
    const admitted = await admitJsonRequest(request, payload, t, 'voice-tools', voiceToolSearchSchema);
    if (!admitted.ok) return admitted.response;
    const { language, query } = admitted.data;
    const results = await searchKnowledge(language, query, env().SITE_URL);
    return Response.json({ results }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    log().error({ err: error, op: 'voice tool search' }, 'voice tool: no answer');
    return apiError(503, 'unavailable', t('api.unavailable'), { headers: { 'Retry-After': '30' } });
  }
}

export const GET = methodNotAllowed('POST');
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
