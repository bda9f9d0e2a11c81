import { describe, expect, it } from 'vitest';
import { localeFromPathname, localizePathname, negotiateRedirect } from './negotiate';

describe('localizePathname', () => {
  it('adds, swaps and removes the prefix', () => {
    expect(localizePathname('/', 'en')).toBe('/en');
    expect(localizePathname('/services', 'el')).toBe('/el/services');
    expect(localizePathname('/en/services', 'de')).toBe('/services');
    expect(localizePathname('/en', 'de')).toBe('/');
  });

  it("uses each language's own words for a page and finds the page again from them", () => {
    expect(localizePathname('/kontakt', 'el')).toBe('/el/epikoinonia');
    expect(localizePathname('/kontakt', 'en')).toBe('/en/contact');
    expect(localizePathname('/en/contact', 'de')).toBe('/kontakt');
    expect(localizePathname('/el/klados/techniki-epangelmata', 'en')).toBe('/en/industries/trades');
    expect(localizePathname('/en/industries/trades', 'el')).toBe('/el/klados/techniki-epangelmata');
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
