import { expect, test, type APIRequestContext } from './test';
import { addStaffUser } from './stored';

const PASSWORD = 'Feindlich-aber-sicher-2026';

const newStaffUser = async () => {
  const email = `hostile${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  await addStaffUser(email, PASSWORD);
  return email;
};

async function signedIn(request: APIRequestContext, next?: string, email?: string) {
  email ??= await newStaffUser();
  const response = await request.post('/api/staff/sign-in', {
    form: { email, password: PASSWORD, locale: 'de', ...(next ? { next } : {}) },
    headers: { origin: 'http://127.0.0.1:3100' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  return response.headers().location!;
}

test('sign-in with a NUL in the address, or CR/LF in the return path, is refused without a 5xx', async ({ request }) => {
  const attempts: Record<string, string>[] = [
    { email: 'eva\u0000@example.com', password: 'x', locale: 'de' },
    { email: 'eva@example.com', password: 'x', locale: 'de', next: '/inbox\r\nSet-Cookie: hijacked=1' },
    { email: 'eva@example.com', password: 'x', locale: 'de', next: '/inbox%0d%0aSet-Cookie:%20hijacked=1' },
  ];
  for (const fields of attempts) {
    const response = await request.post('/api/staff/sign-in', {
      form: fields,
      headers: { origin: 'http://127.0.0.1:3100' },
      maxRedirects: 0,
    });
    expect(response.status(), JSON.stringify(fields)).toBe(303);
    expect(response.headers().location).toMatch(/^\/login\?error=invalid&next=%2Finbox$/);
    expect(response.headers()['set-cookie']).toBeUndefined();
  }
});

test('return paths that try to leave the staff area land on the inbox start page', async ({ playwright }) => {
  const email = await newStaffUser();
  for (const next of ['/inbox/x/../../agb', '/inbox/%2e%2e/agb', '/inbox/..%2f..%2fagb', '/\\evil.example/inbox', '//evil.example/inbox']) {
    const request = await playwright.request.newContext({ baseURL: 'http://127.0.0.1:3100' });
    expect(await signedIn(request, next, email), next).toBe('/inbox');
    await request.dispose();
  }
});

test('impossible filter dates are field errors on the page; the export refuses them', async ({ page }) => {
  await signedIn(page.request);
  const response = await page.goto('/inbox?from=2026-02-31&to=2026-13-01');
  expect(response!.status()).toBe(200);
  await expect(page.locator('#filter-from-error')).toHaveText('Dieses Datum gibt es nicht. Bitte wählen Sie einen Tag aus dem Kalender.');
  await expect(page.locator('#filter-from')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#filter-to-error')).toBeVisible();
  // The export link carries only what the list applied.
  await expect(page.locator('[data-export-csv]')).toHaveAttribute('href', '/api/staff/export');
  const refused = await page.request.get('/api/staff/export?from=2026-02-31', { headers: { 'accept-language': 'en' } });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({ ok: false, error: { code: 'invalid_filter' } });
  const search = await page.request.get('/inbox?q=%00x');
  expect(search.status()).toBe(200);
});

test('unknown leads are 404; a malformed note or delivery id is a field error or a 400, never a 5xx', async ({ page }) => {
  await signedIn(page.request);
  for (const path of [
    '/inbox/contact/3b0f6a52-9d1e-4c55-9a43-2d5c1c2b7e11',
    '/inbox/contact/not-an-id',
    '/inbox/pizza/3b0f6a52-9d1e-4c55-9a43-2d5c1c2b7e11',
  ])
    expect((await page.request.get(path)).status(), path).toBe(404);

  const created = await page.request.post('/api/contact', {
    data: {
      name: 'Hostile Tester',
      email: 'hostile.tester@example.org',
      phone: '+49 30 1234567',
      company: 'Tests GmbH',
      inquiry: 'other',
      comment: 'for the staff area',
      language: 'de',
    },
  });
  const { id } = await created.json();
  await page.goto(`/inbox/contact/${id}`);
  const csrf = await page.locator('input[name="csrf"]').first().inputValue();
  const post = (form: Record<string, string>) =>
    page.request.post(`/api/staff/leads/contact/${id}`, {
      form: { csrf, locale: 'de', ...form },
      headers: { origin: 'http://127.0.0.1:3100' },
      maxRedirects: 0,
    });
  const note = await post({ action: 'note', note: 'a\u0000b' });
  expect(note.status()).toBe(303);
  await page.goto(note.headers().location!);
  await expect(page.locator('#lead-note-error')).toContainText('Steuerzeichen');
  const retry = await post({ action: 'retry', delivery: "1' or '1'='1" });
  expect(retry.status()).toBe(400);
  expect(await retry.json()).toMatchObject({ ok: false, error: { code: 'invalid_delivery' } });
  const long = await post({ action: 'note', note: 'x'.repeat(4001) });
  expect(long.headers().location).toContain('noteError=tooLong');
});
