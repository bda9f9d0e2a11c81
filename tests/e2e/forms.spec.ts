import { expect, test, type Page, type Route } from './test';
import { fillContactForm, revealInStep, scrollToCallToAction, scrollToViewports, withConsent } from './helpers';
import { storedSubmissions } from './stored';

test.beforeEach(async ({ page }) => withConsent(page));

/** Holds a request until `release()`: the form shows its submitting state meanwhile. */
function holdRequests(page: Page, pattern: string, answer: (route: Route) => Promise<void> = (route) => route.continue()) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const seen: { body: unknown; headers: Record<string, string> }[] = [];
  void page.route(pattern, async (route) => {
    seen.push({ body: route.request().postDataJSON(), headers: route.request().headers() });
    await held;
    await answer(route);
  });
  return { release, seen };
}

/** The call-to-action step of a scroll page with no sections before it. */
async function openCtaForm(page: Page, path: string, selector: string) {
  await page.goto(path);
  await scrollToCallToAction(page);
  const form = page.locator(selector);
  await expect(form).toBeVisible();
  return form;
}

const unique = () => String(Date.now()).slice(-7);

test.describe('contact form', () => {
  test('German: missing fields raise the notice and send nothing; submitting, then the 24-hour thank-you panel', async ({ page }) => {
    const form = await openCtaForm(page, '/kontakt', '[data-contact-form]');
    let early = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact')) early += 1;
    });
    await form.locator('button[type="submit"]').click();
    await expect(form.locator('[data-form-missing]')).toContainText('Fehler');
    await expect(form.locator('[data-form-missing]')).toContainText('Bitte füllen Sie alle Pflichtfelder aus.');
    await expect(form.locator('input[name="name"]')).toBeFocused();
    expect(early).toBe(0);

    const company = `Schneider Immobilien ${unique()}`;
    await form.locator('input[name="name"]').fill('Maria Schneider');
    await form.locator('input[name="company"]').fill(company);
    await form.locator('input[name="email"]').fill('maria.schneider@example.org');
    await form.locator('input[name="phone"]').fill('030 1234567');
    await form.locator('select[name="inquiry"]').selectOption('voice_agent');
    await form.locator('textarea[name="comment"]').fill('Wir bekommen 200 Anrufe am Tag.');
    const { release, seen } = holdRequests(page, '**/api/contact');
    await form.locator('button[type="submit"]').click();
    await expect(form.locator('button[type="submit"]')).toBeDisabled();
    await expect(form.locator('button[type="submit"]')).toHaveText('Wird gesendet...');
    release();
    const panel = page.locator('[data-contact-success]');
    await expect(panel).toContainText('24 Stunden');
    expect(seen[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    const stored = await storedSubmissions('contact');
    expect(stored.find((row) => row.company === company)).toMatchObject({ phone: '+49301234567', inquiry: 'voice_agent', language: 'de' });
  });

  test('English: a failed request shows the error alert and keeps what was typed', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.fulfill({ status: 503, json: { ok: false } }));
    const form = await openCtaForm(page, '/en/contact', '[data-contact-form]');
    await fillContactForm(form, {
      name: 'Emma Clarke',
      company: 'Clarke Estates Ltd',
      email: 'emma@example.org',
      phone: '+44 20 7946 0958',
      inquiry: 'consulting',
      comment: 'We would like a demo.',
    });
    await form.locator('button[type="submit"]').click();
    await expect(form.locator('[data-contact-error]')).toHaveText('An error occurred. Please try again.');
    await expect(form.locator('input[name="name"]')).toHaveValue('Emma Clarke');
    await expect(form.locator('button[type="submit"]')).toBeEnabled();
  });
});

