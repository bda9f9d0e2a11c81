// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { takeLanguageSwitch } from '@/lib/language-switch';
import { renderInLanguage } from '../../../tests/support/render-in-language';
import { LanguageSwitcher } from './language-switcher';

const router = vi.hoisted(() => ({ replace: vi.fn() }));
vi.mock('@/i18n/navigation', () => ({ useRouter: () => router, usePathname: () => '/kontakt' }));

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'preferred_language=; Max-Age=0; Path=/';
  router.replace.mockClear();
});
afterEach(cleanup);

describe('the language switcher', () => {
  it('opens on Enter and lists the three languages in their own words, each marked with its language', async () => {
    renderInLanguage('de', <LanguageSwitcher label="Sprache wählen: Deutsch" />);
    const button = screen.getByRole('button', { name: 'Sprache wählen: Deutsch' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('lang')])).toEqual([
      ['Deutsch', 'de'],
      ['English', 'en'],
      ['Ελληνικά', 'el'],
    ]);
  });

  it('switches to the same page in the chosen language: stores the choice (storage and cookie), keeps scroll and hash, no reload', async () => {
    window.history.replaceState(null, '', '/kontakt?ref=mail#formular');
    window.scrollTo(0, 640);
    renderInLanguage('de', <LanguageSwitcher label="Sprache wählen: Deutsch" />);
    await userEvent.click(screen.getByRole('button', { name: 'Sprache wählen: Deutsch' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Ελληνικά/ }));
    expect(localStorage.getItem('preferred_language')).toBe('el');
    expect(document.cookie).toContain('preferred_language=el');
    expect(router.replace).toHaveBeenCalledExactlyOnceWith('/kontakt?ref=mail', { locale: 'el', scroll: false });
    expect(takeLanguageSwitch('el')).toEqual({ to: 'el', scrollY: window.scrollY, hash: '#formular' });
  });

  it('choosing the current language only stores it and navigates nowhere', async () => {
    renderInLanguage('en', <LanguageSwitcher label="Choose language: English" />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose language: English' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /English/ }));
    expect(localStorage.getItem('preferred_language')).toBe('en');
    expect(router.replace).not.toHaveBeenCalled();
  });
});
