import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './test';
import { scrollToViewports, withConsent } from './helpers';

test('the chat-agent page: the floating button opens the chat panel with the keyboard; a question gets an answer linking our page', async ({
  page,
}) => {
  await withConsent(page);
  await page.goto('/en/services/chatagent');
  const button = page.locator('[data-floating-contact]');
  await expect(button).toHaveAttribute('href', '/en/contact');
  await button.focus();
  await page.keyboard.press('Enter');
  const panel = page.locator('[data-chat-panel]');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Aitheria chat agent' })).toBeVisible();
  await expect(panel.locator('[data-chat-notice]')).toContainText('AI chat agent, not a person');
  await expect(panel.locator('[data-chat-notice] a').first()).toHaveAttribute('href', '/en/privacy');
  await expect(panel.locator('[data-chat-contact]')).toHaveAttribute('href', '/en/contact');
  await expect(panel.locator('textarea')).toBeFocused();
  await page.keyboard.type('How much does the Chat Agent cost?');
  await page.keyboard.press('Enter');
  const answer = panel.locator('[data-chat-turn="assistant"]').last();
  await expect(answer).toContainText('€197');
  await expect(answer.locator('[data-chat-source]').first()).toHaveAttribute('href', /^\/en/);
  await expect(panel.getByRole('log')).toContainText('€197');

  await page.keyboard.type('Can I pay with Bitcoin?');
  await page.keyboard.press('Enter');
  await expect(panel.locator('[data-chat-turn="assistant"]').last()).toContainText("I don't know");
  await expect(panel.locator('[data-chat-handoff]')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
});

test('the chat sets nothing in cookies or storage: not before the panel opens, not while it answers', async ({ page, context }) => {
  // The visitor has answered the cookie banner (cookieConsent), so the floating button shows.
  await withConsent(page);
  await page.goto('/en/services/chatagent');
  const stored = async () => ({
    storage: await page.evaluate(() => ({ local: Object.keys(localStorage).sort(), session: Object.keys(sessionStorage).sort() })),
    cookies: (await context.cookies()).map((cookie) => cookie.name).sort(),
  });
  const before = await stored();
  expect(before.storage.session).toEqual([]);
  await page.locator('[data-floating-contact]').click();
  const panel = page.locator('[data-chat-panel]');
  await expect(panel).toBeVisible();
  await panel.locator('textarea').fill('Which languages can the agents speak?');
  await panel.locator('textarea').press('Enter');
  await expect(panel.locator('[data-chat-turn="assistant"]')).toHaveCount(1);
  expect(await stored()).toEqual(before);
});

test('without JavaScript the button is the link to the contact page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/el/services/chatagent');
  await page.locator('[data-floating-contact]').click();
  await expect(page).toHaveURL(/\/el\/epikoinonia$/);
  await context.close();
});

test('a callback handed off in the chat goes to the callback endpoint with the consent and its version', async ({ page }) => {
  await withConsent(page);
  let body: Record<string, unknown> | null = null;
  await page.route('**/api/callback-automation', async (route) => {
    body = route.request().postDataJSON();
    await route.fulfill({ status: 201, json: { ok: true, id: 'chat-callback' } });
  });
  await page.goto('/services/chatagent');
  await page.locator('[data-floating-contact]').click();
  const panel = page.locator('[data-chat-panel]');
  await panel.getByRole('button', { name: 'Rückruf anfordern' }).click();
  const form = panel.locator('[data-callback-form]');
  await form.locator('input[name="phone"]').fill('+49 30 1234567');
  await form.locator('input[name="consent"]').check();
  await form.locator('button[type="submit"]').click();
  await expect.poll(() => body).not.toBeNull();
  expect(body).toMatchObject({ phone: '+49301234567', consent: true, language: 'de' });
  expect(typeof body!.consentVersion).toBe('string');
});

test('POST /api/chat answers JSON in three languages, declines what the pages do not say, and refuses what it does not serve', async ({
  request,
}) => {
  const ask = (language: string, content: string) =>
    request.post('/api/chat', { data: { language, messages: [{ role: 'user', content }] }, headers: { accept: 'application/json' } });
  const german = await (await ask('de', 'Was kostet der Chat-Agent?')).json();
  expect(german.handoff).toBe(false);
  expect(german.answer).toContain('197');
  expect(german.sources.map((source: { url: string }) => source.url)).toContain('/');
  const greek = await (await ask('el', 'Ποιος είναι ο αριθμός ΦΠΑ σας;')).json();
  expect(greek.sources[0].url).toBe('/el/stoicheia-etaireias');
  const declined = await (await ask('en', 'What will the weather be like in Nicosia tomorrow?')).json();
  expect(declined).toMatchObject({ handoff: true, sources: [] });

  const invalid = await request.post('/api/chat', { data: { language: 'fr', messages: [] } });
  expect(invalid.status()).toBe(400);
  expect((await invalid.json()).error.code).toBe('invalid_payload');
  const tooLong = await ask('en', 'x'.repeat(501));
  expect(tooLong.status()).toBe(400);
  const wrongMethod = await request.get('/api/chat');
  expect(wrongMethod.status()).toBe(405);
});

test('at 320 px with reduced motion the open panel fits the screen, with an answer and the callback form, and axe finds nothing', async ({
  page,
}) => {
  await withConsent(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/el/services/chatagent');
  // On a phone the button waits while the hero shows its own calls to action.
  await scrollToViewports(page, 1.5);
  await page.locator('[data-floating-contact]').click();
  const panel = page.locator('[data-chat-panel]');
  await expect(panel).toBeVisible();
  await panel.locator('textarea').fill('Ποιες γλώσσες μιλούν οι βοηθοί;');
  await panel.locator('textarea').press('Enter');
  await expect(panel.locator('[data-chat-turn="assistant"]')).toHaveCount(1);
  await panel.getByRole('button', { name: 'Ζητήστε επανάκληση' }).click();
  await expect(panel.locator('[data-callback-form]')).toBeVisible();
  const box = await panel.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(320);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  expect((await new AxeBuilder({ page }).include('[data-chat-panel]').analyze()).violations).toEqual([]);
});
