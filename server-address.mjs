// Where our servers listen, and the name Next.js is given for itself: one rule for `npm start`
// (server.mjs) and `npm run dev` (scripts/dev-server.mjs), so development routes as production does.
// JavaScript beside server.mjs: both start files run it before Next.js, and Node runs no TypeScript.

/**
 * Next.js's name for itself, whatever address the server listens on. Next.js 16 writes the address
 * of every proxy rewrite with a loopback host as `localhost` (NextURL), but compares it with an
 * origin built from the hostname it was given; given `127.0.0.1` or `::1`, the two differ, so it
 * forwards each rewrite over HTTP to itself and the forwarded request passes the proxy a second
 * time, under the address it was rewritten to: `/en/terms` comes back as `/en/agb` and gets the
 * 308 to `/en/terms`, `/kontakt` comes back as `/de/kontakt` and gets next-intl's redirect to
 * `/kontakt` (docs/decisions/018-production-server.md).
 */
export const NEXT_HOSTNAME = 'localhost';

/**
 * Loopback unless HOST says otherwise: on a public address the reverse proxy must be in front (decision 009).
 * @param {Record<string, string | undefined>} [env]
 * @returns {{ host: string; port: number }}
 */
export function listenAddress(env = process.env) {
  const port = Number(env.PORT || 3000);
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new Error(`PORT must be a whole number from 1 to 65535, not "${env.PORT}"`);
  return { host: env.HOST || '127.0.0.1', port };
}

/**
 * The address to print once the server listens, IPv6 hosts in brackets.
 * @param {{ host: string; port: number }} address
 */
export function serverUrl({ host, port }) {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}
