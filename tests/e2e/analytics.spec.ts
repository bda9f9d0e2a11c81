import { axeViolations } from './axe';
import { expect, test, type Page, type Request } from './test';
import { scrollToCallToAction, scrollToViewports } from './helpers';
import { addStaffUser } from './stored';

const PASSWORD = 'Auswertung-2026-sicher';

/** Every request the page makes to the analytics endpoint, with its body. */
function eventsSentBy(page: Page): { type: string; path: string; [field: string]: string }[] {
  const sent: { type: string; path: string }[] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname === '/api/events') sent.push(JSON.parse(request.postData() ?? '{}'));
  });
  return sent as { type: string; path: string; [field: string]: string }[];
}

const eventArrives = (page: Page, match: (event: Record<string, string>) => boolean) =>
  page.waitForResponse((response) => {
    if (new URL(response.url()).pathname !== '/api/events') return false;
    return match(JSON.parse(response.request().postData() ?? '{}'));
  });

/**
 * The event of the first request the page makes to /api/events from now on. Requests are seen in
 * the order the page makes them, so when it is the page view sent right after consent was given,
 * nothing was sent before it.
 */
function firstEventSent(page: Page): Promise<Record<string, string>> {
  const first = page
    .waitForRequest((request) => new URL(request.url()).pathname === '/api/events')
    .then((request) => JSON.parse(request.postData() ?? '{}') as Record<string, string>);
  first.catch(() => undefined); // awaited at the end; a test that fails earlier closes the page
  return first;
}

/** Opens the cookie settings from the footer and turns "Analyse" on or off. */
async function switchAnalyticsInSettings(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.locator('[data-cookie-settings]').click();
  const banner = page.locator('[data-cookie-banner]');
  await banner.locator('#consent-analytics').click();
  await banner.locator('[data-consent-save]').click();
}

