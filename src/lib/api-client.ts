/**
 * The one fetch helper: JSON, credentials included, no retries. A non-ok answer
 * throws "status: body" (or the status text when the body is empty); a 401 does too unless
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
    const text = (await response.text()) || response.statusText;
    throw new Error(`${response.status}: ${text}`);
  }
  const body = await response.text();
  return (body ? JSON.parse(body) : null) as T;
}

/** The default query: GET the path formed by joining the key's parts with '/'. */
export function fetchQuery<T = unknown>(queryKey: readonly (string | number)[], options: { on401?: 'throw' | 'returnNull' } = {}) {
  return apiRequest<T>('GET', queryKey.join('/'), undefined, options);
}
