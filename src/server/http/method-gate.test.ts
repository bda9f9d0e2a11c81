import { describe, expect, it } from 'vitest';
import { refuseMethod } from './method-gate';

describe('the method gate in front of Next.js', () => {
  it('lets through what pages and the API serve', async () => {
    for (const [method, url] of [
      ['GET', '/'],
      ['HEAD', '/en/kontakt?x=1'],
      ['GET', '/_next/static/chunks/a.js'],
      ['POST', '/api/contact'],
      ['OPTIONS', '/api/contact'],
      ['DELETE', '/api/anything'],
    ])
      expect(await refuseMethod(method!, url!, undefined), `${method} ${url}`).toBeNull();
  });

  it('answers TRACE anywhere and other methods on pages and files with 405 JSON in the visitor’s language', async () => {
    const trace = (await refuseMethod('TRACE', '/api/contact', 'en-GB,en;q=0.9'))!;
    expect(trace.status).toBe(405);
    expect(JSON.parse(trace.body)).toEqual({
      ok: false,
      error: { code: 'method_not_allowed', message: 'This method is not supported here.' },
    });
    const greek = (await refuseMethod('PUT', '/el/kontakt', 'de'))!;
    expect(greek.headers.Allow).toBe('GET, HEAD');
    expect(JSON.parse(greek.body).error.message).toMatch(/[α-ω]/);
    const german = (await refuseMethod('POST', '/icon.svg', undefined))!;
    expect(JSON.parse(german.body).error.message).toMatch(/Methode/);
  });
});
