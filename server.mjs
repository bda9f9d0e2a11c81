// The production server (`npm start`): Next.js's request handler behind a plain Node HTTP server of
// our own, so that what Next.js cannot answer never reaches it, and so that a stop is graceful
// (docs/decisions/018-production-server.md, 020-operations.md).
//
// .env files first (as Next.js reads them), so HOST, PORT and UV_THREADPOOL_SIZE may live there too.
const { default: nextEnv } = await import('@next/env');
nextEnv.loadEnvConfig(process.cwd(), false);
// The thread pool is sized before anything uses it: password hashing, gzip and file reads share it.
process.env.UV_THREADPOOL_SIZE ??= '8';
// What `next start` sets before it loads the server (src/instrumentation.ts waits for NEXT_RUNTIME).
process.env.NODE_ENV = 'production';
process.env.NEXT_RUNTIME = 'nodejs';

const { createServer } = await import('node:http');
const { Server: NetServer } = await import('node:net');
const { once } = await import('node:events');
const { constants: zlibConstants } = await import('node:zlib');
const { default: compression } = await import('compression');
const { NEXT_HOSTNAME, listenAddress, serverUrl } = await import('./server-address.mjs');
const { default: next } = await import('next');

const address = listenAddress();
/** The longest graceful stop; then the process exits anyway (the outbox's leases hand unfinished work on). */
const shutdownTimeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS || 25_000);
/**
 * After SIGTERM the listener stays open until no connection has come for LISTEN_GRACE_MS, at most LISTEN_MAX_MS:
 * a connection the kernel has already accepted for us is taken and answered instead of being reset with the
 * listening socket (docs/decisions/041-drain-without-errors.md).
 */
const LISTEN_GRACE_MS = 500;
const LISTEN_MAX_MS = 5_000;
/**
 * While stopping, a connection is closed once it has carried no request for this long (a request on its way is
 * answered); one that has not carried any yet waits longer, as its client has just connected to send one and
 * may be slow to (a busy machine).
 */
const IDLE_GRACE_MS = 1_000;
const FIRST_REQUEST_GRACE_MS = 5_000;

/** The app hands its hooks over when it has started (src/server/start.ts, from src/instrumentation.ts). */
const hooksReady = new Promise((resolve) => {
  globalThis[Symbol.for('aitheria.server-hooks')] = resolve;
});

// Next.js keeps `localhost` as its own name whatever address the server listens on (server-address.mjs).
const app = next({ dev: false, dir: process.cwd(), hostname: NEXT_HOSTNAME, port: address.port });
const handle = app.getRequestHandler();
await app.prepare();
// Pages and API answers: Brotli where the browser takes it (quality 5: smaller than gzip and as fast),
// gzip otherwise; Next.js's own gzip is off (next.config.ts).
const compress = compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } } });
const compressResponse = (request, response) =>
  new Promise((resolve, reject) => compress(request, response, (error) => (error ? reject(error) : resolve())));
const hooks = await hooksReady;

let draining = false;
/** Every open connection: how many requests await their answer on it, how many it has carried, and since when it has been idle. */
const connections = new Map();

const server = createServer(async (request, response) => {
  const started = process.hrtime.bigint();
  const connection = connections.get(request.socket);
  if (connection) {
    connection.busy += 1;
    connection.requests += 1;
    response.once('close', () => {
      connection.busy -= 1;
      connection.idleSince = Date.now();
    });
  }
  const pathname = (request.url ?? '/').split('?')[0];
  response.once('finish', () =>
    hooks.recordRequest(request.method ?? 'GET', pathname, response.statusCode, Number(process.hrtime.bigint() - started) / 1e9),
  );
  // While stopping, every answer ends its connection, so no keep-alive connection outlives the drain.
  if (draining) response.setHeader('Connection', 'close');
  try {
    const refusal = await hooks.refuseMethod(request.method ?? 'GET', request.url ?? '/', request.headers['accept-language']);
    if (refusal) {
      response.writeHead(refusal.status, refusal.headers).end(request.method === 'HEAD' ? undefined : refusal.body);
      return;
    }
    if (hooks.serveStaticAsset(request, response, pathname)) return;
    await compressResponse(request, response);
    hooks.reuseCompressedPage(request, response);
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
/** When the last connection came: a stopping server listens on while they still come. */
let lastConnectionAt = 0;
server.on('connection', (socket) => {
  lastConnectionAt = Date.now();
  connections.set(socket, { busy: 0, requests: 0, idleSince: Date.now() });
  socket.once('close', () => connections.delete(socket));
});

/**
 * SIGTERM or SIGINT: readiness fails at once; the listener still takes connections while they keep coming
 * (a proxy stops sending them once readiness fails or the listener is gone), then no new one is accepted. Every request that reached the process gets its whole
 * answer, also one whose bytes it had not read yet when the signal came (Node's own `server.close()` would
 * close such a connection as idle): a connection is closed only after carrying no request for a while. Then
 * the outbox finishes what it holds, the database closes and the process exits; after SHUTDOWN_TIMEOUT_MS it
 * exits anyway.
 */
/** Resolves once the event loop has polled for I/O: whatever had arrived by now has been read. */
const afterPendingIo = () => new Promise((resolve) => setImmediate(resolve));

async function stop(signal) {
  if (draining) return;
  draining = true;
  console.log(`${signal}: stopping; requests in flight are answered first`);
  hooks.beginDrain();
  const deadline = setTimeout(() => {
    console.error(`Not stopped within ${shutdownTimeoutMs} ms; exiting anyway.`);
    process.exit(1);
  }, shutdownTimeoutMs);
  deadline.unref();
  const stoppingSince = Date.now();
  for (;;) {
    const quietFor = Date.now() - Math.max(lastConnectionAt, stoppingSince);
    if (quietFor >= LISTEN_GRACE_MS || Date.now() - stoppingSince >= LISTEN_MAX_MS) break;
    await new Promise((resolve) => setTimeout(resolve, LISTEN_GRACE_MS - quietFor));
  }
  // Each decision below waits for the event loop's next poll: after a busy stretch, the connections queued for
  // the listener and the request bytes that arrived are taken first, instead of being closed unread.
  await afterPendingIo();
  const closed = once(server, 'close');
  // The listener only: http.Server's close() would also close the connections it thinks idle.
  NetServer.prototype.close.call(server);
  const closeIdle = () => {
    for (const [socket, connection] of connections)
      if (
        connection.busy === 0 &&
        Date.now() - Math.max(connection.idleSince, stoppingSince) >= (connection.requests ? IDLE_GRACE_MS : FIRST_REQUEST_GRACE_MS)
      )
        socket.destroy();
  };
  const sweep = setInterval(() => setImmediate(closeIdle), 100);
  await closed;
  clearInterval(sweep);
  try {
    await hooks.shutdown();
  } catch (error) {
    hooks.logError(error, 'shutdown');
    process.exit(1);
  }
  process.exit(0);
}
process.once('SIGTERM', () => void stop('SIGTERM'));
process.once('SIGINT', () => void stop('SIGINT'));

server.listen(address.port, address.host, () => {
  console.log(`Ready on ${serverUrl(address)}`);
});
