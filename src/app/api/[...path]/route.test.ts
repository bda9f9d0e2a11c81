import { describe, expect, it } from 'vitest';
import { DELETE, GET, POST } from './route';

describe('an address under /api that no endpoint serves', () => {
  it('answers a JSON 404 in the caller’s language, for every method', async () => {
    const greek = await GET(new Request('http://localhost/api/nothing-here', { headers: { 'accept-language': 'el-GR,el;q=0.9' } }));
    expect(greek.status).toBe(404);
    expect(greek.headers.get('content-type')).toContain('application/json');
    expect(await greek.json()).toEqual({
      ok: false,
      error: { code: 'not_found', message: 'Δεν υπάρχει σημείο διεπαφής σε αυτή τη διεύθυνση. Ελέγξτε τη διαδρομή.' },
    });
    const german = await POST(new Request('http://localhost/api/benchmark-baseline', { method: 'POST', body: '{}' }));
    expect(german.status).toBe(404);
    expect((await german.json()).error.message).toMatch(/^Unter dieser Adresse gibt es keine Schnittstelle/);
    const english = await DELETE(new Request('http://localhost/api/x', { method: 'DELETE', headers: { cookie: 'preferred_language=en' } }));
    expect((await english.json()).error.message).toBe('There is no endpoint at this address. Please check the path.');
  });
});
