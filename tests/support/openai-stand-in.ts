import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

type ModelRequest = {
  headers: IncomingHttpHeaders;
  body: { model: string; stream?: boolean; max_tokens?: number; messages: { role: string; content: string }[] };
};

/**
 * A local stand-in for an OpenAI-compatible endpoint (POST /v1/chat/completions): it records every request and
 * answers `state.reply`, streamed as `data:` chunks of `state.chunkSize` characters ending in `data: [DONE]` when
 * the request asks for a stream (`state.chunkDelayMs` apart), as one JSON completion otherwise; `state.status` answers an error instead,
 * `state.delayMs` waits that long before answering (a slow model).
 */
export async function startModelStandIn() {
  const received: ModelRequest[] = [];
  const state = { reply: '', chunkSize: 7, chunkDelayMs: 0, status: 200, delayMs: 0 };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ModelRequest['body'];
      received.push({ headers: request.headers, body });
      const answer = async () => {
        if (response.destroyed) return;
        if (state.status !== 200) {
          response.writeHead(state.status, { 'Content-Type': 'application/json' });
          response.end(JSON.stringify({ error: { message: 'stand-in failure', type: 'server_error' } }));
          return;
        }
        const base = { id: 'chatcmpl-stand-in', created: Math.floor(Date.now() / 1000), model: body.model };
        if (!body.stream) {
          response.writeHead(200, { 'Content-Type': 'application/json' });
          response.end(
            JSON.stringify({
              ...base,
              object: 'chat.completion',
              choices: [{ index: 0, message: { role: 'assistant', content: state.reply }, finish_reason: 'stop' }],
            }),
          );
          return;
        }
        response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
        const chunk = (delta: object, finish: string | null) =>
          `data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
        response.write(chunk({ role: 'assistant', content: '' }, null));
        for (let at = 0; at < state.reply.length && !response.destroyed; at += state.chunkSize) {
          if (state.chunkDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.chunkDelayMs));
          response.write(chunk({ content: state.reply.slice(at, at + state.chunkSize) }, null));
        }
        response.write(chunk({}, 'stop'));
        response.end('data: [DONE]\n\n');
      };
      setTimeout(() => void answer(), state.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    received,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
