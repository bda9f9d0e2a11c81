import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { NEXT_HOSTNAME } from '../server-address.mjs';
import proxy from './proxy';

/** The request Next.js hands the proxy for an address, as a server that knows itself as 127.0.0.1 would. */
const requestFor = (pathname: string) => new NextRequest(`http://127.0.0.1:3600${pathname}`);

describe('proxy', () => {
  it('serves an English or Greek address in its own words from the German route, by a rewrite', () => {
    for (const [address, route] of [
      ['/en/terms', '/en/agb'],
      ['/el/oroi', '/el/agb'],
      ['/kontakt', '/de/kontakt'],
    ] as const) {
      const response = proxy(requestFor(address));
      expect(response.status, address).toBe(200);
      expect(new URL(response.headers.get('x-middleware-rewrite') ?? '').pathname, address).toBe(route);
    }
  });

  it('moves an old German word under /en or /el to the localized address with 308', () => {
    for (const [old, moved] of [
      ['/en/agb', '/en/terms'],
      ['/el/kontakt', '/el/epikoinonia'],
    ] as const) {
      const response = proxy(requestFor(old));
      expect(response.status, old).toBe(308);
      expect(new URL(response.headers.get('location') ?? '').pathname, old).toBe(moved);
    }
  });

  // Next.js keeps a rewrite internal only when its origin is the one Next.js was given as its own
  // hostname; a loopback address comes out as `localhost` (server-address.mjs), so our
  // servers must give Next.js that name, or the rewrite is fetched over HTTP and passes the proxy again.
  it('writes a rewrite on a loopback address under the hostname our servers give Next.js', () => {
    const rewrite = new URL(proxy(requestFor('/en/terms')).headers.get('x-middleware-rewrite') ?? '');
    expect(rewrite.origin).toBe(`http://${NEXT_HOSTNAME}:3600`);
  });
});
