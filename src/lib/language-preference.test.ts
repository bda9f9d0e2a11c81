import { describe, expect, it } from 'vitest';
import { languageCookie, readLanguageCookie, readStoredLanguage } from './language-preference';

describe('language preference', () => {
  it('reads only valid stored languages', () => {
    expect(readStoredLanguage({ getItem: () => 'el' })).toBe('el');
    expect(readStoredLanguage({ getItem: () => 'fr' })).toBeNull();
    expect(
      readStoredLanguage({
        getItem: () => {
          throw new Error('denied');
        },
      }),
    ).toBeNull();
  });

  it('writes the preferred_language cookie for a year, Secure only over https', () => {
    expect(languageCookie('en', false)).toBe('preferred_language=en; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(languageCookie('el', true)).toMatch(/; Secure$/);
  });

  it('reads the cookie back from a cookie header', () => {
    expect(readLanguageCookie('a=1; preferred_language=el; b=2')).toBe('el');
    expect(readLanguageCookie('preferred_language=xx')).toBeNull();
    expect(readLanguageCookie('')).toBeNull();
  });
});
