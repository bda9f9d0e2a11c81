import { axeViolations } from './axe';
import { expect, test } from './test';
import { fillContactForm, scrollToViewports, withConsent } from './helpers';
import { addStaffUser, storedSubmissions } from './stored';

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
  const feedback = page.waitForRequest('**/api/chat/feedback');
  await answer.getByRole('button', { name: "That didn't help" }).click();
  expect((await feedback).postDataJSON()).toMatchObject({ language: 'en', outcome: 'not_helpful' });
  await expect(answer).toContainText("we'll use this to improve our pages");
  await expect(answer.getByRole('button', { name: "That didn't help" })).toHaveCount(0);

  await panel.locator('textarea').focus();
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

test('an enquiry written in the chat panel with the keyboard is stored with the conversation and shown on the lead page', async ({
  page,
}) => {
  await withConsent(page);
  await page.goto('/en/services/chatagent');
  await page.locator('[data-floating-contact]').focus();
  await page.keyboard.press('Enter');
  const panel = page.locator('[data-chat-panel]');
  await expect(panel.locator('textarea')).toBeFocused();
  await page.keyboard.type('How much does the Chat Agent cost?');
  await page.keyboard.press('Enter');
  await expect(panel.locator('[data-chat-turn="assistant"]')).toContainText('€197');
  const answer = (await panel.locator('[data-chat-turn="assistant"] p.whitespace-pre-line').textContent())!;

  const choice = panel.getByRole('button', { name: 'Send an enquiry' });
  await choice.focus();
  await page.keyboard.press('Enter');
  await expect(choice).toHaveAttribute('aria-expanded', 'true');
  const enquiry = panel.locator('[data-chat-enquiry]');
  await expect(enquiry).toContainText("we'll get back to you personally within 24 hours");
  const attach = enquiry.getByRole('checkbox', { name: /Attach our conversation to the enquiry/ });
  await expect(attach).not.toBeChecked();
  await attach.focus();
  await page.keyboard.press('Space');
  await expect(attach).toBeChecked();
  const company = `Clarke Estates ${Date.now()}`;
  const form = enquiry.locator('[data-contact-form]');
  await fillContactForm(form, {
    name: 'Emma Clarke',
    company,
    email: 'emma.clarke@example.org',
    phone: '+44 20 7946 0958',
    inquiry: 'chat_agent',
    comment: 'We would like the chat agent on our lettings pages.',
  });
  await form.locator('button[type="submit"]').focus();
  await page.keyboard.press('Enter');
  await expect(panel.locator('[data-contact-success]')).toContainText('Thank you for your message!');
  await expect(panel.locator('[data-contact-success]')).toHaveAttribute('role', 'status');

  const stored = (await storedSubmissions('contact')).find((row) => row.company === company);
  expect(stored).toMatchObject({
    phone: '+442079460958',
    inquiry: 'chat_agent',
    language: 'en',
    chatTranscript: [
      { role: 'user', content: 'How much does the Chat Agent cost?' },
      { role: 'assistant', content: answer },
    ],
  });

  const staff = `chat-enquiry-${Date.now()}@example.com`;
  await addStaffUser(staff, 'Posteingang-2026-sicher');
  await page.goto(`/inbox/contact/${String(stored!.id)}`);
  await page.locator('#staff-email').fill(staff);
  await page.locator('#staff-password').fill('Posteingang-2026-sicher');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.locator('[data-field="company"]')).toHaveText(company);
  await expect(page.locator('[data-chat-transcript]')).toContainText('How much does the Chat Agent cost?');

  // Opening the enquiry after an answer tells the team which answered question ended in a handoff.
  await page.goto('/inbox/chat');
  await expect(page.locator('[data-chat-outcome="handoff"]')).toContainText('how much does the chat agent cost?');
});

test('POST /api/chat answers JSON in three languages, declines what the pages do not say, and refuses what it does not serve', async ({
  request,
}) => {
  const ask = (language: string, content: string) =>
    request.post('/api/chat', { data: { language, messages: [{ role: 'user', content }] }, headers: { accept: 'application/json' } });
  const german = await (await ask('de', 'Was kostet der Chat-Agent?')).json();
  expect(german.handoff).toBe(false);
  expect(german.answer).toContain('197');
  // Any page that states the chat agent's price answers it: the pricing page, the home page, the services overview, the
  // chat agent's page.
  expect(['/preise', '/', '/services', '/services/chatagent']).toContain(german.sources[0].url);
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

test('at 320 px with reduced motion the open panel fits the screen, with an answer, the callback form and the enquiry form, and axe finds nothing', async ({
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
  for (const [choice, form] of [
    ['Ζητήστε επανάκληση', '[data-callback-form]'],
    ['Στείλτε αίτημα', '[data-contact-form]'],
  ] as const) {
    await panel.getByRole('button', { name: choice }).click();
    await expect(panel.locator(form)).toBeVisible();
    const box = await panel.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(320);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const fields = await panel.locator(`${form} input:not([type=hidden]), ${form} select, ${form} textarea`).all();
    for (const field of fields) {
      const { x, width } = (await field.boundingBox()) ?? { x: 0, width: 0 };
      expect(x + width).toBeLessThanOrEqual(320);
    }
    expect(await axeViolations(page, '[data-chat-panel]')).toEqual([]);
  }
});
