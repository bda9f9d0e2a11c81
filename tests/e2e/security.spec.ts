import { expect, POLICY_VIOLATION, test, type Page } from './test';
import { fillContactForm, localized, scrollToCallToAction, withConsent } from './helpers';

/** Records every Content-Security-Policy violation the page reports, with its directive, from before its first script. */
async function watchPolicy(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { violations: string[] };
    record.violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      record.violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
}
const violations = (page: Page) => page.evaluate(() => (window as unknown as { violations: string[] }).violations);

const scriptSources = (policy: string) =>
  policy
    .split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('script-src')) ?? '';

/** One page of each kind: the scroll story, a subpage, a service, an industry, the sector layout, a form, the booking page, a legal page. */
const staticPages = [
  '/',
  '/services',
  '/services/voiceagent',
  '/usecase/handwerk',
  '/usecase/gastronomie',
  '/kontakt',
  '/termin',
  '/datenschutz',
];
/** Pages rendered per request: the result page of a plain form, the sign-in, an unknown address. */
const renderedPages = ['/anfrage?form=contact&status=sent', '/login', '/diese-seite-gibt-es-nicht'];
const prefixes = { de: '', en: '/en', el: '/el' } as const;

for (const [language, prefix] of Object.entries(prefixes)) {
  test(`${language}: every kind of page runs under a script policy without 'unsafe-inline', with no violation`, async ({ page }) => {
    await withConsent(page);
    for (const path of [...staticPages, ...renderedPages]) {
      const url = localized(prefix, path);
      const rendered = renderedPages.includes(path);
      // A static page is opened in the browser, hydrated, by the axe tests of every page in every language
      // (pages.spec.ts, industries.spec.ts, accessibility.spec.ts), whose fixture fails on any violation
      // (tests/e2e/test.ts): here its headers are read. A rendered page gets a fresh nonce each time: it is opened.
      const response = rendered ? (await page.goto(url))! : await page.request.get(url);
      const headers = response.headers();
      const policy = headers['content-security-policy'] ?? '';
      expect(scriptSources(policy), url).toMatch(/^script-src 'self' /);
      expect(scriptSources(policy), url).not.toMatch(/unsafe-inline|unsafe-eval/);
      if (!rendered) {
        // Still a static page: served from the prerender cache, its scripts allowed by their hashes.
        expect(headers['x-nextjs-cache'], url).toBe('HIT');
        expect(scriptSources(policy), url).not.toContain('nonce-');
        continue;
      }
      expect(scriptSources(policy), url).toMatch(/'nonce-[\w+/=]{24}'/);
      // Time for late violations to be reported: the test's fixture fails on any (tests/e2e/test.ts).
      await page.waitForLoadState('load');
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
    }
  });
}

// No violation along the way: the test's fixture checks that (tests/e2e/test.ts).
test('under the policy the cookie banner, the language switch and a form still work', async ({ page }) => {
  await page.goto('/kontakt');
  const banner = page.locator('[data-cookie-banner]');
  await expect(banner).toBeVisible();
  await banner.locator('[data-consent-settings]').click();
  await banner.locator('[data-consent-save]').click();
  await expect(banner).toBeHidden();

  await page.evaluate(() => window.scrollTo(0, 100));
  await page.locator('[data-site-header] [data-language-switcher]').click();
  await page.locator('[data-language-option="en"]').click();
  await expect(page).toHaveURL(/\/en\/contact$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The new page puts the scroll position back as it announces the language: after that, so the scroll
  // below is not undone.
  await expect(page.locator('[data-language-announcer]')).toHaveText('Language changed: English');

  await scrollToCallToAction(page);
  const form = page.locator('[data-contact-form]');
  await fillContactForm(form, {
    name: 'Policy Tester',
    company: 'CSP Ltd',
    email: 'policy@example.org',
    phone: '+44 20 7946 0958',
    inquiry: 'consulting',
    comment: 'Checking the forms under the script policy.',
  });
  await form.locator('button[type="submit"]').click();
  await expect(page.locator('[data-contact-success]')).toBeVisible();
});

test.describe(() => {
  // The violation is the point here: the check every other test makes after it is off.
  test.use({ policyViolationsExpected: true });

  test('an injected inline script is blocked', async ({ page }) => {
    await withConsent(page);
    await watchPolicy(page);
    // What every other test's check reads: the console line Chromium writes for a violation.
    const reported: string[] = [];
    page.on('console', (message) => POLICY_VIOLATION.test(message.text()) && reported.push(message.text()));
    await page.goto('/en/contact');
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
      return (window as unknown as { injected?: boolean }).injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations(page)).toEqual([expect.stringMatching(/^script-src-elem inline/)]);
    await expect.poll(() => reported.length).toBe(1);
  });
});

test('methods no page serves are answered 405 in the visitor’s language, TRACE included', async ({ request }) => {
  for (const [method, path] of [
    ['TRACE', '/'],
    ['TRACE', '/api/contact'],
    ['PUT', '/el/epikoinonia'],
    ['DELETE', '/kontakt'],
    ['POST', '/en'],
  ] as const) {
    const response = await request.fetch(path, { method, headers: { 'accept-language': 'en' } });
    expect(response.status(), `${method} ${path}`).toBe(405);
    const body = await response.json();
    expect(body.error.code).toBe('method_not_allowed');
    if (path.startsWith('/el')) expect(body.error.message).toMatch(/[α-ω]/);
  }
});

test('the privacy policy names how long the audit log is kept, in every language', async ({ request }) => {
  for (const [path, text] of [
    ['/datenschutz', '12 Monate'],
    ['/en/privacy', '12 months'],
    ['/el/aporrito', '12 μήνες'],
  ] as const) {
    expect(await (await request.get(path)).text(), path).toContain(text);
  }
});
