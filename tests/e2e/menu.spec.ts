import { expect, test } from './test';
import { settled, withConsent } from './helpers';

test.beforeEach(async ({ page }) => {
  await withConsent(page);
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, 100));
});

test('the menu is 320 px wide, lists every group and expands a group on click', async ({ page }) => {
  await page.locator('[data-menu-button]').click();
  const menu = page.locator('[data-site-menu]');
  await expect(menu).toBeVisible();
  expect(Math.round((await menu.boundingBox())!.width)).toBe(320);
  for (const label of [
    'Startseite',
    'Leistungen',
    'Preise',
    'Branchen',
    'Kontakt',
    'Karriere',
    'Termin buchen',
    'Unternehmen',
    'Rechtliches',
    'Anmelden',
  ]) {
    await expect(menu.getByText(label, { exact: true }).first()).toBeVisible();
  }
  const industries = menu.locator('[data-menu-group="industries"] > summary');
  await expect(menu.locator('a[href="/usecase/handwerk"]')).toBeHidden();
  await industries.click();
  await expect(menu.locator('[data-menu-group="industries"]')).toHaveAttribute('open', '');
  for (const slug of ['immobilien', 'ecommerce', 'gesundheitswesen', 'anwaltskanzleien', 'steuerberatung', 'handwerk', 'gastronomie']) {
    await expect(menu.locator(`a[href="/usecase/${slug}"]`)).toBeVisible();
  }
  await expect(menu.locator('a[href="/login"]')).toBeVisible();
  await expect(menu.locator('[data-language-switcher]')).toBeVisible();
  await industries.click();
  await expect(menu.locator('a[href="/usecase/handwerk"]')).toBeHidden();
});

test('a click outside closes the menu', async ({ page }) => {
  await page.locator('[data-menu-button]').click();
  await expect(page.locator('[data-site-menu]')).toBeVisible();
  // As a visitor does, click once the menu has slid in.
  await settled(page);
  await page.mouse.click(100, 400);
  await expect(page.locator('[data-site-menu]')).toBeHidden();
});

test('Escape closes the menu and returns focus to the menu button', async ({ page }) => {
  await page.locator('[data-menu-button]').click();
  await expect(page.locator('[data-site-menu]')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-site-menu]')).toBeHidden();
  await expect(page.locator('[data-menu-button]')).toBeFocused();
});

test('a link in the menu leads there and the menu is closed on the new page', async ({ page }) => {
  await page.locator('[data-menu-button]').click();
  await page.locator('[data-site-menu] a[href="/kontakt"]').first().click();
  await expect(page).toHaveURL(/\/kontakt$/);
  await expect(page.locator('[data-site-menu]')).toBeHidden();
});

test.describe('before React runs', () => {
  test.use({ awaitReact: false });

  test('the menu opens, starts on its first link, expands a group and closes with Escape', async ({ page }) => {
    await page.route(/\/_next\/static\/chunks\/.*\.js$/, (route) => route.abort());
    await page.goto('/en');
    await page.evaluate(() => window.scrollTo(0, 100));
    await expect(page.locator('[data-site-header]')).toHaveAttribute('data-visible', 'true');
    await page.locator('[data-menu-button]').click();
    const menu = page.locator('[data-site-menu]');
    await expect(menu).toBeVisible();
    await expect(menu.locator('nav a').first()).toBeFocused();
    await menu.locator('[data-menu-group="services"] > summary').click();
    await expect(menu.locator('a[href="/en/services/voiceagent"]')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.locator('[data-menu-button]')).toBeFocused();
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  });
});
