// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commonMessages, formMessages, renderInLanguage } from '../../../tests/support/render-in-language';
import { NewsletterForm } from './newsletter-form';
import { UnsubscribeForm } from './unsubscribe-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) => Response.json(body, { status });
const sentBody = (fetchMock: ReturnType<typeof vi.fn>) => JSON.parse(String((fetchMock.mock.calls[0]![1] as RequestInit).body));

describe('the newsletter sign-up (the e-mail form with its consent box)', () => {
  it('names the unticked box in the visitor’s language, tied to the box, and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { container } = renderInLanguage('el', <NewsletterForm consentLabel="Ναι, θέλω το newsletter." />);
    const words = commonMessages.el.newsletter;
    await userEvent.type(screen.getByLabelText(words.emailLabel), 'eleni@etaireia.gr');
    await userEvent.click(screen.getByRole('button', { name: words.submit }));
    const box = screen.getByRole('checkbox', { name: 'Ναι, θέλω το newsletter.' });
    expect(await screen.findByText(commonMessages.el.formErrors.newsletterConsentRequired)).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe(
      commonMessages.el.formErrors.newsletterConsentRequired,
    );
    expect(fetchMock).not.toHaveBeenCalled();
    // Without JavaScript it is the same form, posted to the endpoint with the page's language.
    const form = container.querySelector('form[data-newsletter-form]')!;
    expect(form.getAttribute('action')).toBe('/api/newsletter/subscribe');
    expect((form.querySelector('input[name="language"]') as HTMLInputElement).value).toBe('el');
  });

  it('sends address, language and consent, then asks to confirm from the mail as a status', async () => {
    const fetchMock = vi.fn().mockResolvedValue(json({ ok: true }, 202));
    vi.stubGlobal('fetch', fetchMock);
    renderInLanguage('en', <NewsletterForm consentLabel="Yes, send me the newsletter." />);
    const words = commonMessages.en.newsletter;
    await userEvent.type(screen.getByLabelText(words.emailLabel), 'lea@example.org');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: words.submit }));
    const panel = await screen.findByRole('status');
    expect(within(panel).getByText(words.successTitle)).toBeTruthy();
    expect(within(panel).getByText(words.successText)).toBeTruthy();
    expect(sentBody(fetchMock)).toEqual({ email: 'lea@example.org', language: 'en', consent: true });
  });

  it('keeps the form filled in and announces a failure', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json({ ok: false, error: { code: 'unavailable', message: 'x' } }, 503)));
    renderInLanguage('de', <NewsletterForm consentLabel="Ja, ich möchte den Newsletter." />);
    const words = commonMessages.de.newsletter;
    await userEvent.type(screen.getByLabelText(words.emailLabel), 'jonas@example.de');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: words.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(`${words.failureTitle}. ${words.failureText}`);
    expect((screen.getByLabelText(words.emailLabel) as HTMLInputElement).value).toBe('jonas@example.de');
  });
});

describe('the unsubscribe (the same e-mail form without a consent box)', () => {
  it('has the address and the button only, sends no language, and answers with its own heading', async () => {
    const fetchMock = vi.fn().mockResolvedValue(json({ success: true }));
    vi.stubGlobal('fetch', fetchMock);
    const { container } = renderInLanguage('el', <UnsubscribeForm />);
    const words = formMessages.el.unsubscribe;
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(container.querySelector('input[name="language"]')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: words.submit }));
    expect(await screen.findByText(words.emptyTitle, { selector: '[data-field-error="email"]' })).toBeTruthy();
    expect(screen.getByLabelText(words.emailLabel).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(words.emailLabel), 'eleni@etaireia.gr');
    await userEvent.click(screen.getByRole('button', { name: words.submit }));
    expect(await screen.findByRole('heading', { level: 2, name: words.doneTitle })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(words.doneText);
    expect(sentBody(fetchMock)).toEqual({ email: 'eleni@etaireia.gr' });
  });
});
