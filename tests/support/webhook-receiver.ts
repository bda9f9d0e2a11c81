import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

type ReceivedWebhook = { headers: IncomingHttpHeaders; body: string };

/**
 * A local webhook receiver; `up = false` makes it answer 503 like a platform that is down, `delayMs`
 * makes it answer that much later (a slow voice platform).
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const state = { up: true, delayMs: 0 };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = () => {
        if (!state.up) {
          response.writeHead(503).end('maintenance');
          return;
        }
        received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        response.writeHead(204).end();
      };
      if (state.delayMs > 0) setTimeout(answer, state.delayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/voice/callbacks`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
