import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { scrollToViewports } from './helpers';

// Transitions off, so each state is final when axe looks at it; five analyses need more than the default time.
test.use({ reducedMotion: 'reduce' });
test.describe.configure({ timeout: 90_000 });

for (const path of ['/', '/en', '/el']) {
  test(`no axe violations on ${path}, with the cookie banner and in the glass panel`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('[data-cookie-banner]')).toBeVisible();
    const atTop = await new AxeBuilder({ page }).analyze();
    expect(atTop.violations).toEqual([]);

    await page.locator('[data-consent-reject]').click();
    for (const viewports of [1.1, 1.55, 1.5 + 0.8 * 2 + 0.05, 1.5 + 0.8 * 8 + 0.05]) {
      await scrollToViewports(page, viewports);
      await page.waitForTimeout(200);
      const result = await new AxeBuilder({ page }).analyze();
      expect(result.violations, `at ${viewports} viewports`).toEqual([]);
    }
  });
}
