import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client';

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
