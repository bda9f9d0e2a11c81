import compression from 'compression';
import { createServer, request as send, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { constants, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPrerenderedCompression } from './prerendered-compression';

// A page as Next.js sends it: some markup, repeated enough for the quality to matter.
const page = `<!DOCTYPE html><html><body>${Array.from({ length: 400 }, (_, i) => `<p class="step-${i % 7}">Schritt ${i}: KI-Telefonassistent ${i * 37}</p>`).join('')}</body></html>`;

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** The server.mjs order: the compression middleware, then the reuse of copies, then the app. */
function serve(reuse: ReturnType<typeof createPrerenderedCompression>, app: Handler) {
  const compress = compression({ brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } } });
  return createServer((request, response) => {
    compress(request as never, response as never, () => {
      reuse(request, response);
      app(request, response);
    });
  });
}

const prerendered: Handler = (_request, response) => {
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.setHeader('x-nextjs-cache', 'HIT');
  response.setHeader('Cache-Control', 's-maxage=31536000');
  // Two writes: the body is held until the end, whichever way Next.js sends it.
  response.write(page.slice(0, 1000));
  response.end(page.slice(1000));
};

const dynamic: Handler = (_request, response) => {
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.setHeader('Cache-Control', 'private, no-store');
  response.end(page);
};

function get(origin: string, path: string, acceptEncoding: string) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    send(`${origin}${path}`, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(parts) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('prerendered pages compressed once at the strongest setting', () => {
  const reuse = createPrerenderedCompression();
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    server = serve(reuse, (request, response) => (request.url === '/inbox' ? dynamic : prerendered)(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  it('sends the first visitor quality 5 and every later one the smaller quality-11 copy of the same page', async () => {
    const first = await get(origin, '/', 'gzip, br');
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.body).toString()).toBe(page);

    await vi.waitFor(() => expect(reuse.size().pages).toBe(1));
    const later = await get(origin, '/', 'gzip, br');
    expect(later.headers['content-encoding']).toBe('br');
    expect(Number(later.headers['content-length'])).toBe(later.body.length);
    expect(later.body.length).toBeLessThan(first.body.length);
    expect(brotliDecompressSync(later.body).toString()).toBe(page);
  });

  it('leaves a browser without Brotli to the middleware (gzip)', async () => {
    const gzip = await get(origin, '/', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(page);
  });

  it('keeps no copy of a page that is not prerendered (private, per visitor)', async () => {
    await vi.waitFor(() => expect(reuse.size().compressing).toBe(0));
    const before = reuse.size().pages;
    const inbox = await get(origin, '/inbox', 'br');
    expect(brotliDecompressSync(inbox.body).toString()).toBe(page);
    // A page to keep is handed to the compressor as its answer ends; this one never is.
    expect(reuse.size()).toMatchObject({ pages: before, compressing: 0 });
  });
});

describe('the copies are bounded', () => {
  it('forgets the oldest page when the capacity is reached', async () => {
    const reuse = createPrerenderedCompression({ capacity: 1 });
    let version = 0;
    const server = serve(reuse, (request, response) => {
      response.setHeader('Content-Type', 'text/html');
      response.setHeader('x-nextjs-cache', 'HIT');
      response.end(`${page}<!-- ${(version += 1)} -->`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await get(origin, '/a', 'br');
      await vi.waitFor(() => expect(reuse.size().pages).toBe(1));
      const first = reuse.size().bytes;
      await get(origin, '/b', 'br');
      await vi.waitFor(() => expect(reuse.size().bytes).not.toBe(first));
      expect(reuse.size().pages).toBe(1);
    } finally {
      server.close();
    }
  });
});
