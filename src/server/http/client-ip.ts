import 'server-only';

/**
 * The client's address from X-Forwarded-For: the entry the outermost of our `trustedProxies`
 * reverse proxies appended (entries left of it are whatever the client claimed). Next.js
 * only fills the header from the socket when it is absent, so the app must run behind a
 * proxy in production (docs/decisions/009-client-address.md).
 */
export function clientIp(headers: Headers, trustedProxies: number): string | null {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const address = chain[Math.max(0, chain.length - trustedProxies)];
  return address ? address.replace(/^::ffff:/, '').slice(0, 64) : null;
}
