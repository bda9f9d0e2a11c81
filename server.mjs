// The production server (`npm start`): Next.js's request handler behind a plain Node HTTP server of
// our own, so that what Next.js cannot answer never reaches it (docs/decisions/018-production-server.md).
//
// .env files first (as Next.js reads them), so HOST, PORT and UV_THREADPOOL_SIZE may live there too.
const { default: nextEnv } = await import('@next/env');
nextEnv.loadEnvConfig(import.meta.dirname, false);
// The thread pool is sized before anything uses it: password hashing, gzip and file reads share it.
process.env.UV_THREADPOOL_SIZE ??= '8';
// What `next start` sets before it loads the server (src/instrumentation.ts waits for NEXT_RUNTIME).
process.env.NODE_ENV = 'production';
process.env.NEXT_RUNTIME = 'nodejs';

const { createServer } = await import('node:http');
const { default: next } = await import('next');

/** Loopback unless HOST says otherwise: on a public address the reverse proxy must be in front (decision 009). */
const host = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT || 3000);

/** The app hands its hooks over when it has started (src/server/start.ts, from src/instrumentation.ts). */
const hooksReady = new Promise((resolve) => {
  globalThis[Symbol.for('aitheria.server-hooks')] = resolve;
});

// Next.js builds its own internal URLs from `hostname`; with the bound address instead of the default
// 'localhost' it answers / with a redirect to itself (docs/decisions/001-language-negotiation.md).
const app = next({ dev: false, dir: import.meta.dirname, hostname: 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();
const hooks = await hooksReady;

const server = createServer(async (request, response) => {
  try {
    const refusal = await hooks.refuseMethod(request.method ?? 'GET', request.url ?? '/', request.headers['accept-language']);
    if (refusal) {
      response.writeHead(refusal.status, refusal.headers).end(request.method === 'HEAD' ? undefined : refusal.body);
      return;
    }
    await handle(request, response);
  } catch (error) {
    hooks.logError(error, 'handle request');
    if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    response.end();
  }
});

// Longer than the idle timeout of the proxy's kept-alive connections (nginx: 60 s), so the app never
// closes a connection the proxy is about to reuse.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

server.listen(port, host, () => {
  console.log(`Ready on http://${host.includes(':') ? `[${host}]` : host}:${port}`);
});
