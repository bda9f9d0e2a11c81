import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompress, constants } from 'node:zlib';
import { acceptedEncoding } from './static-assets';

/**
 * Prerendered pages, compressed once at Brotli's strongest setting and reused
 * (docs/decisions/029-compression.md). Per request the server compresses at quality 5; quality 11 makes
 * a page smaller but takes far longer, so it is done once per page version, off the request, and every
 * later visitor gets the smaller copy.
 */

/** Bytes of compressed pages kept: enough for the whole site in three languages. */
const DEFAULT_CAPACITY = 32 * 1024 * 1024;

const fingerprint = (body: Buffer) => createHash('sha256').update(body).digest('base64url');

/**
 * An answer worth keeping: a whole page Next.js served from its prerendered pages (it says so in
 * `x-nextjs-cache`), shared by every visitor, not yet encoded.
 */
function isPrerenderedPage(response: ServerResponse) {
  const cacheControl = String(response.getHeader('cache-control') ?? '');
  return (
    response.statusCode === 200 &&
    response.getHeader('x-nextjs-cache') !== undefined &&
    String(response.getHeader('content-type') ?? '').startsWith('text/html') &&
    response.getHeader('content-encoding') === undefined &&
    !/private|no-store/.test(cacheControl)
  );
}

type Write = ServerResponse['write'];
type End = ServerResponse['end'];
type Callback = (error?: Error | null) => void;

/**
 * Returns `reuse(request, response)`, to be called after the compression middleware has wrapped the
 * response and before Next.js answers: a prerendered page whose strongest Brotli copy is known is sent
 * as that copy (the middleware passes an encoded answer as it is); any other page is compressed by the
 * middleware as before, and its strongest copy is made in the background for the next visitor.
 */
export function createPrerenderedCompression({ capacity = DEFAULT_CAPACITY } = {}) {
  /** fingerprint of the page → its Brotli copy; a Map keeps insertion order, the oldest goes first. */
  const copies = new Map<string, Buffer>();
  const pending = new Set<string>();
  let kept = 0;

  function remember(key: string, copy: Buffer) {
    copies.set(key, copy);
    kept += copy.length;
    // The oldest go first; the newest stays even when it alone is over the capacity.
    for (const [oldest, bytes] of copies) {
      if (kept <= capacity || oldest === key) break;
      copies.delete(oldest);
      kept -= bytes.length;
    }
  }

  function compressLater(key: string, body: Buffer) {
    if (pending.has(key) || copies.has(key)) return;
    pending.add(key);
    const params = {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    };
    brotliCompress(body, { params }, (error, copy) => {
      pending.delete(key);
      if (!error) remember(key, copy);
    });
  }

  function reuse(request: IncomingMessage, response: ServerResponse) {
    if (request.method !== 'GET' || acceptedEncoding(request.headers['accept-encoding'])?.name !== 'br') return;
    const write = response.write as (...args: unknown[]) => boolean;
    const end = response.end as (...args: unknown[]) => ServerResponse;
    /** undefined until the first write shows whether this answer is a prerendered page; then the body so far. */
    let held: Buffer[] | null | undefined;
    const holds = () => (held ??= isPrerenderedPage(response) ? [] : null) !== null;
    const toBuffer = (chunk: unknown, encoding: unknown) =>
      Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');

    response.write = function writeHeld(this: ServerResponse, chunk: unknown, encoding?: unknown, callback?: unknown) {
      if (!holds()) return write.call(this, chunk, encoding, callback);
      (held as Buffer[]).push(toBuffer(chunk, encoding));
      if (typeof encoding === 'function') (encoding as Callback)();
      else if (typeof callback === 'function') (callback as Callback)();
      return true;
    } as Write;
    response.end = function endHeld(this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
      if (typeof chunk === 'function') [chunk, encoding, callback] = [undefined, undefined, chunk];
      if (!holds()) return end.call(this, chunk, encoding, callback);
      if (chunk !== undefined && chunk !== null) (held as Buffer[]).push(toBuffer(chunk, encoding));
      const body = Buffer.concat(held as Buffer[]);
      const key = fingerprint(body);
      const copy = copies.get(key);
      if (copy) {
        this.setHeader('Content-Encoding', 'br');
        this.setHeader('Content-Length', copy.length);
        return end.call(this, copy, callback);
      }
      compressLater(key, body);
      return end.call(this, body, callback);
    } as End;
  }

  reuse.size = () => ({ pages: copies.size, bytes: kept, compressing: pending.size });
  return reuse;
}
