import { axeViolations } from './axe';
import { expect, test } from './test';
import { scrollToCallToAction, scrollToViewports, settled, withConsent } from './helpers';

// Transitions off, so each state is final when axe looks at it; five analyses need more than the default time.
test.use({ reducedMotion: 'reduce' });
test.describe.configure({ timeout: 90_000 });

for (const path of ['/', '/en', '/el']) {
  test(`no axe violations on ${path}, with the cookie banner and in the glass panel`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('[data-cookie-banner]')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.locator('[data-consent-reject]').click();
    for (const viewports of [1.1, 1.55, 1.5 + 0.8 * 2 + 0.05, 1.5 + 0.8 * 8 + 0.05]) {
      await scrollToViewports(page, viewports);
      expect(await axeViolations(page), `at ${viewports} viewports`).toEqual([]);
    }
  });
}

for (const path of [
  '/kontakt',
  '/en/careers',
  '/el/unsubscribe',
  '/anfrage?form=contact&status=invalid&fields=email,phone&back=/kontakt',
  // The pages a buyer reads before signing, each closing with its form, in every language.
  '/preise',
  '/en/trust-centre',
  '/el/asfaleia',
  '/integrationen',
  '/el/istories-pelaton',
  '/en/industries/law-firms/employment-law-cologne',
  '/el/klados/ygeia/odontiatreio-regkensmpourgk',
]) {
  test(`no axe violations on the form page ${path}, also with field errors shown`, async ({ page }) => {
    await withConsent(page);
    await page.goto(path);
    if (await page.locator('[data-scroll-layout]').count()) await scrollToCallToAction(page);
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    // The page's own form; the footer's newsletter sign-up has its own test (newsletter.spec.ts).
    const submit = page.locator('main form[data-status] button[type="submit"]');
    if (await submit.count()) {
      await submit.click();
      await expect(page.locator('[data-field-error]').first()).toBeVisible();
      expect(await axeViolations(page), 'with field errors').toEqual([]);
    }
  });
}

test('the axe check finds violations in the page, in its frames and inside a given part only', async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="en"><title>t</title><main><h1>Page</h1>
    <img src="data:," data-part="picture">
    <p style="color:#777;background:#888">faint text</p>
    <iframe title="frame" srcdoc="<!doctype html><html lang=en><title>f</title><main><h1>Frame</h1><img src='data:,'></main></html>"></iframe>
  </main></html>`);
  await expect.poll(() => page.frames().length).toBe(2);
  await expect.poll(async () => await page.frames()[1]!.locator('img').count()).toBe(1);
  const all = await axeViolations(page);
  expect(all.map((violation) => violation.rule).sort()).toEqual(['color-contrast', 'image-alt', 'image-alt']);
  expect((await axeViolations(page, '[data-part="picture"]')).map((violation) => violation.rule)).toEqual(['image-alt']);
});
