import { readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The build's scripts and styles, compressed once at the strongest setting and served as they are
 * (docs/decisions/029-compression.md). Next.js would gzip each of them again on every request; Brotli at
 * quality 11 makes them smaller than that, and costs nothing per request. A script that holds a
 * deployment placeholder is filled in and compressed in memory when the server starts (decision 035).
 */

const COMPRESSIBLE = /\.(js|css|json|svg|txt|map)$/;
const CONTENT_TYPES: Record<string, string> = {
  js: 'application/javascript; charset=UTF-8',
  css: 'text/css; charset=UTF-8',
  json: 'application/json; charset=UTF-8',
  svg: 'image/svg+xml',
  txt: 'text/plain; charset=UTF-8',
  map: 'application/json; charset=UTF-8',
};

const brotliOptions = (size: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

/** Both encodings every browser of the last decade accepts, the better one first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br', compress: (bytes: Buffer) => brotliCompressSync(bytes, brotliOptions(bytes.length)) },
  { name: 'gzip', suffix: '.gz', compress: (bytes: Buffer) => gzipSync(bytes, { level: 9 }) },
] as const;
type EncodingName = (typeof ENCODINGS)[number]['name'];

/**
 * Of the headers next.config.ts gives every answer, those that mean something for a script or a style
 * sheet; the document policies (CSP, frame, referrer, permissions, opener) apply to pages and would add
 * 700 bytes to each of a page's dozen asset answers.
 */
const ASSET_HEADERS = new Set(['strict-transport-security', 'x-content-type-options', 'cross-origin-resource-policy']);
/** What the build's asset addresses promise: a changed file gets a new name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

function* compressibleFiles(directory: string): Generator<string> {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) yield* compressibleFiles(path);
    else if (entry.isFile() && COMPRESSIBLE.test(entry.name)) yield path;
  }
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of `.next/static` whose compressed
 * copies are missing or were made from another version of it (the last step of the build).
 */
export function precompressStaticAssets(nextDir: string): number {
  let written = 0;
  for (const file of compressibleFiles(join(nextDir, 'static'))) {
    const { mtime } = statSync(file);
    // A copy carries its source's modification time: any other time means the source changed since.
    const stale = ENCODINGS.filter(({ suffix }) => statSync(file + suffix, { throwIfNoEntry: false })?.mtime.getTime() !== mtime.getTime());
    if (stale.length === 0) continue;
    const bytes = readFileSync(file);
    for (const { suffix, compress } of stale) {
      writeFileSync(file + suffix, compress(bytes));
      utimesSync(file + suffix, mtime, mtime);
    }
    written += 1;
  }
  return written;
}

/** The encoding a request accepts, in our order of preference; undefined when it accepts neither (or refuses both with q=0). */
export function acceptedEncoding(header: string | undefined) {
  const accepted = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const quality = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, quality ? Number(quality.slice(2)) : 1);
  }
  return ENCODINGS.find(({ name }) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0);
}

/** A file's copies as sent: read from the build's compressed copies on first use, or made in memory at start. */
type Variant = { bytes?: Buffer; path?: string };
type Asset = { type: string; variants: Record<EncodingName, Variant>; plain?: Buffer };

/**
 * Serves `/_next/static/…` from the compressed copies, with those headers of next.config.ts's `headers()`
 * that apply to assets (read from the build's routes manifest). A file whose text `fill` changes (a
 * deployment value in a script) is served as filled in, compressed here once. Returns false for what it
 * does not serve (another path, a method other than GET or HEAD, no accepted encoding, a file without
 * compressed copies), which Next.js then answers as before.
 */
export function createStaticAssetServer(nextDir: string, fill: (text: string, name: string) => string = (text) => text) {
  const staticDir = join(nextDir, 'static');
  const assets = new Map<string, Asset>();
  for (const file of compressibleFiles(staticDir)) {
    const type = CONTENT_TYPES[file.slice(file.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
    const address = `/_next/static/${relative(staticDir, file).split(sep).join('/')}`;
    const text = readFileSync(file, 'utf8');
    const filled = fill(text, address);
    if (filled !== text) {
      const bytes = Buffer.from(filled);
      const variants = Object.fromEntries(ENCODINGS.map(({ name, compress }) => [name, { bytes: compress(bytes) }])) as Asset['variants'];
      assets.set(address, { type, variants, plain: bytes });
      continue;
    }
    const variants: Partial<Asset['variants']> = {};
    for (const { name, suffix } of ENCODINGS) {
      const stat = statSync(file + suffix, { throwIfNoEntry: false });
      if (stat) variants[name] = { path: file + suffix };
    }
    if (Object.keys(variants).length === ENCODINGS.length) assets.set(address, { type, variants: variants as Asset['variants'] });
  }
  const routes = JSON.parse(readFileSync(join(nextDir, 'routes-manifest.json'), 'utf8')) as {
    headers?: { regex: string; headers: { key: string; value: string }[] }[];
  };
  const headerRules = (routes.headers ?? []).map((rule) => ({
    pattern: new RegExp(rule.regex),
    headers: rule.headers.filter(({ key }) => ASSET_HEADERS.has(key.toLowerCase())),
  }));

  const body = (variant: Variant) => (variant.bytes ??= readFileSync(variant.path as string));

  return function serveStaticAsset(request: IncomingMessage, response: ServerResponse, pathname: string): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const asset = assets.get(pathname);
    if (!asset) return false;
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    // Without an encoding Next.js sends the file from disk, unless only the filled-in text is right.
    if (!encoding && !asset.plain) return false;
    const bytes = encoding ? body(asset.variants[encoding.name]) : (asset.plain as Buffer);
    for (const rule of headerRules) {
      if (rule.pattern.test(pathname)) for (const { key, value } of rule.headers) response.setHeader(key, value);
    }
    response.writeHead(200, {
      'Content-Type': asset.type,
      ...(encoding ? { 'Content-Encoding': encoding.name } : {}),
      'Content-Length': bytes.length,
      'Cache-Control': IMMUTABLE,
      Vary: 'Accept-Encoding',
    });
    response.end(request.method === 'HEAD' ? undefined : bytes);
    return true;
  };
}
