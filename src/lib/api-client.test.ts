import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, fetchQuery } from './api-client';

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
