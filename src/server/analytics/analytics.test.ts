import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import * as eventsRoute from '@/app/api/events/route';
import { randomUUID } from 'node:crypto';
import { analyticsDaily, analyticsEvents, analyticsSalts, callbackRequests, outbox } from '@/server/db/schema';
import { resetEnvForTests } from '@/server/env';
import { purgeExclusively } from '@/server/privacy/retention';
import { addressesFrom, jsonRequest } from '../../../tests/support/requests';
import { withTestDatabase } from '../../../tests/support/database';
import { addDays, companyDay } from '@/lib/analytics/day';
import { recordEvent } from './record';
import { periodData } from './insights';
import { rollUpFinishedDays } from './rollup';
import { dailySalt } from './salt';

const database = withTestDatabase();
const nextIp = addressesFrom('192.0.2');
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const OTHER_BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15';
const site = 'http://localhost:3000';

beforeEach(async () => {
  delete process.env.RATE_LIMIT_SCALE;
  resetEnvForTests();
  await database.db.delete(analyticsEvents);
  await database.db.delete(analyticsDaily);
});

const beacon = (body: unknown, { ip = nextIp(), userAgent = BROWSER, type = 'text/plain;charset=UTF-8' } = {}) =>
  eventsRoute.POST(jsonRequest('/api/events', body, { ip, headers: { 'user-agent': userAgent, 'content-type': type } }));

