// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_STORAGE_KEY, OPEN_CONSENT_EVENT } from '@/lib/consent';
import { commonMessages, renderInLanguage } from '../../../tests/support/render-in-language';
import { CookieBanner } from './cookie-banner';

const stored = () => JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null');
const words = commonMessages.de.cookies;

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('the cookie banner', () => {
  it('asks on a first visit; "essential only" stores every optional category off and closes it', async () => {
    renderInLanguage('de', <CookieBanner />);
    expect(screen.getByRole('heading', { name: words.title })).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: words.reject }));
    expect(stored()).toMatchObject({ accepted: false, analytics: false, marketing: false });
    expect(screen.queryByRole('heading', { name: words.title })).toBeNull();
  });

  it('opens the categories behind the settings with focus on the first that can change, and stores the choice', async () => {
    renderInLanguage('en', <CookieBanner />);
    const en = commonMessages.en.cookies;
    await userEvent.click(screen.getByRole('button', { name: en.settings }));
    const analytics = screen.getByRole('checkbox', { name: en.analytics });
    await expect.poll(() => document.activeElement).toBe(analytics);
    expect((screen.getByRole('checkbox', { name: en.necessary }) as HTMLInputElement).disabled).toBe(true);
    await userEvent.keyboard(' ');
    await userEvent.click(screen.getByRole('button', { name: en.acceptSelection }));
    expect(stored()).toMatchObject({ accepted: true, analytics: true, marketing: false });
  });

  it('stays closed for a stored choice and opens again, with that choice, from the footer’s cookie settings', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ accepted: true, analytics: false, marketing: true, timestamp: Date.now() }));
    renderInLanguage('el', <CookieBanner />);
    const el = commonMessages.el.cookies;
    expect(screen.queryByRole('heading', { name: el.title })).toBeNull();
    act(() => void window.dispatchEvent(new Event(OPEN_CONSENT_EVENT)));
    expect((screen.getByRole('checkbox', { name: el.marketing }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: el.analytics }) as HTMLInputElement).checked).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: el.acceptAll }));
    expect(stored()).toMatchObject({ accepted: true, analytics: true, marketing: true });
  });
});
