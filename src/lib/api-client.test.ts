import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, fetchQuery } from './api-client';

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('posts JSON with credentials and returns the parsed answer', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('{"ok":true,"id":"x"}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('POST', '/api/contact', { a: 1 })).resolves.toEqual({ ok: true, id: 'x' });
    expect(fetchMock).toHaveBeenCalledWith('/api/contact', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"a":1}',
    });
  });

  it('throws "status: body" on a non-ok answer, and the status text when the body is empty', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('Too many', { status: 429 })));
    await expect(apiRequest('POST', '/api/x', {})).rejects.toThrow('429: Too many');
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('', { status: 500, statusText: 'Internal Server Error' })));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('500: Internal Server Error');
  });
});

describe('401 handling and the default query', () => {
  it('throws on 401 by default and returns null when asked to', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('Unauthorized', { status: 401 })));
    await expect(apiRequest('GET', '/api/me')).rejects.toThrow('401: Unauthorized');
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('Unauthorized', { status: 401 })));
    await expect(apiRequest('GET', '/api/me', undefined, { on401: 'returnNull' })).resolves.toBeNull();
  });

  it('GETs the path joined from the query key, with credentials and extra headers', async () => {
    const fetchMock = vi.fn().mockImplementation(async () => new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchQuery(['/api', 'website-analysis'])).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith('/api/website-analysis', {
      method: 'GET',
      credentials: 'include',
      headers: {},
      body: undefined,
    });
    await apiRequest('POST', '/api/contact', {}, { headers: { 'Idempotency-Key': 'k-123456789' } });
    expect(fetchMock.mock.calls[1]![1].headers).toEqual({ 'Content-Type': 'application/json', 'Idempotency-Key': 'k-123456789' });
  });
});

describe('the field errors of a refused submission', () => {
  it('reads field → code from a 400 in the API’s error shape, and nothing from other answers', async () => {
    const body = { ok: false, error: { code: 'invalid_payload', message: 'x', fields: { email: { code: 'emailInvalid', message: 'y' } } } };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status: 400 })));
    const refused = await apiRequest('POST', '/api/contact', {}).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).fieldCodes()).toEqual({ email: 'emailInvalid' });
    expect(new ApiError(429, body, 'Too many').fieldCodes()).toBeNull();
    expect(new ApiError(400, { ok: false, error: { code: 'invalid_json', message: 'x' } }, 'x').fieldCodes()).toBeNull();
    expect(new ApiError(400, null, 'Bad Request').fieldCodes()).toBeNull();
  });
});
