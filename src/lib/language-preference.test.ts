import { describe, expect, it } from 'vitest';
import { readLanguageCookie } from './language-preference';

describe('language preference', () => {
  it('reads the cookie back from a cookie header', () => {
    expect(readLanguageCookie('a=1; preferred_language=el; b=2')).toBe('el');
    expect(readLanguageCookie('preferred_language=xx')).toBeNull();
    expect(readLanguageCookie('')).toBeNull();
  });
});
