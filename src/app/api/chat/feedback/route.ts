import { chatFeedbackSchema } from '@/lib/schemas/chat';
import { answerFromPages } from '@/server/chat/answer';
import { recordUnanswered } from '@/server/chat/unanswered';
import { admitJsonRequest } from '@/server/http/json-endpoint';
import { readPayload, isPayloadProblem } from '@/server/http/read-payload';
import { apiError } from '@/server/http/responses';
import { methodNotAllowed } from '@/server/http/submission-route';
import { requestLanguage, serverTranslator } from '@/server/i18n';
import { log } from '@/server/log';

export const dynamic = 'force-dynamic';

/**
 * An answer the visitor marked "that did not help", or followed with a handoff: its question is kept for the team at
 * /inbox/chat with the page it was answered from (found again here, not taken from the browser), without personal
 * data. A question the chat declined is already kept; it is not kept twice.
 */
export async function POST(request: Request): Promise<Response> {
  const payload = await readPayload(request);
  const t = await serverTranslator(requestLanguage(request, isPayloadProblem(payload) ? undefined : payload.data.language));
  try {
    const admitted = await admitJsonRequest(request, payload, t, 'chat-feedback', chatFeedbackSchema);
    if (!admitted.ok) return admitted.response;
    const { language, messages, outcome } = admitted.data;
    const answer = await answerFromPages(language, messages);
    if (!answer.handoff) await recordUnanswered(admitted.db, language, messages.at(-1)!.content, answer.page, outcome);
    return Response.json({ ok: true }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    log().error({ err: error, op: 'chat feedback' }, 'chat: feedback not kept');
    return apiError(503, 'unavailable', t('api.unavailable'), { headers: { 'Retry-After': '30' } });
  }
}

export const GET = methodNotAllowed('POST');
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
