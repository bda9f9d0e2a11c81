import { describe, expect, it } from 'vitest';
import { localeFromPathname, localizePathname, negotiateRedirect } from './negotiate';

describe('localizePathname', () => {
  it('adds, swaps and removes the prefix', () => {
    expect(localizePathname('/', 'en')).toBe('/en');
    expect(localizePathname('/kontakt', 'el')).toBe('/el/kontakt');
    expect(localizePathname('/en/kontakt', 'de')).toBe('/kontakt');
    expect(localizePathname('/en', 'de')).toBe('/');
    expect(localizePathname('/el/usecase/handwerk', 'en')).toBe('/en/usecase/handwerk');
  });

  it('does not mistake a path that merely starts with letters of a locale', () => {
    expect(localeFromPathname('/energy')).toBeNull();
    expect(localizePathname('/elektro', 'en')).toBe('/en/elektro');
  });
});

describe('negotiateRedirect', () => {
  it('never redirects a prefixed path', () => {
    expect(negotiateRedirect('/en/kontakt', 'el', 'el-GR')).toBeNull();
  });

  it('follows the stored preference before the browser', () => {
    expect(negotiateRedirect('/', 'el', 'en-US')).toBe('el');
    expect(negotiateRedirect('/', 'de', 'en-US')).toBeNull();
  });

  it('follows Accept-Language when nothing is stored', () => {
    expect(negotiateRedirect('/', undefined, 'en-US,en;q=0.9')).toBe('en');
    expect(negotiateRedirect('/kontakt', undefined, 'el-GR')).toBe('el');
    expect(negotiateRedirect('/', undefined, 'fr-FR,fr;q=0.9')).toBeNull();
    expect(negotiateRedirect('/', 'xx', null)).toBeNull();
  });
});