test.describe('application form', () => {
  test('Greek: submitting, then the thank-you panel, stored with the position', async ({ page }) => {
    const form = await openCtaForm(page, '/el/kariera', '[data-application-form]');
    const name = `Γιώργος Παπαδάκης ${unique()}`;
    await form.locator('input[name="name"]').fill(name);
    await form.locator('input[name="email"]').fill('giorgos@example.org');
    await form.locator('input[name="phone"]').fill('690 123 4567');
    await form.locator('select[name="position"]').selectOption('appointment_closer');
    const { release } = holdRequests(page, '**/api/job-application');
    await revealInStep(form.locator('button[type="submit"]'));
    await form.locator('button[type="submit"]').click();
    await expect(form.locator('button[type="submit"]')).toBeDisabled();
    release();
    await expect(page.locator('[data-application-success]')).toBeVisible();
    const stored = await storedSubmissions('application');
    expect(stored.find((row) => row.name === name)).toMatchObject({
      phone: '+306901234567',
      position: 'appointment_closer',
      language: 'el',
      comment: '',
    });
  });

  test('German: field errors, then the failure alert', async ({ page }) => {
    await page.route('**/api/job-application', (route) => route.fulfill({ status: 500, body: 'boom' }));
    const form = await openCtaForm(page, '/karriere', '[data-application-form]');
    await form.locator('input[name="email"]').fill('keine-adresse');
    await form.locator('button[type="submit"]').click();
    await expect(form.locator('[data-field-error="name"]')).toHaveText('Bitte füllen Sie dieses Feld aus.');
    await expect(form.locator('[data-field-error="email"]')).toContainText('gültige E-Mail-Adresse');
    await expect(form.locator('[data-field-error="position"]')).toHaveText('Bitte wählen Sie eine Option aus.');
    await form.locator('input[name="name"]').fill('Jonas Weber');
    await form.locator('input[name="email"]').fill('jonas@example.org');
    await form.locator('input[name="phone"]').fill('0151 12345678');
    await form.locator('select[name="position"]').selectOption('ai_developer');
    await form.locator('button[type="submit"]').click();
    await expect(form.locator('[data-application-error]')).toHaveText('Fehler beim Senden der Bewerbung. Bitte versuchen Sie es erneut.');
  });
});

test.describe('newsletter unsubscribe', () => {
  test('German: an empty address sends nothing; then "Wird abgemeldet...", the success toast and confirmation', async ({ page }) => {
    await page.goto('/unsubscribe');
    const form = page.locator('[data-unsubscribe-form]');
    let requests = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/newsletter/unsubscribe')) requests += 1;
    });
    await form.locator('button[type="submit"]').click();
    await expect(page.getByText('E-Mail erforderlich', { exact: true }).first()).toBeVisible();
    expect(requests).toBe(0);
    await form.locator('input[name="email"]').fill(`leser-${unique()}@example.org`);
    const { release } = holdRequests(page, '**/api/newsletter/unsubscribe');
    await form.locator('button[type="submit"]').click();
    await expect(form.locator('button[type="submit"]')).toHaveText('Wird abgemeldet...');
    release();
    await expect(page.getByText('Erfolgreich abgemeldet', { exact: true })).toBeVisible();
    await expect(page.locator('[data-unsubscribe-success]')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute('href', '/');
  });

  test('English: { success: false } shows the destructive failure toast', async ({ page }) => {
    await page.route('**/api/newsletter/unsubscribe', (route) => route.fulfill({ status: 200, json: { success: false, error: 'x' } }));
    await page.goto('/en/unsubscribe');
    await page.locator('[data-unsubscribe-form] input[name="email"]').fill('reader@example.org');
    await page.locator('[data-unsubscribe-form] button[type="submit"]').click();
    await expect(page.getByText('Error unsubscribing', { exact: true })).toBeVisible();
    await expect(page.locator('[data-unsubscribe-form]')).toBeVisible();
  });

  test('works with the keyboard alone, and the honeypot is never in the tab order', async ({ page }) => {
    await page.goto('/en/unsubscribe');
    const email = page.locator('[data-unsubscribe-form] input[name="email"]');
    for (let i = 0; i < 30 && !(await email.evaluate((element) => element === document.activeElement)); i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).not.toBe('fax_number');
    }
    await expect(email).toBeFocused();
    await page.keyboard.type(`keys-${unique()}@example.org`);
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-unsubscribe-success]')).toBeVisible();
  });
});

