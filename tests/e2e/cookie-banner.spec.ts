import { expect, test } from '@playwright/test';

const stored = (page: import('@playwright/test').Page) => page.evaluate(() => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null'));

test('shown without stored consent; accepting the chosen categories stores them and hides it', async ({ page }) => {
  await page.goto('/');
  const banner = page.locator('[data-cookie-banner]');
  await expect(banner).toBeVisible();
  await expect(banner.locator('a[href="/datenschutz#datenschutz"]')).toBeVisible();
  await expect(banner.locator('#consent-necessary')).toBeDisabled();
  await banner.locator('#consent-analytics').click();
  await banner.locator('[data-consent-save]').click();
  await expect(banner).toBeHidden();
  const consent = await stored(page);
  expect(consent).toMatchObject({ accepted: true, analytics: true, marketing: false });
  expect(Math.abs(consent.timestamp - Date.now())).toBeLessThan(60_000);

  await page.reload();
  await expect(page.locator('h1')).toBeVisible();
  await page.waitForTimeout(500);
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
  await page.keyboard.press('F8');
  await expect(page.locator('ol[tabindex="-1"]').first()).toBeFocused();
  await toast.getByRole('button').click();
  await expect(toast).toBeHidden();
});
