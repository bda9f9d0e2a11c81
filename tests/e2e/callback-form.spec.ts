import { expect, test, type Page } from './test';
import { scrollToViewports, withConsent } from './helpers';

test.beforeEach(async ({ page }) => withConsent(page));

async function openForm(page: Page, path: string) {
  await page.goto(path);
  await scrollToViewports(page, 1.5 + 0.8 * 8 + 0.1);
  const form = page.locator('[data-callback-form]');
  await expect(form).toBeVisible();
  return form;
}

test('validates phone, website and consent in the visitor language and sends nothing when invalid', async ({ page }) => {
  let requests = 0;
  await page.route('**/api/callback-automation', (route) => {
    requests += 1;
    return route.fulfill({ status: 201, json: { ok: true, id: 'x' } });
  });
  const form = await openForm(page, '/');
  await form.locator('button[type="submit"]').click();
  await expect(form.locator('[data-field-error="phone"]')).toHaveText('Bitte geben Sie Ihre Telefonnummer ein.');
  await expect(form.locator('input[name="phone"]')).toBeFocused();
  const consent = form.locator('input[name="consent"]');
  await expect(consent).not.toBeChecked();
  await expect(form.locator('[data-field-error="consent"]')).toHaveText('Bitte bestätigen Sie, dass wir Sie anrufen dürfen.');
  await expect(form.locator('[data-callback-consent]')).toContainText('KI-Telefonassistent von Aitheria darf mich einmalig');
  await expect(form.locator('[data-callback-consent] a')).toHaveAttribute('href', '/datenschutz');
  await form.locator('input[name="phone"]').fill('+49 30 1234567');
  await consent.check();
  await form.locator('input[name="website"]').fill('kein link');
  await form.locator('button[type="submit"]').click();
  await expect(form.locator('[data-field-error="website"]')).toContainText('gültige Website-Adresse');
  expect(requests).toBe(0);

  const english = await openForm(page, '/en');
  await english.locator('button[type="submit"]').click();
  await expect(english.locator('[data-field-error="phone"]')).toHaveText('Please enter your phone number.');
  await expect(english.locator('[data-field-error="consent"]')).toHaveText('Please confirm that we may call you.');
  await expect(english.locator('[data-callback-consent] a')).toHaveAttribute('href', '/en/privacy');

  const greek = await openForm(page, '/el');
  await greek.locator('input[name="phone"]').fill('210 1234567');
  await greek.locator('button[type="submit"]').click();
  await expect(greek.locator('[data-field-error="consent"]')).toHaveText('Παρακαλούμε επιβεβαιώστε ότι μπορούμε να σας καλέσουμε.');
  await expect(greek.locator('input[name="consent"]')).toBeFocused();
  expect(requests).toBe(0);
});

test('submitting, then success: the fields are cleared and the 15-minute promise appears', async ({ page }) => {
  let body: unknown;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/callback-automation', async (route) => {
    body = route.request().postDataJSON();
    await held;
    await route.fulfill({ status: 201, json: { ok: true, id: 'abc' } });
  });
  const form = await openForm(page, '/el');
  await form.locator('input[name="phone"]').fill(' +30 21 0123 4567 ');
  await form.locator('input[name="website"]').fill('example.gr');
  await form.locator('input[name="consent"]').check();
  await form.locator('button[type="submit"]').click();
  await expect(form.locator('button[type="submit"]')).toBeDisabled();
  await expect(form).toHaveAttribute('data-status', 'submitting');
  release();
  await expect(form.locator('[data-callback-success]')).toContainText('15');
  await expect(form.locator('input[name="phone"]')).toHaveValue('');
  expect(body).toEqual({
    phone: '+302101234567',
    website: 'https://example.gr',
    language: 'el',
    consent: true,
    consentVersion: '2026-11-25',
  });
  await expect(form.locator('input[name="consent"]')).not.toBeChecked();
});

test('outside business hours the success message names the day and time of the call instead of 15 minutes', async ({ page }) => {
  const monday = new Date(Date.now() + 3 * 24 * 60 * 60_000);
  await page.route('**/api/callback-automation', (route) =>
    route.fulfill({ status: 201, json: { ok: true, id: 'later', callAfter: monday.toISOString() } }),
  );
  for (const [path, text] of [
    ['/', 'außerhalb unserer Geschäftszeiten'],
    ['/en', 'outside our business hours'],
    ['/el', 'εκτός ωραρίου'],
  ] as const) {
    const form = await openForm(page, path);
    await form.locator('input[name="phone"]').fill('+49 30 1234567');
    await form.locator('input[name="consent"]').check();
    await form.locator('button[type="submit"]').click();
    const success = form.locator('[data-callback-success]');
    await expect(success).toContainText(text);
    const locale = path === '/' ? 'de' : path.slice(1);
    // The form names the call's day on the visitor's clock, the browser's time zone (Europe/Berlin in
    // these tests), whatever the runner's; from 22:00 to 23:00 UTC that day is not the company's.
    const visitorTimeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: visitorTimeZone }).format(monday);
    await expect(success).toContainText(weekday);
  }
});

test('failure shows the connection error in the error colour and the form stays usable', async ({ page }) => {
  await page.route('**/api/callback-automation', (route) => route.fulfill({ status: 503, body: 'down' }));
  const form = await openForm(page, '/');
  await form.locator('input[name="phone"]').fill('+49 30 1234567');
  await form.locator('input[name="consent"]').check();
  await form.locator('button[type="submit"]').click();
  const error = form.locator('[data-callback-error]');
  await expect(error).toHaveText('Verbindungsfehler. Bitte versuchen Sie es später erneut.');
  await expect(error).toHaveClass(/text-danger/);
  await expect(form.locator('button[type="submit"]')).toBeEnabled();
  await expect(form.locator('input[name="phone"]')).toHaveValue('+49 30 1234567');
});
