/**
 * The one fetch helper of spec §7: JSON, credentials included, no retries. A non-ok answer
 * throws "status: body" (or the status text when the body is empty).
 */
export async function apiRequest<T = unknown>(
  method: 'GET' | 'POST',
  url: string,
  data?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: data === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
    body: data === undefined ? undefined : JSON.stringify(data),
  });
  if (!response.ok) {
    const text = (await response.text()) || response.statusText;
    throw new Error(`${response.status}: ${text}`);
  }
  const body = await response.text();
  return (body ? JSON.parse(body) : null) as T;
}
