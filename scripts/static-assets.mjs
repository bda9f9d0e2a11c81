// The build's scripts and styles, compressed once at the strongest setting and served as they are
// (docs/decisions/029-compression.md). Next.js would gzip each of them again on every request;
// Brotli at quality 11 makes them 14 % smaller than that, and costs nothing per request.
import { readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|json|svg|txt|map)$/;
const CONTENT_TYPES = {
  js: 'application/javascript; charset=UTF-8',
  css: 'text/css; charset=UTF-8',
  json: 'application/json; charset=UTF-8',
  svg: 'image/svg+xml',
  txt: 'text/plain; charset=UTF-8',
  map: 'application/json; charset=UTF-8',
};
/** Both encodings every browser of the last decade accepts, the better one first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br', compress: (bytes) => brotliCompressSync(bytes, brotliOptions(bytes.length)) },
  { name: 'gzip', suffix: '.gz', compress: (bytes) => gzipSync(bytes, { level: 9 }) },
];
/**
 * Of the headers next.config.ts gives every answer, those that mean something for a script or a style
 * sheet; the document policies (CSP, frame, referrer, permissions, opener) apply to pages and would add
 * 700 bytes to each of a page's dozen asset answers.
 */
const ASSET_HEADERS = new Set(['strict-transport-security', 'x-content-type-options', 'cross-origin-resource-policy']);
/** What the build's asset addresses promise: a changed file gets a new name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

function brotliOptions(size) {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

function* compressibleFiles(directory) {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) yield* compressibleFiles(path);
    else if (entry.isFile() && COMPRESSIBLE.test(entry.name)) yield path;
  }
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of `.next/static` whose
 * compressed copies are missing or were made from another version of it: after the build, and at each start for the few
 * files a deployment's values were written into (scripts/deployment.mjs).
 */
export function precompressStaticAssets(nextDir) {
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
export function acceptedEncoding(header) {
  const accepted = new Map();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    const quality = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, quality ? Number(quality.slice(2)) : 1);
  }
  return ENCODINGS.find(({ name }) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0);
}

/**
 * Serves `/_next/static/…` from the compressed copies, with those headers of next.config.ts's `headers()`
 * that apply to assets (read from the build's routes manifest). Returns false for what it
 * does not serve (another path, a method other than GET or HEAD, no accepted encoding, a file without
 * compressed copies), which Next.js then answers as before.
 */
export function createStaticAssetServer(nextDir) {
  const staticDir = join(nextDir, 'static');
  const assets = new Map();
  for (const file of compressibleFiles(staticDir)) {
    const variants = {};
    for (const { name, suffix } of ENCODINGS) {
      const stat = statSync(file + suffix, { throwIfNoEntry: false });
      if (stat) variants[name] = { path: file + suffix, size: stat.size };
    }
    if (Object.keys(variants).length === ENCODINGS.length) {
      const address = `/_next/static/${relative(staticDir, file).split(sep).join('/')}`;
      assets.set(address, { type: CONTENT_TYPES[file.slice(file.lastIndexOf('.') + 1)], variants });
    }
  }
  const routes = JSON.parse(readFileSync(join(nextDir, 'routes-manifest.json'), 'utf8'));
  const headerRules = (routes.headers ?? []).map((rule) => ({
    pattern: new RegExp(rule.regex),
    headers: rule.headers.filter(({ key }) => ASSET_HEADERS.has(key.toLowerCase())),
  }));
  const cache = new Map();

  function body(variant) {
    let bytes = cache.get(variant.path);
    if (!bytes) {
      bytes = readFileSync(variant.path);
      cache.set(variant.path, bytes);
    }
    return bytes;
  }

  return function serveStaticAsset(request, response, pathname) {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const asset = assets.get(pathname);
    if (!asset) return false;
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding) return false;
    const variant = asset.variants[encoding.name];
    for (const rule of headerRules) {
      if (rule.pattern.test(pathname)) for (const { key, value } of rule.headers) response.setHeader(key, value);
    }
    response.writeHead(200, {
      'Content-Type': asset.type,
      'Content-Encoding': encoding.name,
      'Content-Length': variant.size,
      'Cache-Control': IMMUTABLE,
      Vary: 'Accept-Encoding',
    });
    response.end(request.method === 'HEAD' ? undefined : body(variant));
    return true;
  };
}
