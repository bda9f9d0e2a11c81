import { chatRequestSchema, type ChatMessage } from '@/lib/schemas/chat';
import { answerFromPages, type ChatAnswer } from '@/server/chat/answer';
import { chatModel, writeModelAnswer, type ChatModel } from '@/server/chat/model-answer';
import { recordUnanswered } from '@/server/chat/unanswered';
import { isPayloadProblem, readPayload } from '@/server/http/read-payload';
import { admitJsonRequest } from '@/server/http/json-endpoint';
import { apiError } from '@/server/http/responses';
import { methodNotAllowed } from '@/server/http/submission-route';
import { requestLanguage, serverTranslator } from '@/server/i18n';
import { log } from '@/server/log';

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
 * The chat agent: { language, messages } in, { answer, sources, handoff } out, answered from our own
 * pages (server/chat/). Nothing of the conversation is stored, except a question the pages could not answer,
 * without personal data (server/chat/unanswered.ts).
 */
export async function POST(request: Request): Promise<Response> {
  const payload = await readPayload(request);
  const locale = requestLanguage(request, isPayloadProblem(payload) ? undefined : payload.data.language);
  const t = await serverTranslator(locale);
  try {
    const admitted = await admitJsonRequest(request, payload, t, 'chat', chatRequestSchema);
    if (!admitted.ok) return admitted.response;
    const { db, data } = admitted;
    const { language, messages } = data;
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
