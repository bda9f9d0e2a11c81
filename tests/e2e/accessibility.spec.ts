import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './test';
import { scrollToCallToAction, scrollToViewports, settled, withConsent } from './helpers';

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
      const result = await new AxeBuilder({ page }).analyze();
      expect(result.violations, `at ${viewports} viewports`).toEqual([]);
    }
  });
}

for (const path of [
  '/kontakt',
  '/en/careers',
  '/el/unsubscribe',
  '/anfrage?form=contact&status=invalid&fields=email,phone&back=/kontakt',
]) {
  test(`no axe violations on the form page ${path}, also with field errors shown`, async ({ page }) => {
    await withConsent(page);
    await page.goto(path);
    if (await page.locator('[data-scroll-layout]').count()) await scrollToCallToAction(page);
    await settled(page);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    // The page's own form; the footer's newsletter sign-up has its own test (newsletter.spec.ts).
    const submit = page.locator('main form[data-status] button[type="submit"]');
    if (await submit.count()) {
      await submit.click();
      await expect(page.locator('[data-field-error]').first()).toBeVisible();
      expect((await new AxeBuilder({ page }).analyze()).violations, 'with field errors').toEqual([]);
    }
  });
}
