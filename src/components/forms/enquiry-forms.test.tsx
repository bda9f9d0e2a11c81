// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commonMessages, formMessages, renderInLanguage, typeContactForm } from '../../../tests/support/render-in-language';
import { ApplicationForm } from './application-form';
import { ContactForm } from './contact-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const label = (text: string) => screen.getByLabelText(new RegExp(`^${text}`));

describe('the contact form', () => {
  it('names each missing field in the visitor’s language and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderInLanguage('el', <ContactForm />);
    const words = formMessages.el.contact;
    await userEvent.type(label(words.emailLabel), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: words.submit }));
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText(words.missingText)).toBeTruthy();
    expect(screen.getByText(commonMessages.el.formErrors.emailInvalid)).toBeTruthy();
    expect(screen.getAllByText(commonMessages.el.formErrors.required).length).toBeGreaterThanOrEqual(3);
    expect(label(words.nameLabel)).toBe(document.activeElement);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s field error beside its field after a 400, not the generic failure', async () => {
    const fetchMock = vi.fn().mockResolvedValue(
      Response.json(
        {
          ok: false,
          error: {
            code: 'invalid_payload',
            message: 'Please check your details.',
            fields: { email: { code: 'emailInvalid', message: commonMessages.en.formErrors.emailInvalid } },
          },
        },
        { status: 400 },
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderInLanguage('en', <ContactForm />);
    const words = formMessages.en.contact;
    await typeContactForm('en', {
      name: 'Emma Clarke',
      company: 'Clarke Estates Ltd',
      email: 'emma@clarke-estates.example',
      phone: '+44 20 7946 0958',
      inquiry: 'voice_agent',
      comment: 'About 80 calls a day, mostly viewings.',
    });
    await userEvent.click(screen.getByRole('button', { name: words.submit }));
    expect(await screen.findByText(commonMessages.en.formErrors.emailInvalid)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(screen.queryByText(words.failure)).toBeNull();
    expect(label(words.emailLabel)).toBe(document.activeElement);
  });

  it('shows the generic failure when the server fails without field errors, and keeps what was typed', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('', { status: 503, statusText: 'Service Unavailable' })));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderInLanguage('de', <ApplicationForm />);
    const words = formMessages.de.application;
    await userEvent.type(label(words.nameLabel), 'Jonas Weber');
    await userEvent.type(label(words.emailLabel), 'jonas.weber@example.com');
    await userEvent.type(label(words.phoneLabel), '+49 30 1234567');
    await userEvent.selectOptions(label(words.positionLabel), 'ai_developer');
    await userEvent.click(screen.getByRole('button', { name: words.submit }));
    expect(await screen.findByText(words.failure)).toBeTruthy();
    expect((label(words.nameLabel) as HTMLInputElement).value).toBe('Jonas Weber');
  });
});
