import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, request as send, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncoding, createStaticAssetServer, precompressStaticAssets } from './static-assets';

const script = `console.log(${JSON.stringify('Aitheria '.repeat(400))});`;

describe('accepted encoding', () => {
  it('prefers Brotli, takes gzip, and honours q=0 and the wildcard', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')?.name).toBe('br');
    expect(acceptedEncoding('gzip')?.name).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0.5')?.name).toBe('gzip');
    expect(acceptedEncoding('*')?.name).toBe('br');
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });
});

describe('precompressed static assets', () => {
  let nextDir: string;
  let server: Server;
  let origin: string;
  const chunk = () => join(nextDir, 'static/chunks/app.js');

  beforeAll(async () => {
    nextDir = mkdtempSync(join(tmpdir(), 'static-assets-'));
    mkdirSync(join(nextDir, 'static/chunks'), { recursive: true });
    writeFileSync(chunk(), script);
    writeFileSync(join(nextDir, 'static/chunks/hero.webp'), 'not compressible');
    writeFileSync(
      join(nextDir, 'routes-manifest.json'),
      JSON.stringify({
        headers: [
          {
            regex: '^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$',
            headers: [
              { key: 'X-Content-Type-Options', value: 'nosniff' },
              { key: 'Content-Security-Policy', value: "default-src 'none'" },
            ],
          },
        ],
      }),
    );
    expect(precompressStaticAssets(nextDir)).toBe(1);
    const serve = createStaticAssetServer(nextDir);
    server = createServer((request, response) => {
      if (!serve(request, response, new URL(request.url ?? '/', 'http://x').pathname)) response.writeHead(404).end('fell through');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    server.close();
    rmSync(nextDir, { recursive: true, force: true });
  });

  const get = (path: string, acceptEncoding: string, method = 'GET') =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      // node:http, not fetch: fetch would decode the body and hide what was sent.
      send(`${origin}${path}`, { method, headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(parts) }));
      })
        .on('error', reject)
        .end();
    });

  it('sends the Brotli copy to a browser that takes it, with the asset headers and not the page policy', async () => {
    const { status, headers, body } = await get('/_next/static/chunks/app.js', 'gzip, deflate, br');
    expect(status).toBe(200);
    expect(headers['content-encoding']).toBe('br');
    expect(headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headers.vary).toBe('Accept-Encoding');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']).toBeUndefined();
    expect(Number(headers['content-length'])).toBe(body.length);
    expect(body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('sends gzip to a browser without Brotli, and only headers to HEAD', async () => {
    const gzip = await get('/_next/static/chunks/app.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
    const head = await get('/_next/static/chunks/app.js', 'br', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it('leaves to Next.js what it has no copy for: no accepted encoding, another file, another method', async () => {
    expect((await get('/_next/static/chunks/app.js', 'identity')).body.toString()).toBe('fell through');
    expect((await get('/_next/static/chunks/hero.webp', 'br')).body.toString()).toBe('fell through');
    expect((await get('/_next/static/chunks/missing.js', 'br')).body.toString()).toBe('fell through');
    expect((await get('/_next/static/chunks/app.js', 'br', 'POST')).body.toString()).toBe('fell through');
  });

  it('serves a script that holds a deployment value filled in, in every encoding and without one', async () => {
    writeFileSync(join(nextDir, 'static/chunks/facts.js'), 'var brand="PLACEHOLDER";');
    const serve = createStaticAssetServer(nextDir, (text) => text.replace('PLACEHOLDER', 'Aitheria Ltd'));
    const filled = createServer((request, response) => {
      if (!serve(request, response, new URL(request.url ?? '/', 'http://x').pathname)) response.writeHead(404).end('fell through');
    });
    await new Promise<void>((resolve) => filled.listen(0, '127.0.0.1', resolve));
    const at = `http://127.0.0.1:${(filled.address() as AddressInfo).port}/_next/static/chunks/facts.js`;
    const fetchRaw = (acceptEncoding: string) =>
      new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
        send(at, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
          const parts: Buffer[] = [];
          response.on('data', (part: Buffer) => parts.push(part));
          response.on('end', () => resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(parts) }));
        })
          .on('error', reject)
          .end();
      });
    try {
      const brotli = await fetchRaw('br');
      expect(brotli.encoding).toBe('br');
      expect(brotliDecompressSync(brotli.body).toString()).toBe('var brand="Aitheria Ltd";');
      expect(gunzipSync((await fetchRaw('gzip')).body).toString()).toBe('var brand="Aitheria Ltd";');
      const plain = await fetchRaw('identity');
      expect(plain.encoding).toBeUndefined();
      expect(plain.body.toString()).toBe('var brand="Aitheria Ltd";');
    } finally {
      filled.close();
      rmSync(join(nextDir, 'static/chunks/facts.js'));
    }
  });

  it('compresses again only a file that changed after its copies (a build that wrote it again)', () => {
    expect(precompressStaticAssets(nextDir)).toBe(0);
    writeFileSync(chunk(), script.replace('Aitheria', 'Aitheria Ltd'));
    const later = new Date(Date.now() + 5_000);
    utimesSync(chunk(), later, later);
    expect(precompressStaticAssets(nextDir)).toBe(1);
    expect(precompressStaticAssets(nextDir)).toBe(0);
  });
});
