import { expect, test } from './test';
import { layout, scrollToViewports, withConsent } from './helpers';

test.beforeEach(async ({ page }) => withConsent(page));

const homeSections = ['why', 'trust', 'industry', 'usp', 'services', 'testimonials', 'roi', 'faq'];

test('the home page renders its eight sections and the call to action in the server HTML', async ({ request }) => {
  const html = await (await request.get('/')).text();
  for (const id of homeSections) expect(html).toContain(`data-section="${id}"`);
  expect(html).toContain('data-section="cta"');
  expect(html).toContain('Demo Anruf nun starten');
  expect(html).toContain('data-section-count="8"');
  expect(html).toMatch(/<html lang="de"/);
});

test('section index, hero, glass and footer follow the scroll position forwards and backwards', async ({ page }) => {
  await page.goto('/');
  const root = layout(page);
  const footer = page.locator('[data-site-footer]');
  await expect(root).toHaveAttribute('data-section-index', '0');
  await expect(root).toHaveAttribute('data-hero-shrunk', 'false');

  const expectations: [number, string, string, string, string][] = [
    // viewports, index, shrunk, glass, footer
    [0.4, '0', 'false', 'false', 'false'],
    [0.6, '0', 'true', 'false', 'false'],
    [1.2, '0', 'true', 'false', 'false'],
    [1.55, '1', 'true', 'true', 'false'],
    [2.35, '2', 'true', 'true', 'false'],
    [1.5 + 0.8 * 7 + 0.05, '8', 'true', 'true', 'false'],
    [1.5 + 0.8 * 8 + 0.05, '9', 'true', 'true', 'true'],
    [9.5, '9', 'true', 'true', 'true'],
  ];
  const check = async ([v, index, shrunk, glass, footerVisible]: (typeof expectations)[number]) => {
    await scrollToViewports(page, v);
    await expect(root).toHaveAttribute('data-section-index', index);
    await expect(root).toHaveAttribute('data-hero-shrunk', shrunk);
    await expect(root).toHaveAttribute('data-glass-visible', glass);
    await expect(root).toHaveAttribute('data-footer-visible', footerVisible);
  };
  for (const step of expectations) await check(step);
  for (const step of [...expectations].reverse()) await check(step);

  await scrollToViewports(page, 2.35);
  await expect(page.locator('[data-section="industry"]')).toHaveAttribute('data-active', 'false');
  await expect(page.locator('[data-section="trust"]')).toHaveAttribute('data-active', 'true');
  await expect(page.locator('[data-section="trust"] h2')).toBeVisible();
  // A hidden step is transparent and parked outside the panel, yet still in the accessibility tree.
  await expect(page.locator('[data-section="why"]')).toHaveCSS('opacity', '0');
  await expect(page.locator('[data-section="why"]')).toHaveCSS('pointer-events', 'none');
  await expect(page.getByRole('heading', { name: (await page.locator('[data-section="why"] h2').textContent()) ?? '' })).toBeAttached();
  await expect(footer).toHaveCSS('opacity', '0');
});

test('the footer fades in with the call to action and lists all four groups', async ({ page }) => {
  await page.goto('/');
  await scrollToViewports(page, 20);
  const footer = page.locator('[data-site-footer]');
  await expect(layout(page)).toHaveAttribute('data-footer-visible', 'true');
  await expect(footer).toHaveCSS('opacity', '1');
  await expect(page.locator('[data-section="cta"] h2')).toHaveText('Demo Anruf nun starten');
  for (const href of [
    '/services/voiceagent',
    '/about',
    '/karriere',
    '/kontakt',
    '/impressum',
    '/datenschutz',
    '/agb',
    '/cookies',
    '/usecase',
    '/termin',
  ]) {
    await expect(footer.locator(`a[href="${href}"]`).first()).toBeAttached();
  }
  await expect(footer).toContainText('© 2025 Aitheria Automation Ltd, Nikosia, Zypern');
});

test('page height is 150vh + 80vh per section + 80vh call to action + 150vh', async ({ page }) => {
  await page.goto('/');
  const { track, vh } = await page.evaluate(() => ({
    track: document.querySelector('.scroll-track')!.getBoundingClientRect().height,
    vh: window.innerHeight,
  }));
  expect(track).toBeCloseTo(((150 + 8 * 80 + 80 + 150) / 100) * vh, 0);
});

test('a link to a step scrolls the page to where that step shows', async ({ page }) => {
  await page.goto('/');
  await scrollToViewports(page, 1.1);
  await page.locator('[data-hero-content] a[href="#cta"]').click();
  await expect(layout(page)).toHaveAttribute('data-section-index', '9');
});

test('the industry grid links to the seven industry pages', async ({ page }) => {
  await page.goto('/en');
  const links = page.locator('[data-section="industry"] a[data-industry-link]');
  await expect(links).toHaveCount(7);
  const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual([
    '/en/industries/real-estate',
    '/en/industries/ecommerce',
    '/en/industries/healthcare',
    '/en/industries/law-firms',
    '/en/industries/tax-advisors',
    '/en/industries/trades',
    '/en/industries/hospitality',
  ]);
});

test('the cost comparison shows its figures', async ({ page }) => {
  await page.goto('/');
  const roi = page.locator('[data-section="roi"]');
  for (const figure of ['3.500 €', '700 €', '800 €', '5.000 €', '500 €', '200 €', '1.500 €', '42.000 €', '70']) {
    await expect(roi).toContainText(figure);
  }
  await page.goto('/en');
  await expect(page.locator('[data-section="roi"]')).toContainText('€5,000');
  await expect(page.locator('[data-section="roi"]')).toContainText('€1,500');
});
