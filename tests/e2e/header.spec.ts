import { expect, test } from './test';
import { withConsent } from './helpers';

test.beforeEach(async ({ page }) => withConsent(page));

test('the header appears only after more than 25 px of scroll and is 68 px high', async ({ page }) => {
  await page.goto('/');
  const header = page.locator('[data-site-header]');
  await expect(header).toHaveAttribute('data-visible', 'false');
  await page.evaluate(() => window.scrollTo(0, 25));
  await expect(header).toHaveAttribute('data-visible', 'false');
  await page.evaluate(() => window.scrollTo(0, 26));
  await expect(header).toHaveAttribute('data-visible', 'true');
  await expect(header).toBeInViewport();
  // It slides in: measured once it has arrived at the top.
  await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
  expect((await header.boundingBox())?.height).toBe(68);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-visible', 'false');
});

test('the header holds the switcher left, the logo link to / in the centre and the menu right', async ({ page }) => {
  await page.goto('/en');
  await page.evaluate(() => window.scrollTo(0, 200));
  const switcher = await page.locator('[data-site-header] [data-language-switcher]').boundingBox();
  const logo = await page.locator('[data-site-header] a[href="/en"]').boundingBox();
  const menu = await page.locator('[data-site-header] [data-menu-button]').boundingBox();
  expect(switcher && logo && menu).toBeTruthy();
  expect(switcher!.x).toBeLessThan(logo!.x);
  expect(logo!.x).toBeLessThan(menu!.x);
  expect(Math.abs(logo!.x + logo!.width / 2 - 640)).toBeLessThan(40);
});

test('the floating contact button is a 60 px round link to the contact page', async ({ page }) => {
  await page.goto('/');
  const button = page.locator('[data-floating-contact]');
  await expect(button).toHaveAttribute('title', 'Chat - Kontakt');
  await expect(button).toHaveAttribute('href', '/kontakt');
  const box = await button.boundingBox();
  expect(box?.width).toBe(60);
  expect(box?.height).toBe(60);
  expect(box!.x + box!.width).toBeGreaterThan(1280 - 40);
  await page.goto('/el');
  await expect(page.locator('[data-floating-contact]')).toHaveAttribute('href', '/el/epikoinonia');
});
