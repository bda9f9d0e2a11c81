import { beforeEach, describe, expect, it } from 'vitest';
import { resetEnvForTests } from '@/server/env';
import { withTestDatabase } from '../../../../../../tests/support/database';
import { addressesFrom, jsonRequest } from '../../../../../../tests/support/requests';
import * as searchRoute from './route';

withTestDatabase();
const nextIp = addressesFrom('198.51.102');
const TOKEN = 'voice-tools-token-for-tests';

beforeEach(() => {
  delete process.env.RATE_LIMIT_SCALE;
  process.env.VOICE_TOOLS_TOKEN = TOKEN;
  process.env.SITE_URL = 'https://aitheria.example';
  resetEnvForTests();
});

const search = (body: unknown, { token = TOKEN, ip = nextIp(), headers = {} as Record<string, string> } = {}) =>
  searchRoute.POST(jsonRequest('/api/voice/tools/search', body, { ip, headers: { authorization: `Bearer ${token}`, ...headers } }));

describe('POST /api/voice/tools/search', () => {
  it('answers a voice platform’s question with the best passages of our pages in the call’s language, with absolute addresses', async () => {
    const response = await search({ query: 'Πόσο κοστίζει ο βοηθός συνομιλίας;', language: 'el' });
    expect(response.status).toBe(200);
    const { results } = await response.json();
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThanOrEqual(5);
    for (const result of results) {
      expect(Object.keys(result).sort()).toEqual(['text', 'title', 'url']);
      expect(result.url).toMatch(/^https:\/\/aitheria\.example\/el(\/|$)/);
    }
    expect(results[0].text.replace(/\u00a0/g, ' ')).toContain('197 €');
  });

  it('finds what the chat finds, and returns nothing for what our pages do not answer', async () => {
    const { results } = await (await search({ query: 'How long is the minimum contract term?', language: 'en' })).json();
    // The pricing page and the terms both state the term; readers name the pricing page first.
    expect(['https://aitheria.example/en/pricing', 'https://aitheria.example/en/terms']).toContain(results[0].url);
    const offTopic = await search({ query: 'Who won the football match yesterday?', language: 'en' });
    expect(offTopic.status).toBe(200);
    expect(await offTopic.json()).toEqual({ results: [] });
  });

  it('is off without VOICE_TOOLS_TOKEN and refuses a request without the token', async () => {
    const body = { query: 'Was kostet der Voice Agent?', language: 'de' };
    expect((await search(body, { token: 'wrong-token-of-enough-length' })).status).toBe(401);
    const missing = await searchRoute.POST(jsonRequest('/api/voice/tools/search', body, { ip: nextIp() }));
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toContain('Bearer');
    expect((await missing.json()).error.message).toContain('Token');
    delete process.env.VOICE_TOOLS_TOKEN;
    resetEnvForTests();
    const off = await search(body);
    expect(off.status).toBe(404);
    expect((await off.json()).error.message).toContain('VOICE_TOOLS_TOKEN');
  });

  it('refuses bad input with a 4xx in the request’s language', async () => {
    const empty = await search({ query: '  ', language: 'el' });
    expect(empty.status).toBe(400);
    const body = await empty.json();
    expect(body.error.fields.query.code).toBe('required');
    expect(body.error.message).toMatch(/[α-ω]/);
    const wrongLanguage = await search({ query: 'prices', language: 'fr' }, { headers: { 'accept-language': 'de' } });
    expect(wrongLanguage.status).toBe(400);
    expect((await wrongLanguage.json()).error.fields.language).toBeDefined();
    expect((await search({ query: 'x'.repeat(501), language: 'en' })).status).toBe(400);
    expect((await search({ query: 'prices', language: 'en', extra: 1 })).status).toBe(400);
    const form = await searchRoute.POST(
      new Request('http://localhost:3000/api/voice/tools/search', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': nextIp() },
        body: 'query=prices&language=en',
      }),
    );
    expect(form.status).toBe(415);
    expect((await searchRoute.GET(new Request('http://localhost:3000/api/voice/tools/search'))).status).toBe(405);
  });

  it('limits how often one address may ask', async () => {
    process.env.RATE_LIMIT_SCALE = '0.01';
    resetEnvForTests();
    const ip = nextIp();
    const statuses: number[] = [];
    for (let at = 0; at < 7; at += 1) statuses.push((await search({ query: 'prices', language: 'en' }, { ip })).status);
    expect(statuses.slice(0, 6).every((status) => status === 200)).toBe(true);
    expect(statuses[6]).toBe(429);
  });
});