test('with analytics declined, a visit with clicks and a form sends nothing to /api/events', async ({ page }) => {
  const first = firstEventSent(page);
  await page.goto('/');
  await page.locator('[data-cookie-banner] [data-consent-reject]').click();
  await page.locator('[data-cta="hero-services"]').click();
  await expect(page).toHaveURL(/\/services$/);
  await page.locator('[data-hero-cta]').click();
  await page.goto('/kontakt');
  await scrollToCallToAction(page);
  const form = page.locator('[data-contact-form]');
  await form.locator('input[name="email"]').fill('nicht-gesendet@example.org');
  await form.locator('button[type="submit"]').click();
  // Marketing alone does not allow measurement either.
  await page.evaluate(() => {
    window.localStorage.setItem(
      'cookieConsent',
      JSON.stringify({ accepted: true, analytics: false, marketing: true, timestamp: Date.now() }),
    );
  });
  await page.goto('/en');
  await page.locator('[data-hero-cta]').click();
  await expect(page).toHaveURL(/\/en#cta$/);
  // Consent given at last: its page view is the first event the visit ever sent.
  await switchAnalyticsInSettings(page);
  expect(await first).toMatchObject({ type: 'pageview', path: '/en' });
});

test('a story read before analytics was accepted counts as read once the beacon starts', async ({ page }) => {
  await page.goto('/kontakt');
  await scrollToCallToAction(page);
  // The beacon loads only now, after the layout reached its last step: the depth comes with the view.
  const view = eventArrives(page, (event) => event.type === 'pageview' && event.path === '/kontakt');
  const read = eventArrives(page, (event) => event.type === 'scroll_depth' && event.path === '/kontakt' && event.depth === '100');
  await page.locator('[data-cookie-banner] [data-consent-accept-all]').click();
  expect((await view).status()).toBe(202);
  expect((await read).status()).toBe(202);
});

test('with analytics accepted, page views and CTA clicks arrive without a cookie and show on /inbox/insights', async ({ page }) => {
  const sent = eventsSentBy(page);
  await page.goto('/');
  const firstView = eventArrives(page, (event) => event.type === 'pageview' && event.path === '/');
  await page.locator('[data-cookie-banner] [data-consent-accept-all]').click();
  const view = await firstView;
  expect(view.status()).toBe(202);
  expect(await view.json()).toEqual({ ok: true, counted: true });
  expect(view.headers()['set-cookie']).toBeUndefined();

  const click = eventArrives(page, (event) => event.type === 'cta_click' && event.cta === 'hero-services');
  const services = eventArrives(page, (event) => event.type === 'pageview' && event.path === '/services');
  await page.locator('[data-cta="hero-services"]').click();
  expect((await click).status()).toBe(202);
  expect((await services).status()).toBe(202);

  // The visitor switches to another app, as phones do before a page is left: the page load's measurements
  // are final and sent, counted under the page the visitor landed on: the first tap (the banner's), the
  // largest paint and the layout shift.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect
    .poll(() => sent.filter((event) => event.type === 'web_vital' && event.path === '/').map((event) => event.metric))
    .toEqual(expect.arrayContaining(['first_tap', 'lcp', 'cls']));
  for (const event of sent.filter((each) => each.type === 'web_vital')) {
    expect(event.device).toBe('desktop');
    expect(Number(event.value)).toBeGreaterThanOrEqual(0);
  }

  // A rejected form reports the field, never what was typed.
  await page.goto('/kontakt');
  await scrollToCallToAction(page);
  const form = page.locator('[data-contact-form]');
  const rejected = eventArrives(page, (event) => event.type === 'form_rejected' && event.field === 'email');
  await form.locator('input[name="email"]').fill('geheim@example');
  await form.locator('button[type="submit"]').click();
  await rejected;
  expect(sent.map((event) => event.type)).toContain('form_started');
  // The story was read to its end.
  expect(sent.filter((event) => event.type === 'scroll_depth' && event.path === '/kontakt').map((event) => event.depth)).toContain('100');
  expect(JSON.stringify(sent)).not.toContain('geheim');

  // Nothing the measurement did left a cookie; the language choice is the only one a visit may set.
  const cookies = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(cookies.filter((name) => name !== 'preferred_language')).toEqual([]);

  const email = `insights${Date.now()}@example.com`;
  await addStaffUser(email, PASSWORD);
  await page.goto('/inbox/insights');
  await page.locator('#staff-email').fill(email);
  await page.locator('#staff-password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/inbox\/insights$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Auswertung');

  const ctas = page.locator('[data-insight-table="ctas"]');
  await expect(ctas.getByRole('rowheader', { name: 'hero-services', exact: true })).toBeVisible();
  const pages = page.locator('[data-insight-table="pages"]');
  await expect(pages.getByRole('rowheader', { name: '/services', exact: true })).toBeVisible();
  await expect(pages.getByRole('rowheader', { name: '/', exact: true })).toBeVisible();
  expect(Number((await page.locator('[data-headline="visitors"] [data-headline-value]').innerText()).replace(/\D/g, ''))).toBeGreaterThan(
    0,
  );
  // Every chart with data has its table and its picture; the form errors name the field.
  for (const chart of ['daily', 'funnel', 'pages', 'languages', 'ctas', 'formErrors', 'vitals']) {
    const section = page.locator(`[data-insight="${chart}"]`);
    await expect(section.locator('table tbody tr').first()).toBeVisible();
    await expect(section.locator('svg[role="img"]')).toHaveAttribute('aria-label', /.+/);
  }
  await expect(page.locator('[data-insight-table="formErrors"]')).toContainText('contact:email');
  // Other specs share the database and may measure the home page in another language or on a phone: the
  // row this visit made is the German one on a desktop.
  const vitals = page.locator('[data-insight-table="vitals"] tbody tr');
  await expect(
    vitals
      .filter({ has: page.getByRole('rowheader', { name: 'Startseite', exact: true }) })
      .filter({ has: page.getByRole('cell', { name: 'Deutsch', exact: true }) })
      .filter({ has: page.getByRole('cell', { name: 'Desktop', exact: true }) }),
  ).toBeVisible();

  expect(await axeViolations(page)).toEqual([]);
  // At 320 px the page reads without sideways scrolling; wide tables scroll inside their own box.
  await page.setViewportSize({ width: 320, height: 720 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(321);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The same table as CSV.
  const csv = await page.request.get((await page.locator('[data-insight="ctas"] a[download]').getAttribute('href'))!);
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toContain('text/csv');
  expect(await csv.text()).toMatch(/^\uFEFFcta;clicks\r\n(.*\r\n)*hero-services;\d+\r\n/);
});

test('withdrawing analytics consent in the cookie settings stops the measurement at once', async ({ page }) => {
  await page.goto('/impressum');
  const firstView = eventArrives(page, (event) => event.type === 'pageview');
  await page.locator('[data-cookie-banner] [data-consent-accept-all]').click();
  await firstView;
  await switchAnalyticsInSettings(page);
  const first = firstEventSent(page);
  await page.locator('[data-cta="header-termin"]').click();
  await expect(page).toHaveURL(/\/termin$/);
  // Consent given again: its page view is the first event sent since the withdrawal.
  await switchAnalyticsInSettings(page);
  expect(await first).toMatchObject({ type: 'pageview', path: '/termin' });
});

test('with consent, a language switch is counted on the page it was made from, and the ROI calculator once used', async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem(
      'cookieConsent',
      JSON.stringify({ accepted: true, analytics: true, marketing: false, timestamp: Date.now() }),
    );
  });
  const firstView = eventArrives(page, (event) => event.type === 'pageview' && event.path === '/services/voiceagent');
  await page.goto('/services/voiceagent');
  await firstView;
  await scrollToViewports(page, 1.5 + 0.8 + 0.1);
  const used = eventArrives(page, (event) => event.type === 'calculator_used');
  await page.locator('[data-roi-open]').click();
  await page.locator('[data-roi-calculator] input[name="employees"]').fill('3');
  await page.locator('[data-roi-calculator] input[name="employees"]').fill('4');
  await used;
  await page.keyboard.press('Escape');

  // Sent as the visitor leaves for the other language: the request is what the old page can see.
  const switched = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/events' && JSON.parse(request.postData() ?? '{}').type === 'language_switch',
  );
  await page.locator('[data-site-header] [data-language-switcher]').click();
  await page.locator('[data-language-option="el"]').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'el');
  const event = JSON.parse((await switched).postData()!);
  expect(event).toEqual({ type: 'language_switch', path: '/services/voiceagent', language: 'el' });
});

test('the insights need a staff sign-in, and so does their CSV', async ({ page }) => {
  const response = await page.request.get('/inbox/insights?from=2026-11-01&to=2026-11-20', { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(response.headers().location).toContain('/login?next=%2Finbox%2Finsights%3Ffrom%3D2026-11-01%26to%3D2026-11-20');
  const csv = await page.request.get('/api/staff/insights?chart=pages');
  expect(csv.status()).toBe(401);
  expect(await csv.json()).toMatchObject({ ok: false, error: { code: 'not_signed_in' } });
});

test('the events endpoint refuses what it does not serve, in the visitor’s language', async ({ request }) => {
  const wrongType = await request.post('/api/events', {
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'el' },
    data: 'type=pageview',
  });
  expect(wrongType.status()).toBe(415);
  expect((await wrongType.json()).error.message).toBe('Στείλτε το συμβάν ως JSON (text/plain ή application/json).');
  const unknown = await request.post('/api/events', { headers: { 'content-type': 'text/plain' }, data: '{"type":"purchase","path":"/"}' });
  expect(unknown.status()).toBe(400);
  expect((await request.get('/api/events')).status()).toBe(405);
});
