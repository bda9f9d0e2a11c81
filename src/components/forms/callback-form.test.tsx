// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commonMessages, renderInLanguage } from '../../../tests/support/render-in-language';
import { CALLBACK_ENDPOINT, CallbackForm } from './callback-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the callback form', () => {
  it('shows the schema’s messages in the visitor’s language and sends nothing while the form is invalid', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderInLanguage('en', <CallbackForm consentLabel="I agree to one call." />);
    await userEvent.click(screen.getByRole('button', { name: commonMessages.en.callbackForm.submit }));
    expect(await screen.findByText(commonMessages.en.formErrors.phoneRequired)).toBeTruthy();
    expect(screen.getByText(commonMessages.en.formErrors.consentRequired)).toBeTruthy();
    expect(screen.getByLabelText(new RegExp(commonMessages.en.callbackForm.phoneLabel))).toBe(document.activeElement);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the field errors the server answers with a 400, e.g. an outdated consent, instead of a generic failure', async () => {
    const fetchMock = vi.fn().mockResolvedValue(
      answer(400, {
        ok: false,
        error: {
          code: 'invalid_payload',
          message: 'Bitte prüfen Sie Ihre Angaben.',
          fields: { consentVersion: { code: 'consentOutdated', message: commonMessages.de.formErrors.consentOutdated } },
        },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderInLanguage('de', <CallbackForm consentLabel="Ich willige in einen Anruf ein." />);
    await userEvent.type(screen.getByLabelText(new RegExp(commonMessages.de.callbackForm.phoneLabel)), '+49 30 1234567');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: commonMessages.de.callbackForm.submit }));
    expect(await screen.findByText(commonMessages.de.formErrors.consentOutdated)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(CALLBACK_ENDPOINT, expect.objectContaining({ method: 'POST' }));
    expect(screen.queryByText(commonMessages.de.callbackForm.failure)).toBeNull();
  });

  it('says when the call comes after the server stored the request, and clears the fields', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(201, { ok: true, id: 'x', callAfter: '2026-07-01T09:30:00.000Z' })));
    renderInLanguage('el', <CallbackForm consentLabel="Συμφωνώ σε μία κλήση." />);
    const phone = screen.getByLabelText(new RegExp(commonMessages.el.callbackForm.phoneLabel)) as HTMLInputElement;
    await userEvent.type(phone, '+357 99 123456');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: commonMessages.el.callbackForm.submit }));
    await waitFor(() => expect(document.querySelector('[data-callback-success]')).not.toBeNull());
    expect(phone.value).toBe('');
  });
});
