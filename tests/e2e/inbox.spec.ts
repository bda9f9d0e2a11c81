import { readFile } from 'node:fs/promises';
import { axeViolations } from './axe';
import { expect, test, type Page } from './test';
import { fillContactForm, scrollToCallToAction, withConsent } from './helpers';
import { addStaffUser, doNotCallList } from './stored';
import { CALLBACK_CONSENT_VERSION } from '../../src/lib/schemas/callback-consent-version';

const PASSWORD = 'Posteingang-2026-sicher';
let accounts = 0;
/** Each test signs in with its own account, so one test's lock-out never touches another. */
async function newAccount() {
  const email = `team${Date.now()}-${++accounts}@example.com`;
  await addStaffUser(email, PASSWORD);
  return email;
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.locator('#staff-email').fill(email);
  await page.locator('#staff-password').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

test('every inbox address sends a visitor without a session to the sign-in page, in their language', async ({ page }) => {
  for (const [path, login] of [
    ['/inbox', '/login?next=%2Finbox'],
    ['/inbox/errors', '/login?next=%2Finbox%2Ferrors'],
    ['/inbox/privacy', '/login?next=%2Finbox%2Fprivacy'],
    ['/inbox/audit', '/login?next=%2Finbox%2Faudit'],
    ['/inbox/contact/3b0f6a52-9d1e-4c55-9a43-2d5c1c2b7e11', '/login?next=%2Finbox%2Fcontact%2F3b0f6a52-9d1e-4c55-9a43-2d5c1c2b7e11'],
    ['/en/inbox', '/en/login?next=%2Fen%2Finbox'],
    ['/el/inbox/audit', '/el/login?next=%2Fel%2Finbox%2Faudit'],
  ]) {
    const response = await page.request.get(path!, { maxRedirects: 0 });
    expect(response.status(), path).toBe(307);
    expect(new URL(response.headers().location!, 'http://x').pathname + new URL(response.headers().location!, 'http://x').search).toBe(
      login,
    );
  }
  await page.goto('/el/inbox');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Σύνδεση ομάδας');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  // The API refuses too, with JSON.
  const csv = await page.request.get('/api/staff/export');
  expect(csv.status()).toBe(401);
  expect(await csv.json()).toMatchObject({ ok: false, error: { code: 'not_signed_in' } });
});

test('a newcomer signs in, finds the enquiry made through the public form, works it, exports CSV and signs out', async ({ page }) => {
  await withConsent(page);
  // Unique per attempt, and the inbox is filtered by all of it: a retry finds only its own enquiry.
  const company = `Ζαχαροπλαστείο Müller ${Date.now()}`;
  await page.goto('/kontakt');
  await scrollToCallToAction(page);
  const form = page.locator('[data-contact-form]');
  await fillContactForm(form, {
    name: 'Eleni Müller',
    company,
    email: 'eleni.mueller@example.org',
    phone: '030 7654321',
    inquiry: 'voice_agent',
    comment: '=1+1 Bitte rufen Sie mich an.',
  });
  await form.locator('button[type="submit"]').click();
  await expect(page.locator('[data-contact-success]')).toBeVisible();

  const email = await newAccount();
  await page.goto('/inbox');
  await expect(page).toHaveURL(/\/login\?next=%2Finbox$/);
  expect(await axeViolations(page)).toEqual([]);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/inbox$/);
  // A work screen: no contact button, no marketing footer.
  await expect(page.locator('[data-floating-contact]')).toBeHidden();
  await expect(page.locator('[data-site-footer]')).toBeHidden();
  const cookie = (await page.context().cookies()).find((entry) => entry.name.endsWith('aitheria-staff'))!;
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

  await page.locator('#filter-q').fill(company);
  await page.getByRole('button', { name: 'Filter anwenden' }).click();
  const row = page.locator('[data-lead-row]').filter({ hasText: company });
  await expect(row).toContainText('Eleni Müller');
  await expect(row).toContainText('KI-Voice-Agent');
  await expect(row.locator('[data-status]')).toHaveText('Neu');
  expect(await axeViolations(page)).toEqual([]);

  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Kontakt vom');
  await expect(page.locator('[data-field="company"]')).toHaveText(company);
  await expect(page.locator('[data-field="phone"]')).toHaveText('+49307654321');
  await expect(page.locator('[data-delivery="contact.team-notification"]')).toBeVisible();
  await page.locator('#lead-status').selectOption('in_progress');
  await page.getByRole('button', { name: 'Status speichern' }).click();
  await expect(page.getByRole('status')).toHaveText('Gespeichert.');
  await expect(page.locator('[data-lead-history]')).toContainText(`${email} hat den Status von „Neu“ auf „In Bearbeitung“ gesetzt.`);
  await page.locator('#lead-note').fill('Angebot bis Freitag schicken.');
  await page.getByRole('button', { name: 'Notiz speichern' }).click();
  await expect(page.locator('[data-lead-history]')).toContainText('Angebot bis Freitag schicken.');
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: /Zurück zur Liste/ }).click();
  await page.locator('#filter-status').selectOption('in_progress');
  await page.locator('#filter-q').fill(company);
  await page.getByRole('button', { name: 'Filter anwenden' }).click();
  await expect(page.locator('[data-lead-row]').filter({ hasText: company }).locator('[data-status]')).toHaveText('In Bearbeitung');
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-export-csv]').click()]);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFFkind;id;created_at;status;')).toBe(true);
  expect(csv).toContain(`;in_progress;de;Eleni Müller;eleni.mueller@example.org;'+49307654321;${company};voice_agent;false`);
  expect(csv.split('\r\n').filter(Boolean)).toHaveLength(2);

  // Tests in other workers sign in too: this account's own entries, one each.
  await page.getByRole('link', { name: 'Protokoll' }).click();
  await expect(page.locator('[data-audit-action="export_csv"]').filter({ hasText: email })).toHaveCount(1);
  await expect(page.locator('[data-audit-action="sign_in"]').filter({ hasText: email })).toHaveCount(1);

  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/login\?signedOut=1$/);
  await expect(page.getByRole('status')).toHaveText('Sie haben sich abgemeldet.');
  await page.goto('/inbox');
  await expect(page).toHaveURL(/\/login\?next=%2Finbox$/);
});

