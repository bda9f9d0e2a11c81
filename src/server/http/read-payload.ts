import 'server-only';
import { HONEYPOT_FIELD, MAX_BODY_BYTES } from '@/lib/forms';
import { apiError } from './responses';

export type Payload = {
  /** `form` is the plain POST of a browser without JavaScript; it is answered with a redirect. */
  via: 'json' | 'form';
  data: Record<string, unknown>;
  /** True when the honeypot field was filled in. */
  trapped: boolean;
};

export type PayloadProblem = { status: 400 | 411 | 413 | 415; code: string; message: string };

/** Thrown by readBodyText when the body is over its limit. */
export class BodyTooLarge extends Error {}

/** The body as text, read no further than `limit` bytes (a larger declared or streamed body throws BodyTooLarge). */
export async function readBodyText(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > limit) throw new BodyTooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new BodyTooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The raw body of a platform's signed webhook (its signature covers these exact bytes), or the answer to send
 * instead: 413 over `limit`, 400 when it cannot be read.
 */
export async function readSignedBody(request: Request, limit: number): Promise<string | Response> {
  try {
    return await readBodyText(request, limit);
  } catch (error) {
    if (error instanceof BodyTooLarge) return apiError(413, 'payload_too_large', 'body too large');
    return apiError(400, 'unreadable_body', 'the request body could not be read');
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads a submission: JSON from the site's scripts, or form fields from a browser without
 * JavaScript. Anything else, a body over 32 KiB or malformed JSON is a problem, never a throw.
 */
export async function readPayload(request: Request): Promise<Payload | PayloadProblem> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const via = type === 'application/json' ? 'json' : type === 'application/x-www-form-urlencoded' ? 'form' : null;
  if (!via) return { status: 415, code: 'unsupported_media_type', message: 'Send the request as application/json.' };
  let text: string;
  try {
    text = await readBodyText(request, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLarge)
      return { status: 413, code: 'payload_too_large', message: `The body may be at most ${MAX_BODY_BYTES} bytes.` };
    return { status: 400, code: 'unreadable_body', message: 'The request body could not be read.' };
  }
  let data: unknown;
  if (via === 'json') {
    try {
      data = JSON.parse(text);
    } catch {
      return { status: 400, code: 'invalid_json', message: 'The body is not valid JSON.' };
    }
  } else {
    data = Object.fromEntries(new URLSearchParams(text));
  }
  if (!isRecord(data)) return { status: 400, code: 'invalid_json', message: 'The body must be a JSON object.' };
  const { [HONEYPOT_FIELD]: trap, ...rest } = data;
  return { via, data: rest, trapped: typeof trap === 'string' ? trap.trim() !== '' : trap !== undefined && trap !== null };
}

export const isPayloadProblem = (value: Payload | PayloadProblem): value is PayloadProblem => 'status' in value;
