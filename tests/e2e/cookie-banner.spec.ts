import { expect, test } from './test';
import { settled } from './helpers';

const stored = (page: import('@playwright/test').Page) => page.evaluate(() => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null'));

test('shown without stored consent; accepting the chosen categories stores them and hides it', async ({ page }) => {
  await page.goto('/');
  const banner = page.locator('[data-cookie-banner]');
  await expect(banner).toBeVisible();
  await expect(banner.locator('a[href="/datenschutz#datenschutz"]')).toBeVisible();
  // The categories wait behind "Einstellungen"; opening them moves focus to the first one that can change.
  await expect(banner.locator('#consent-analytics')).toHaveCount(0);
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
  // Hydrated (page.reload waits for it): the banner has read the stored choice; one more frame to draw it.
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
      // The floating button waits while the banner asks.
      await expect(page.locator('[data-floating-contact]')).toBeHidden();
    }
  }
});
