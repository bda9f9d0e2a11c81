import { readFile } from 'node:fs/promises';
import { axeViolations } from './axe';
import { expect, test } from './test';
import { withConsent } from './helpers';
import { mailTo } from './mail';
import { addStaffUser, storedSubmissions } from './stored';

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
/** The path and query of an absolute link in a mail (the mails name SITE_URL, the tests run on their own port). */
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

test.beforeEach(async ({ page }) => withConsent(page));

test('subscribe → confirmation mail → link → subscribed; the welcome carries the one-click headers and its POST unsubscribes', async ({
  page,
}) => {
  const email = unique('lea');
  await page.goto('/en/newsletter');
  const form = page.locator('main [data-newsletter-form]');
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.locator('main [data-newsletter-success]')).toContainText('Almost there – please confirm your subscription');

  const confirmation = await mailTo(email, 'Please confirm your subscription');
  expect(confirmation.header('List-Unsubscribe')).toMatch(/^<https?:\/\/[^>]+\/api\/newsletter\/unsubscribe\?token=[\w.-]+>$/);
  expect(confirmation.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  const link = confirmation.raw.match(/https?:\/\/\S+?\/api\/newsletter\/confirm\?token=[\w.-]+&lang=en/)?.[0];
  expect(link).toBeDefined();

  await page.goto(pathOf(link!));
  await expect(page).toHaveURL(/\/en\/newsletter\?status=confirmed$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscription confirmed');
  expect(await axeViolations(page)).toEqual([]);

  const welcome = await mailTo(email, 'Welcome to the Aitheria newsletter');
  expect(welcome.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  const oneClick = welcome.header('List-Unsubscribe')!.slice(1, -1);
  const answer = await page.request.post(pathOf(oneClick), {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toEqual({ success: true });
  const stored = (await storedSubmissions('unsubscribe')).find((row) => row.email === email)!;
  expect(new Date(stored.unsubscribedAt as string).getTime()).toBeGreaterThan(new Date(stored.subscribedAt as string).getTime());
});

test('the footer sign-up checks the consent box in the browser and sends nothing without it', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request) => request.method() === 'POST' && request.url().includes('/api/newsletter') && posts.push(request.url()));
  await page.goto('/unsubscribe');
  const footer = page.locator('[data-footer-newsletter]');
  await footer.getByLabel('E-Mail-Adresse').fill(unique('ohne'));
  await footer.getByRole('button', { name: 'Abonnieren' }).click();
  await expect(footer.locator('[data-field-error="consent"]')).toHaveText(
    'Bitte bestätigen Sie, dass Sie den Newsletter erhalten möchten.',
  );
  expect(posts).toEqual([]);
  expect(await axeViolations(page, '[data-footer-newsletter]')).toEqual([]);
  await footer.getByRole('checkbox').check();
  await footer.getByRole('button', { name: 'Abonnieren' }).click();
  await expect(footer.locator('[data-newsletter-success]')).toContainText('bitte bestätigen Sie Ihre Anmeldung');
  expect(posts).toHaveLength(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the sign-up on the about page is a plain form that lands on the result page in Greek', async ({ page }) => {
    const email = unique('eleni');
    await page.goto('/el/about');
    const form = page.locator('main [data-newsletter-form]');
    await form.locator('input[name="email"]').fill(email);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Εγγραφή' }).click();
    await expect(page).toHaveURL(/\/el\/aitima\?form=newsletter&status=sent/);
    await expect(page.locator('[data-submission-result="sent"]')).toContainText('επιβεβαιώστε την εγγραφή σας');
    await mailTo(email, 'newsletter');
  });
});

test('staff list the subscriber with its consent record and export the list as CSV', async ({ page }) => {
  const email = unique('team-sicht');
  const subscribed = await page.request.post('/api/newsletter/subscribe', { data: { email, language: 'de', consent: true } });
  expect(subscribed.status()).toBe(202);
  expect(await subscribed.json()).toEqual({ ok: true });
  const staff = `team${Date.now()}@example.com`;
  const password = 'Posteingang-2026-sicher';
  await addStaffUser(staff, password);
  await page.goto('/login');
  await page.locator('#staff-email').fill(staff);
  await page.locator('#staff-password').fill(password);
  await page.locator('main').getByRole('button', { name: 'Anmelden' }).click();
  await page.getByRole('link', { name: 'Newsletter', exact: true }).click();
  await page.getByLabel('E-Mail enthält').fill(email);
  await page.getByRole('button', { name: 'Filtern' }).click();
  const row = page.locator('[data-subscriber-table] tbody tr').filter({ hasText: email });
  await expect(row).toContainText('Bestätigung ausstehend');
  await expect(row).toContainText('Version 2026-11-25 (DE)');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Als CSV exportieren' }).click()]);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFFemail;state;language;created_at;')).toBe(true);
  expect(csv).toContain(`${email};pending;de;`);
  expect(csv.split('\r\n').filter(Boolean)).toHaveLength(2);
});
