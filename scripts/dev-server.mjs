// The development server (`npm run dev`): Next.js in development mode behind a plain Node HTTP server,
// listening where `npm start` would (HOST, PORT; `-H`/`--hostname` and `-p`/`--port` as `next dev`
// takes them) while Next.js keeps `localhost` as its own name, as in production (server.mjs).
// `next dev -H 127.0.0.1` would answer every rewritten address with a redirect to itself
// (server-address.mjs, docs/decisions/018-production-server.md).
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';

// .env files first (as Next.js reads them in development), so HOST and PORT may live there too.
const { default: nextEnv } = await import('@next/env');
nextEnv.loadEnvConfig(process.cwd(), true);
// What `next dev` sets before it loads the server (src/instrumentation.ts waits for NEXT_RUNTIME).
process.env.NODE_ENV = 'development';
process.env.NEXT_RUNTIME = 'nodejs';

const { NEXT_HOSTNAME, listenAddress, serverUrl } = await import('../server-address.mjs');
const { values: flags } = parseArgs({
  options: { hostname: { type: 'string', short: 'H' }, port: { type: 'string', short: 'p' } },
});
const address = listenAddress({ ...process.env, HOST: flags.hostname ?? process.env.HOST, PORT: flags.port ?? process.env.PORT });
// next.config.ts lets a page served from this address use the dev resources (allowedDevOrigins).
process.env.HOST = address.host;

const { default: next } = await import('next');
const server = createServer();
const app = next({ dev: true, dir: process.cwd(), hostname: NEXT_HOSTNAME, port: address.port, httpServer: server });
await app.prepare();
const handle = app.getRequestHandler();
server.on('request', (request, response) =>
  handle(request, response).catch((error) => {
    console.error(error);
    if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    response.end();
  }),
);

/** Ctrl-C or SIGTERM: no new connections, Next.js's bundler and watchers closed, then exit. */
const stop = () => {
  server.close();
  void app.close().finally(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);

server.listen(address.port, address.host, () => console.log(`Ready on ${serverUrl(address)}`));
