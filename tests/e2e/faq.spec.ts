import { expect, test } from '@playwright/test';
import { withConsent } from './helpers';

test.beforeEach(async ({ page }) => withConsent(page));

test('FAQ: one item open at a time, clicking the open item closes it', async ({ page }) => {
  await page.goto('/#faq');
  const faq = page.locator('[data-section="faq"]');
  await expect(faq).toHaveAttribute('data-active', 'true');
  const triggers = faq.locator('[data-faq-item] button');
  const first = triggers.nth(0);
  const second = triggers.nth(1);
  await expect(first).toHaveAttribute('aria-expanded', 'false');

  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.locator('[data-faq-item="golive"] [role="region"]')).toBeVisible();

  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.locator('[data-faq-item="golive"] [role="region"]')).toBeHidden();

  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.locator('[data-state="open"]')).toHaveCount(0);
});

test('FAQ answers are in the server HTML even while closed', async ({ request }) => {
  const html = await (await request.get('/en')).text();
  expect(html).toContain('4–6 weeks');
});
