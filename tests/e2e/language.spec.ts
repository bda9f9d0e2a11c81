import { expect, test } from './test';
import { layout, scrollToViewports, withConsent } from './helpers';

test.beforeEach(async ({ page }) => withConsent(page));

test.describe('first visit with en-US', () => {
  test.use({ locale: 'en-US' });
  test('lands on the English home page', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('[data-section="cta"] h2')).toHaveText('Schedule free consultation');
  });
});

test.describe('first visit with el-GR', () => {
  test.use({ locale: 'el-GR' });
  test('lands on the Greek home page', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/el$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'el');
  });
});

test.describe('first visit with fr and the Athens time zone', () => {
  test.use({ locale: 'fr-FR', timezoneId: 'Europe/Athens' });
  test('falls back to the time zone and lands on Greek', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/el$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'el');
    expect(await page.evaluate(() => localStorage.getItem('preferred_language'))).toBe('el');
  });
});

test.describe('first visit with fr and the Paris time zone', () => {
  test.use({ locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  test('stays on German', async ({ page }) => {
    await page.goto('/');
    await page.waitForFunction(() => localStorage.getItem('preferred_language') === 'de');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });
});

test.describe('a stored preference', () => {
  test.use({ locale: 'en-US' });
  test('wins over the browser language, on the server and in the browser', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'preferred_language', value: 'el', url: baseURL! }]);
    await page.goto('/');
    await expect(page).toHaveURL(/\/el$/);
  });
});

test('switching language keeps the page, the scroll position and the hash, and announces it', async ({ page }) => {
  // Recorded on every page: the switch arrives on a new page.
  await page.addInitScript(() => {
    const record = window as unknown as { events: string[]; announced: string[] };
    record.events = [];
    record.announced = [];
    window.addEventListener('languageChanged', (event) => {
      record.events.push((event as CustomEvent<{ language: string }>).detail.language);
    });
    // The announcement lasts 1 s: record what the live region said instead of racing it with polls.
    new MutationObserver(() => {
      const text = document.querySelector('[data-language-announcer]')?.textContent ?? '';
      if (text && record.announced.at(-1) !== text) record.announced.push(text);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto('/#faq');
  await scrollToViewports(page, 2.35);
  await expect(layout(page)).toHaveAttribute('data-section-index', '2');
  const before = await page.evaluate(() => window.scrollY);

  const switcher = page.locator('[data-site-header] [data-language-switcher]');
  await expect(switcher).toHaveAccessibleName('Sprache wählen: Deutsch');
  await switcher.click();
  await page.locator('[data-language-option="en"]').click();

  await expect(page).toHaveURL(/\/en#faq$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(switcher).toHaveAccessibleName('Choose language: English');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { announced: string[] }).announced))
    .toEqual(['Language changed: English']);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 2);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(2);
  await expect(layout(page)).toHaveAttribute('data-section-index', '2');
  expect(await page.evaluate(() => (window as unknown as { events: string[] }).events)).toEqual(['en']);
  expect(await page.evaluate(() => localStorage.getItem('preferred_language'))).toBe('en');
  expect((await page.context().cookies()).find((c) => c.name === 'preferred_language')?.value).toBe('en');
  await expect(page.locator('[data-language-announcer]')).toHaveText('', { timeout: 2000 });

  // The choice survives a visit to the unprefixed address.
  await page.goto('/');
  await expect(page).toHaveURL(/\/en$/);
});

test.describe('before React runs', () => {
  test.use({ awaitReact: false });

  test('the switcher opens its list and leads to the same page in the chosen language', async ({ page }) => {
    await page.route(/\/_next\/static\/chunks\/.*\.js$/, (route) => route.abort());
    await page.goto('/kontakt');
    await page.evaluate(() => window.scrollTo(0, 100));
    await page.locator('[data-site-header] [data-language-switcher]').click();
    const greek = page.locator('[data-language-option="el"]');
    await expect(greek).toBeVisible();
    await greek.click();
    await expect(page).toHaveURL(/\/el\/epikoinonia$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'el');
    expect(await page.evaluate(() => localStorage.getItem('preferred_language'))).toBe('el');
  });
});

test('switching to German from the menu goes back to the unprefixed path', async ({ page }) => {
  await page.goto('/el');
  await page.evaluate(() => window.scrollTo(0, 100));
  await page.locator('[data-menu-button]').click();
  await expect(page.locator('[data-site-menu] [data-language-switcher]')).toHaveAccessibleName('Επιλογή γλώσσας: Ελληνικά');
  await page.locator('[data-site-menu] [data-language-switcher]').click();
  await page.locator('[data-language-option="de"]').click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});