test.describe('error report from the crash screen', () => {
  test('German: sending, then the success text; the report is stored', async ({ page }) => {
    await page.goto('/crash-test');
    await expect(page.locator('[data-crash-screen]')).toContainText('Ups! Etwas ist schief gelaufen');
    const { release } = holdRequests(page, '**/api/error-report');
    await page.getByRole('button', { name: 'Fehlerbericht senden' }).click();
    await expect(page.getByRole('button', { name: 'Wird gesendet...' })).toBeDisabled();
    release();
    await expect(page.locator('[data-crash-screen] [role="status"]')).toHaveText(
      'Fehlerbericht erfolgreich gesendet. Wir kümmern uns um das Problem.',
    );
    const stored = await storedSubmissions('error');
    expect(stored.some((row) => String(row.message).includes('Crash test'))).toBe(true);
  });

  test('Greek: a failed report names the address to write to instead', async ({ page }) => {
    await page.route('**/api/error-report', (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.goto('/el/crash-test');
    await page.locator('[data-crash-screen] button').nth(2).click();
    await expect(page.locator('[data-crash-screen] [role="status"]')).toContainText('support@example.com');
  });
});

test('a double click sends one submission key, so one record is stored', async ({ page }) => {
  const keys: string[] = [];
  await page.route('**/api/callback-automation', async (route) => {
    keys.push(route.request().headers()['idempotency-key']!);
    await route.continue();
  });
  await page.goto('/en');
  await scrollToViewports(page, 1.5 + 0.8 * 8 + 0.1);
  const form = page.locator('[data-callback-form]');
  const phone = `+49 89 ${unique()}`;
  await form.locator('input[name="phone"]').fill(phone);
  await form.locator('input[name="consent"]').check();
  await form.locator('button[type="submit"]').dblclick();
  await expect(form.locator('[data-callback-success]')).toBeVisible();
  expect(new Set(keys).size).toBe(1);
  const stored = await storedSubmissions('callback');
  expect(stored.filter((row) => row.phone === phone.replace(/\s/g, ''))).toHaveLength(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form posts as a plain form and the answer is a page in the visitor language', async ({ page }) => {
    await page.goto('/en/contact');
    const form = page.locator('[data-contact-form]');
    await form.locator('input[name="name"]').fill('No Script');
    await form.locator('input[name="company"]').fill(`Plain Forms Ltd ${unique()}`);
    await form.locator('input[name="email"]').fill('noscript@example.org');
    await form.locator('input[name="phone"]').fill('+44 20 7946 0958');
    await form.locator('select[name="inquiry"]').selectOption('other');
    await form.locator('textarea[name="comment"]').fill('Sent without JavaScript.');
    await form.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/en\/enquiry\?form=contact&status=sent/);
    await expect(page.locator('h1')).toHaveText("Thank you – we've received your enquiry");
    await expect(page.locator('[data-submission-result]')).toContainText('24 hours');
  });

  test('an invalid callback names the fields to fix and links back to the form', async ({ page }) => {
    await page.goto('/');
    const form = page.locator('[data-callback-form]');
    await form.locator('input[name="phone"]').fill('abc');
    await form.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/anfrage\?form=callback&status=invalid&fields=phone%2Cconsent/);
    await expect(page.locator('[data-submission-result] li')).toHaveText(['Telefonnummer', 'Einwilligung in den Rückruf']);
    await expect(page.getByRole('link', { name: 'Zurück zum Formular' })).toHaveAttribute('href', '/');
  });
});