test('five wrong passwords lock the account: then even the right one is refused', async ({ page }) => {
  const email = await newAccount();
  const attempt = async (password: string) => {
    await page.goto('/login');
    await signIn(page, email, password);
    await page.waitForURL(/\/login\?error=/);
    return page.locator('[data-login-error]');
  };
  for (let count = 1; count <= 4; count++)
    await expect(await attempt(`falsch-${count}`)).toContainText('E-Mail-Adresse oder Passwort ist falsch.');
  await expect(await attempt('falsch-5')).toContainText('Zu viele Fehlversuche: Das Konto ist für 15 Minuten gesperrt.');
  await expect(await attempt(PASSWORD)).toContainText('Das Konto ist für 15 Minuten gesperrt.');
  expect(page.url()).toContain('error=locked');
});

test('a data-subject request: staff find a callback by number, download it as JSON, erase it; the number stays only on the do-not-call list', async ({
  page,
}) => {
  const national = `0151 ${String(Date.now()).slice(-8)}`;
  const e164 = `+49151${national.slice(5)}`;
  const stored = await page.request.post('/api/callback-automation', {
    data: { phone: national, website: 'erase-me.example', language: 'de', consent: true, consentVersion: CALLBACK_CONSENT_VERSION },
  });
  expect(stored.status()).toBe(201);

  const email = await newAccount();
  await page.goto('/inbox/privacy');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/inbox\/privacy$/);
  await page.locator('#subject-phone').fill(national);
  await page.getByRole('button', { name: 'Suchen' }).click();
  await expect(page.locator('[data-subject-count="callbacks"]')).toHaveText('1');
  await expect(page.locator('[data-subject-count="deliveries"]')).toHaveText('2');
  expect(await axeViolations(page)).toEqual([]);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Alles als JSON herunterladen' }).click(),
  ]);
  const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    callbacks: { phone: string; consentVersion: string }[];
  };
  expect(exported.callbacks).toEqual([expect.objectContaining({ phone: e164, consentVersion: CALLBACK_CONSENT_VERSION })]);

  // The box must be ticked: the browser will not send the form without it.
  await page.getByRole('button', { name: 'Endgültig löschen' }).click();
  await expect(page).toHaveURL(/\/inbox\/privacy\?email=&phone=/);
  await page.getByLabel('Ich habe die Identität der Person geprüft').check();
  await page.getByRole('button', { name: 'Endgültig löschen' }).click();
  await expect(page.locator('[data-erased]')).toHaveText('4 Einträge gelöscht. Die Löschung ist im Protokoll vermerkt.'); // the callback, its webhook and team mail, its rate-limit counter

  await page.locator('#subject-phone').fill(national);
  await page.getByRole('button', { name: 'Suchen' }).click();
  await expect(page.locator('[data-subject-count="callbacks"]')).toHaveText('0');
  await expect(page.locator('[data-subject-count="doNotCall"]')).toHaveText('1');
  expect(await doNotCallList()).toEqual(expect.arrayContaining([expect.objectContaining({ phone: e164, source: 'erasure' })]));
  await page.getByRole('link', { name: 'Protokoll' }).click();
  const erasure = page.locator('[data-audit-action="erasure"]').filter({ hasText: email });
  await expect(erasure).toHaveCount(1);
  await expect(erasure).not.toContainText(e164);
});
