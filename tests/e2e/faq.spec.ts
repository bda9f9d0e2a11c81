import { expect, test } from './test';
import { revealInStep, withConsent } from './helpers';

test.beforeEach(async ({ page }) => withConsent(page));

test('FAQ: one item open at a time, clicking the open item closes it', async ({ page }) => {
  await page.goto('/#faq');
  const faq = page.locator('[data-section="faq"]');
  await expect(faq).toHaveAttribute('data-active', 'true');
  const first = faq.locator('[data-faq-item="golive"]');
  const second = faq.locator('[data-faq-item="gdpr"]');
  await expect(faq.locator('details[open]')).toHaveCount(0);

  // Through the step, as a visitor's click lands: Playwright's own scrolling into view would move the window and
  // with it the scroll story (tests/e2e/helpers.ts, revealInStep).
  const click = async (target: typeof first) => {
    await revealInStep(target);
    await target.click();
  };
  await click(first.locator('summary'));
  await expect(first).toHaveAttribute('open', '');
  await expect(first.locator('p')).toBeVisible();

  await click(second.locator('summary'));
  await expect(second).toHaveAttribute('open', '');
  await expect(first).not.toHaveAttribute('open');
  await expect(first.locator('p')).toBeHidden();

  await click(second.locator('summary'));
  await expect(faq.locator('details[open]')).toHaveCount(0);
});

test('FAQ works with the keyboard', async ({ page }) => {
  await page.goto('/en#faq');
  await expect(page.locator('[data-section="faq"]')).toHaveAttribute('data-active', 'true');
  const first = page.locator('[data-faq-item="golive"]');
  await first.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('open', '');
  await page.keyboard.press('Space');
  await expect(first).not.toHaveAttribute('open');
});

test('FAQ answers are in the server HTML even while closed', async ({ request }) => {
  const html = await (await request.get('/en')).text();
  expect(html).toContain('4–6 weeks');
});
