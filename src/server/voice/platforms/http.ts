import 'server-only';

/**
 * How a request to a voice platform failed, for the one decision that matters: could the platform have
 * placed a call? `not_sent`: the request never reached it (refused connection, unknown host); `refused`:
 * it answered no (a 4xx); `throttled`: it asked us to slow down (429, a concurrency limit); `in_doubt`:
 * it may have acted on the request (a timeout, a connection dropped after sending, a 5xx, an answer that
 * cannot be read).
 */
export type FailureKind = 'not_sent' | 'refused' | 'throttled' | 'in_doubt';

export class PlatformError extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
    readonly detail: { status?: number; retryAfterMs?: number } = {},
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PlatformError';
  }
}

/** Connection errors that mean the request was never delivered. */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
  'CERT_HAS_EXPIRED',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

const codeOf = (error: unknown): string | undefined => {
  for (let current = error, depth = 0; current instanceof Error && depth < 4; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
};

/** `Retry-After` in milliseconds: seconds or an HTTP date. */
function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** A 4xx that names a concurrency limit is a request to slow down, not a refusal of the call. */
const CONCURRENCY = /concurren/i;

/** The longest a request to a platform may take; well inside the outbox lease, and inside a graceful stop. */
const PLATFORM_TIMEOUT_MS = 20_000;

/**
 * One JSON request to a platform, never repeated: no SDK retries (which would dial a visitor twice after
 * a lost answer). Answers the parsed JSON of a 2xx; throws PlatformError classified as above. The texts
 * of errors carry the status and the platform's message, never the request.
 */
export async function platformRequest(
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
    signal,
    timeoutMs = PLATFORM_TIMEOUT_MS,
  }: {
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: unknown;
    signal?: AbortSignal;
    timeoutMs?: number;
  } = {},
): Promise<unknown> {
  const timeout = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      redirect: 'error',
    });
  } catch (error) {
    const code = codeOf(error);
    const kind = code && NOT_SENT_CODES.has(code) ? 'not_sent' : 'in_doubt';
    throw new PlatformError(kind, `${method} ${new URL(url).pathname}: ${code ?? (error as Error).name}`, {}, { cause: error });
  }
  const text = await response.text().catch(() => null);
  if (response.ok) {
    try {
      return JSON.parse(text ?? '');
    } catch (error) {
      throw new PlatformError(
        'in_doubt',
        `${method} ${new URL(url).pathname}: ${response.status} without a JSON answer`,
        {},
        { cause: error },
      );
    }
  }
  const status = response.status;
  const message = `${method} ${new URL(url).pathname}: ${status} ${(text ?? response.statusText).slice(0, 200)}`;
  const wait = retryAfterMs(response.headers.get('retry-after'));
  if (status === 429 || (status >= 400 && status < 500 && CONCURRENCY.test(text ?? '')))
    throw new PlatformError('throttled', message, { status, retryAfterMs: wait });
  if (status === 408 || status >= 500) throw new PlatformError('in_doubt', message, { status });
  throw new PlatformError('refused', message, { status });
}
