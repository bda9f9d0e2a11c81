import { expect, test } from './test';
import { withConsent } from './helpers';

test.beforeEach(async ({ page }) => withConsent(page));

test('an unknown path answers 404 with the not-found screen in German', async ({ page }) => {
  const response = await page.goto('/diese-seite-gibt-es-nicht');
  expect(response?.status()).toBe(404);
  await expect(page.locator('[data-not-found] h1')).toHaveText('Diese Seite gibt es nicht');
  await expect(page.locator('[data-not-found] a[href="/"]')).toBeVisible();
});

test('the not-found screen speaks the language of the path', async ({ page }) => {
  expect((await page.goto('/en/no-such-page'))?.status()).toBe(404);
  await expect(page.locator('[data-not-found] h1')).toHaveText("This page doesn't exist");
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect((await page.goto('/el/den-yparxei'))?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'el');
  await expect(page.locator('[data-not-found] a[href="/el"]')).toBeVisible();
});
