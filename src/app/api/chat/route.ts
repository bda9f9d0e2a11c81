import { chatRequestSchema, type ChatMessage } from '@/lib/schemas/chat';
import { fieldErrors } from '@/lib/schemas/field-errors';
import { answerFromPages, type ChatAnswer } from '@/server/chat/answer';
import { chatModel, writeModelAnswer, type ChatModel } from '@/server/chat/model-answer';
import { recordUnanswered } from '@/server/chat/unanswered';
import { database } from '@/server/db';
import { env } from '@/server/env';
import { clientIp } from '@/server/http/client-ip';
import { isPayloadProblem, readPayload } from '@/server/http/read-payload';
import { apiError } from '@/server/http/responses';
import { methodNotAllowed, rateLimited } from '@/server/http/submission-route';
import { dataKeys, requestLanguage, serverTranslator } from '@/server/i18n';
import { log } from '@/server/log';
import { hitEndpointLimit } from '@/server/rate-limit';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'no-store' };

/** The documented JSON shape of an answer; `language` is the visitor's, or the one a follow-up asked for ("in Greek please"). */
const replyOf = ({ answer, sources, handoff, language }: Pick<ChatAnswer, 'answer' | 'sources' | 'handoff' | 'language'>) => ({
  answer,
  sources,
  handoff,
  language,
});

/** The generative mode's answer, or null (the retrieval answer is given) when the model fails, is too slow or cites nothing. */
async function modelReply(
  model: ChatModel,
  retrieved: ChatAnswer,
  messages: readonly ChatMessage[],
  options: { onText?: (text: string) => void; signal: AbortSignal },
) {
  try {
    const written = await writeModelAnswer(model, retrieved.language, retrieved.passages, messages, options);
    if (!written) log().info({ op: 'chat model' }, 'chat: model cited no passage, retrieval answer given');
    return written ? { ...written, handoff: false, language: retrieved.language } : null;
  } catch (error) {
    // The error's name only: the SDK's errors carry the request, and with it the conversation.
    log().warn({ op: 'chat model', reason: error instanceof Error ? error.name : 'unknown' }, 'chat: model failed, retrieval answer given');
    return null;
  }
}

/** Server-sent events: `text` events with the checked pieces as they come, then one `answer` event with the whole reply. */
function streamedReply(write: (onText: (text: string) => void) => Promise<ReturnType<typeof replyOf>>): Response {
  const encoder = new TextEncoder();
  const event = (name: string, data: unknown) => encoder.encode(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (chunk: Uint8Array) => {
        if (!cancelled) controller.enqueue(chunk);
      };
      const reply = await write((text) => {
        if (text) send(event('text', { text }));
      });
      send(event('answer', reply));
      if (!cancelled) controller.close();
    },
    cancel() {
      cancelled = true;
    },
  });
  return new Response(body, {
    // no-transform: a compressing layer would hold the events back; X-Accel-Buffering: nginx too.
    headers: { 'Cache-Control': 'no-store, no-transform', 'Content-Type': 'text/event-stream; charset=utf-8', 'X-Accel-Buffering': 'no' },
  });
}

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
          {
            code,
            message: dataKeys(t).has(`common.formErrors.${code}`) ? dataKeys(t)(`common.formErrors.${code}`) : t('api.invalidPayload'),
          },
        ]),
      );
      return apiError(400, 'invalid_payload', t('api.invalidPayload'), { fields });
    }
    const { language, messages } = parsed.data;
    const result = await answerFromPages(language, messages);
    if (result.handoff) await recordUnanswered(db, language, messages.at(-1)!.content, result.page);
    const model = chatModel();
    // The model writes only what the pages answer: a decline stays a decline.
    if (!model || result.handoff) return Response.json(replyOf(result), { headers: NO_STORE });
    const write = async (onText?: (text: string) => void) =>
      (await modelReply(model, result, messages, { onText, signal: request.signal })) ?? replyOf(result);
    if (request.headers.get('accept')?.includes('text/event-stream')) return streamedReply(write);
    return Response.json(await write(), { headers: NO_STORE });
  } catch (error) {
    log().error({ err: error, op: 'chat answer' }, 'chat: no answer');
    return apiError(503, 'unavailable', t('api.unavailable'), { headers: { 'Retry-After': '30' } });
  }
}

export const GET = methodNotAllowed('POST');
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
