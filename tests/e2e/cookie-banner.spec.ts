import { expect, test } from './test';
import { settled } from './helpers';

const stored = (page: import('@playwright/test').Page) => page.evaluate(() => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null'));

test('shown without stored consent; accepting the chosen categories stores them and hides it', async ({ page }) => {
  await page.goto('/');
  const banner = page.locator('[data-cookie-banner]');
  await expect(banner).toBeVisible();
  await expect(banner.locator('a[href="/datenschutz#datenschutz"]')).toBeVisible();
  // The categories wait behind "Einstellungen"; opening them moves focus to the first one that can change.
  await expect(banner.locator('#consent-analytics')).toBeHidden();
  await banner.locator('[data-consent-settings]').click();
  await expect(banner.locator('#consent-analytics')).toBeFocused();
  await expect(banner.locator('#consent-necessary')).toBeDisabled();
  await banner.locator('#consent-analytics').click();
  await banner.locator('[data-consent-save]').click();
  await expect(banner).toBeHidden();
  const consent = await stored(page);
  expect(consent).toMatchObject({ accepted: true, analytics: true, marketing: false });
  expect(Math.abs(consent.timestamp - Date.now())).toBeLessThan(60_000);

  await page.reload();
  await expect(page.locator('h1')).toBeVisible();
  // The head's script reads the stored choice before the first paint.
  await settled(page);
  await expect(banner).toBeHidden();
});

test('reject stores every optional category off', async ({ page }) => {
  await page.goto('/en');
  await page.locator('[data-cookie-banner] [data-consent-reject]').click();
  await expect(page.locator('[data-cookie-banner]')).toBeHidden();
  expect(await stored(page)).toMatchObject({ accepted: false, analytics: false, marketing: false });
});

test('accept all turns both optional categories on; cookie settings in the footer reopen the banner', async ({ page }) => {
  await page.goto('/');
  await page.locator('[data-cookie-banner] [data-consent-accept-all]').click();
  expect(await stored(page)).toMatchObject({ accepted: true, analytics: true, marketing: true });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.locator('[data-cookie-settings]').click();
  const banner = page.locator('[data-cookie-banner]');
  await expect(banner).toBeVisible();
  await expect(banner.locator('#consent-marketing')).toBeChecked();
  await banner.locator('#consent-marketing').click();
  await banner.locator('[data-consent-save]').click();
  expect(await stored(page)).toMatchObject({ accepted: true, analytics: true, marketing: false });
  // Saving from the settings confirms with a toast (one at a time, closable).
  const toast = page.locator('[data-toast]');
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText('Ihre Cookie-Einstellungen wurden gespeichert.');
  // The region is named in the page's language, not Radix's English default.
  await expect(page.getByRole('region', { name: 'Benachrichtigungen (F8)' })).toBeAttached();
  await page.keyboard.press('F8');
  await expect(page.locator('ol[tabindex="-1"]').first()).toBeFocused();
  await toast.getByRole('button').click();
  await expect(toast).toBeHidden();
});

test('on a phone the first-visit banner takes at most a third of the screen, after the page heading, labels inside their buttons', async ({
  page,
}) => {
  // A third of a common phone; on the smallest (320 × 640) the three choices need a little more.
  for (const { share, ...viewport } of [
    { width: 390, height: 844, share: 1 / 3 },
    { width: 320, height: 640, share: 0.45 },
  ]) {
    await page.setViewportSize(viewport);
    for (const path of ['/', '/en', '/el', '/el/klados/estiasi', '/el/epikoinonia']) {
      await page.goto(path);
      const banner = page.locator('[data-cookie-banner]');
      const box = (await banner.boundingBox())!;
      expect(box.height, `${path} at ${viewport.width} px`).toBeLessThanOrEqual(viewport.height * share);
      const order = await page.evaluate(() => {
        const headings = [...document.querySelectorAll('h1, h2')];
        const bannerHeading = document.querySelector('[data-cookie-banner] h2');
        return {
          first: headings[0]?.tagName,
          bannerAfterH1: headings.indexOf(bannerHeading!) > headings.indexOf(document.querySelector('h1')!),
        };
      });
      expect(order).toEqual({ first: 'H1', bannerAfterH1: true });
      for (const button of await banner.locator('button').all()) {
        const fits = await button.evaluate(
          (element) => element.scrollWidth <= element.clientWidth + 1 && element.scrollHeight <= element.clientHeight + 1,
        );
        expect(fits, `${path}: ${await button.textContent()}`).toBe(true);
      }
      // The floating button stays on screen while the banner asks: above it, clear of it, not covered.
      const floating = page.locator('[data-floating-contact]');
      await expect(floating).toBeInViewport();
      const button = (await floating.boundingBox())!;
      expect(button.y + button.height, `${path} at ${viewport.width} px`).toBeLessThanOrEqual(box.y);
      expect(
        await floating.evaluate((element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          return element.contains(document.elementFromPoint(x + width / 2, y + height / 2));
        }),
      ).toBe(true);
    }
  }
});

test('on a wide screen the floating button stands beside the banner from the first paint', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const banner = (await page.locator('[data-cookie-banner]').boundingBox())!;
  const button = (await page.locator('[data-floating-contact]').boundingBox())!;
  await expect(page.locator('[data-floating-contact]')).toBeInViewport();
  expect(button.x).toBeGreaterThanOrEqual(banner.x + banner.width);
});

test.describe('before React runs', () => {
  // The page's own scripts never arrive: what the visitor touches first must answer anyway.
  test.use({ awaitReact: false });
  test.beforeEach(async ({ page }) => page.route(/\/_next\/static\/chunks\/.*\.js$/, (route) => route.abort()));

  test('the banner answers, stores the choice at once and stays answered on the next page', async ({ page }) => {
    await page.goto('/');
    await page.locator('[data-consent-settings]').click();
    await expect(page.locator('#consent-analytics')).toBeFocused();
    await page.locator('#consent-marketing').check();
    await page.locator('[data-consent-save]').click();
    await expect(page.locator('[data-cookie-banner]')).toBeHidden();
    expect(await stored(page)).toMatchObject({ accepted: true, analytics: false, marketing: true });
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  });

  test('"accept all" followed at once by a link keeps the choice', async ({ page }) => {
    await page.goto('/');
    await page.locator('[data-consent-accept-all]').click();
    await page.locator('[data-cta="hero-services"]').click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.locator('[data-cookie-banner]')).toBeHidden();
    expect(await stored(page)).toMatchObject({ accepted: true, analytics: true, marketing: true });
  });
});
