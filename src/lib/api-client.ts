/** A non-ok answer: its status and body (the API's `{ ok: false, error }` shape, parsed when it is JSON). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    text: string,
  ) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
  }

  /** The field errors of a 400 (`error.fields`, docs/architecture.md "The request path of an enquiry"): field → message key. */
  fieldCodes(): Record<string, string> | null {
    if (this.status !== 400) return null;
    const fields = (this.body as { error?: { fields?: unknown } } | null)?.error?.fields;
    if (!fields || typeof fields !== 'object') return null;
    const codes: Record<string, string> = {};
    for (const [field, value] of Object.entries(fields)) {
      const code = (value as { code?: unknown } | null)?.code;
      if (typeof code === 'string') codes[field] = code;
    }
    return Object.keys(codes).length ? codes : null;
  }
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/**
 * The one fetch helper: JSON, credentials included, no retries. A non-ok answer
 * throws an `ApiError` "status: body" (or the status text when the body is empty); a 401 does too unless
 * `on401: 'returnNull'` asks for null instead.
 */
export async function apiRequest<T = unknown>(
  method: 'GET' | 'POST',
  url: string,
  data?: unknown,
  { headers = {}, on401 = 'throw' }: { headers?: Record<string, string>; on401?: 'throw' | 'returnNull' } = {},
): Promise<T | null> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: data === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
    body: data === undefined ? undefined : JSON.stringify(data),
  });
  if (response.status === 401 && on401 === 'returnNull') return null;
  if (!response.ok) {
    const body = await response.text();
    throw new ApiError(response.status, parseJson(body), body || response.statusText);
  }
  const body = await response.text();
  return (body ? JSON.parse(body) : null) as T;
}

/** The default query: GET the path formed by joining the key's parts with '/'. */
export function fetchQuery<T = unknown>(queryKey: readonly (string | number)[], options: { on401?: 'throw' | 'returnNull' } = {}) {
  return apiRequest<T>('GET', queryKey.join('/'), undefined, options);
}