describe('POST /api/events', () => {
  it('stores a page view under its German path and language, without address, user agent or cookie', async () => {
    const ip = nextIp();
    const answer = await beacon(
      { type: 'pageview', path: '/en/contact', referrer: 'www.google.com', device: 'desktop', viewport: '1024-1439' },
      { ip },
    );
    expect(answer.status).toBe(202);
    expect(await answer.json()).toEqual({ ok: true, counted: true });
    expect(answer.headers.get('set-cookie')).toBeNull();
    const rows = await database.db.select().from(analyticsEvents);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'pageview', path: '/kontakt', language: 'en', referrer: 'www.google.com', device: 'desktop' });
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(ip);
    expect(stored).not.toContain('Chrome');
  });

  it('keeps what each event names and never a value', async () => {
    await beacon({ type: 'cta_click', path: '/', cta: 'header-termin' });
    await beacon({ type: 'form_rejected', path: '/el/epikoinonia', form: 'contact', field: 'email' });
    await beacon({ type: 'scroll_depth', path: '/usecase/immobilien', depth: '75' });
    await beacon({ type: 'language_switch', path: '/kontakt', language: 'el' });
    const rows = await database.db
      .select({ type: analyticsEvents.type, path: analyticsEvents.path, target: analyticsEvents.target, detail: analyticsEvents.detail })
      .from(analyticsEvents)
      .orderBy(analyticsEvents.id);
    expect(rows).toEqual([
      { type: 'cta_click', path: '/', target: 'header-termin', detail: null },
      { type: 'form_rejected', path: '/kontakt', target: 'contact', detail: 'email' },
      { type: 'scroll_depth', path: '/usecase/immobilien', target: '75', detail: null },
      { type: 'language_switch', path: '/kontakt', target: 'de>el', detail: null },
    ]);
  });

  it('keeps what a visitor felt as a number with its page, language and device, read back as the insights’ percentiles, never counted in the roll-ups', async () => {
    for (const [metric, value] of [
      ['lcp', 1840],
      ['inp', 96],
      ['cls', 12],
      ['first_tap', 40],
    ] as const)
      expect((await beacon({ type: 'web_vital', path: '/el/klados/ygeia', metric, value, device: 'mobile' })).status).toBe(202);
    const rows = await database.db
      .select({
        type: analyticsEvents.type,
        path: analyticsEvents.path,
        language: analyticsEvents.language,
        device: analyticsEvents.device,
        target: analyticsEvents.target,
        value: analyticsEvents.value,
      })
      .from(analyticsEvents)
      .orderBy(analyticsEvents.id);
    expect(rows[0]).toEqual({
      type: 'web_vital',
      path: '/usecase/gesundheitswesen',
      language: 'el',
      device: 'mobile',
      target: 'lcp',
      value: 1840,
    });
    const today = companyDay(new Date());
    const period = await periodData(database.db, { from: today, to: today });
    expect(period.vitals.map((sample) => [sample.metric, sample.value])).toEqual([
      ['lcp', 1840],
      ['inp', 96],
      ['cls', 12],
      ['first_tap', 40],
    ]);
    expect(period.rollups.filter((row) => row.type === 'web_vital')).toEqual([]);
    // Without a number, a device, or with one too large to be a page load: refused.
    for (const event of [
      { type: 'web_vital', path: '/', metric: 'lcp', device: 'mobile' },
      { type: 'web_vital', path: '/', metric: 'lcp', value: 900 },
      { type: 'web_vital', path: '/', metric: 'lcp', value: 600_000, device: 'mobile' },
      { type: 'web_vital', path: '/', metric: 'ttfb', value: 90, device: 'mobile' },
    ])
      expect((await beacon(event)).status, JSON.stringify(event)).toBe(400);
  });

  it('counts addresses that are no page of ours as (other), so a typed address is never kept', async () => {
    await beacon({ type: 'pageview', path: '/max.mustermann@example.com' });
    const [row] = await database.db.select({ path: analyticsEvents.path }).from(analyticsEvents);
    expect(row?.path).toBe('(other)');
  });

  it('does not count the team’s own pages', async () => {
    for (const path of ['/inbox/insights', '/en/login', '/el/inbox'])
      expect(await (await beacon({ type: 'pageview', path })).json()).toEqual({ ok: true, counted: false });
    expect(await database.db.select().from(analyticsEvents)).toHaveLength(0);
  });

  it('answers bots without storing their events', async () => {
    for (const userAgent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'curl/8.5.0',
      'Mozilla/5.0 (Linux) Chrome-Lighthouse',
      '',
    ]) {
      const answer = await beacon({ type: 'pageview', path: '/' }, { userAgent });
      expect(answer.status, userAgent).toBe(202);
      expect(await answer.json()).toEqual({ ok: true, counted: false });
    }
    expect(await database.db.select().from(analyticsEvents)).toHaveLength(0);
  });

  it('refuses malformed events in the visitor’s language with 4xx', async () => {
    const missingCta = await beacon({ type: 'cta_click', path: '/' });
    expect(missingCta.status).toBe(400);
    expect(await missingCta.json()).toMatchObject({
      ok: false,
      error: { code: 'invalid_event', message: 'Dieses Ereignis kennt die Messung nicht.' },
    });
    const withValue = await beacon({ type: 'form_rejected', path: '/', form: 'contact', field: 'email', value: 'a@b.de' });
    expect(withValue.status).toBe(400);
    const query = await beacon({ type: 'pageview', path: '/kontakt?email=a@b.de' });
    expect(query.status).toBe(400);
    const form = await eventsRoute.POST(
      new Request('http://localhost:3000/api/events', {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data', 'accept-language': 'en', 'user-agent': BROWSER },
        body: 'x',
      }),
    );
    expect(form.status).toBe(415);
    expect((await form.json()).error.message).toBe('Please send the event as JSON (text/plain or application/json).');
    expect((await eventsRoute.GET(new Request('http://localhost:3000/api/events'))).status).toBe(405);
    expect(await database.db.select().from(analyticsEvents)).toHaveLength(0);
  });

  it('limits one address to 300 events in ten minutes', async () => {
    const ip = nextIp();
    for (let index = 0; index < 300; index += 1) expect((await beacon({ type: 'pageview', path: '/' }, { ip })).status).toBe(202);
    const refused = await beacon({ type: 'pageview', path: '/' }, { ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('the daily salt', () => {
  it('counts one visitor per address and browser per day, and cannot link days once the old salt is gone', async () => {
    const db = database.db;
    await db.delete(analyticsSalts);
    const monday = new Date('2026-03-02T09:00:00Z');
    const tuesday = new Date('2026-03-03T09:00:00Z');
    const event = { type: 'pageview' as const, path: '/' };
    await recordEvent(db, event, { ip: '203.0.113.50', userAgent: BROWSER, site, now: monday });
    await recordEvent(db, event, { ip: '203.0.113.50', userAgent: BROWSER, site, now: new Date('2026-03-02T15:00:00Z') });
    await recordEvent(db, event, { ip: '203.0.113.50', userAgent: OTHER_BROWSER, site, now: monday });
    const mondaySalt = (await db.select().from(analyticsSalts).where(eq(analyticsSalts.day, '2026-03-02')))[0]!.salt;
    await recordEvent(db, event, { ip: '203.0.113.50', userAgent: BROWSER, site, now: tuesday });
    const rows = await db
      .select({ day: analyticsEvents.day, visitor: analyticsEvents.visitor })
      .from(analyticsEvents)
      .orderBy(analyticsEvents.id);
    expect(rows[0]!.visitor).toBe(rows[1]!.visitor);
    expect(rows[2]!.visitor).not.toBe(rows[0]!.visitor);
    expect(rows[3]!.visitor).not.toBe(rows[0]!.visitor);
    // Tuesday's salt replaced Monday's: Monday's hashes can no longer be recomputed.
    const salts = await db.select().from(analyticsSalts);
    expect(salts.map((row) => row.day)).toEqual(['2026-03-03']);
    expect(salts[0]!.salt).not.toBe(mondaySalt);
  });

  it('is the same for every instance on the same day', async () => {
    const day = '2026-04-01';
    const first = await dailySalt(database.db, day);
    const [row] = await database.db.select().from(analyticsSalts).where(eq(analyticsSalts.day, day));
    expect(Buffer.from(row!.salt, 'base64url').equals(first)).toBe(true);
  });

  it('goes by the company’s day: 23:30 in Nicosia is already the next day', () => {
    expect(companyDay(new Date('2026-06-30T21:30:00Z'))).toBe('2026-07-01');
    expect(companyDay(new Date('2026-12-31T21:59:00Z'))).toBe('2026-12-31');
  });
});

describe('roll-up and retention', () => {
  it('rolls up finished days once, with unique visitors per breakdown, and leaves today raw', async () => {
    const db = database.db;
    const now = new Date();
    const today = companyDay(now);
    const yesterday = new Date(now.getTime() - 24 * 60 * 60_000);
    const from = (ip: string, ua = BROWSER, at = yesterday) => ({ ip, userAgent: ua, site, now: at });
    await recordEvent(db, { type: 'pageview', path: '/kontakt' }, from('203.0.113.1'));
    await recordEvent(db, { type: 'pageview', path: '/en/contact' }, from('203.0.113.1'));
    await recordEvent(db, { type: 'pageview', path: '/' }, from('203.0.113.2'));
    await recordEvent(db, { type: 'cta_click', path: '/', cta: 'hero' }, from('203.0.113.2'));
    await recordEvent(db, { type: 'form_rejected', path: '/kontakt', form: 'contact', field: 'phone' }, from('203.0.113.1'));
    await recordEvent(db, { type: 'pageview', path: '/' }, from('203.0.113.3', BROWSER, now));

    expect(await rollUpFinishedDays(db, now)).toBe(1);
    const rolled = await db.select().from(analyticsDaily);
    const row = (type: string, dimension: string, value: string) =>
      rolled.find((entry) => entry.type === type && entry.dimension === dimension && entry.value === value);
    const day = companyDay(yesterday);
    expect(row('pageview', 'all', '')).toMatchObject({ day, events: 3, visitors: 2 });
    expect(row('pageview', 'path', '/kontakt')).toMatchObject({ events: 2, visitors: 1 });
    expect(row('pageview', 'language', 'en')).toMatchObject({ events: 1, visitors: 1 });
    expect(row('cta_click', 'path_target', '/ hero')).toMatchObject({ events: 1, visitors: 1 });
    expect(row('form_rejected', 'target', 'contact:phone')).toMatchObject({ events: 1 });
    expect(rolled.some((entry) => entry.day === today)).toBe(false);
    // A second run finds nothing new.
    expect(await rollUpFinishedDays(db, now)).toBe(0);
  });

  it('keeps raw events 30 days and roll-ups 25 months, rolling up before it deletes', async () => {
    const db = database.db;
    const now = new Date();
    const today = companyDay(now);
    await recordEvent(
      db,
      { type: 'pageview', path: '/' },
      { ip: '203.0.113.9', userAgent: BROWSER, site, now: new Date(now.getTime() - 31 * 86_400_000) },
    );
    await recordEvent(
      db,
      { type: 'pageview', path: '/' },
      { ip: '203.0.113.9', userAgent: BROWSER, site, now: new Date(now.getTime() - 29 * 86_400_000) },
    );
    const old = (months: number) => {
      const date = new Date(`${today}T00:00:00Z`);
      date.setUTCMonth(date.getUTCMonth() - months);
      return date.toISOString().slice(0, 10);
    };
    await db.insert(analyticsDaily).values([
      { day: old(26), type: 'pageview', dimension: 'all', value: '', events: 5, visitors: 4 },
      { day: old(24), type: 'pageview', dimension: 'all', value: '', events: 7, visitors: 6 },
    ]);
    const result = await purgeExclusively(db, 'retention job', { now });
    expect(result).toMatchObject({ analyticsEvents: 1, analyticsDaily: 1 });
    const raw = await db.select({ day: analyticsEvents.day }).from(analyticsEvents);
    expect(raw.map((entry) => entry.day)).toEqual([addDays(today, -29)]);
    const days = (
      await db
        .select({ day: analyticsDaily.day })
        .from(analyticsDaily)
        .where(sql`${analyticsDaily.dimension} = 'all'`)
    ).map((entry) => entry.day);
    expect(days).toContain(old(24));
    expect(days).not.toContain(old(26));
    // The deleted raw day was rolled up first: its total outlives its events.
    expect(days).toContain(addDays(today, -31));
  });
});

describe('a period of the insights page', () => {
  it('joins finished days from the roll-up with today live, and counts callbacks requested against delivered', async () => {
    const db = database.db;
    const now = new Date();
    const today = companyDay(now);
    const yesterday = new Date(now.getTime() - 24 * 60 * 60_000);
    await recordEvent(db, { type: 'pageview', path: '/' }, { ip: '203.0.113.20', userAgent: BROWSER, site, now: yesterday });
    await recordEvent(db, { type: 'pageview', path: '/' }, { ip: '203.0.113.21', userAgent: BROWSER, site, now });
    await recordEvent(db, { type: 'cta_click', path: '/', cta: 'hero' }, { ip: '203.0.113.21', userAgent: BROWSER, site, now });
    const delivered = randomUUID();
    const held = randomUUID();
    await db.insert(callbackRequests).values([
      { id: delivered, language: 'de', phone: '+4930123456' },
      { id: held, language: 'en', phone: '+4930123457' },
    ]);
    await db.insert(outbox).values([
      {
        id: randomUUID(),
        channel: 'webhook',
        topic: 'callback.voice-agent',
        submissionKind: 'callback',
        submissionId: delivered,
        payload: {},
        status: 'delivered',
      },
      {
        id: randomUUID(),
        channel: 'webhook',
        topic: 'callback.voice-agent',
        submissionKind: 'callback',
        submissionId: held,
        payload: {},
        status: 'pending',
      },
      {
        id: randomUUID(),
        channel: 'mail',
        topic: 'callback.team-notification',
        submissionKind: 'callback',
        submissionId: held,
        payload: {},
        status: 'delivered',
      },
    ]);
    const data = await periodData(db, { from: addDays(today, -1), to: today }, now);
    const views = data.rollups.filter((row) => row.type === 'pageview' && row.dimension === 'all');
    expect(views.map((row) => [row.day, row.visitors]).sort()).toEqual([
      [addDays(today, -1), 1],
      [today, 1],
    ]);
    expect(data.rollups.find((row) => row.type === 'cta_click' && row.dimension === 'target')).toMatchObject({ value: 'hero', events: 1 });
    expect(data.leads.callback).toBeGreaterThanOrEqual(2);
    expect(data.callbacks).toMatchObject({ requested: 2, delivered: 1, waiting: 1, failed: 0 });
    // Yesterday is rolled up now; today is not.
    expect((await db.select().from(analyticsDaily)).every((row) => row.day < today)).toBe(true);
  });
});
