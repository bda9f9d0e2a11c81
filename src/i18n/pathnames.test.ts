import { describe, expect, it } from 'vitest';
import { publicPaths } from '@/content/pages';
import { defaultLocale, locales, type DefaultLocale, type Locale } from './locales';
import { internalPathname, localizedPathnames, replacedAddress, translatePathname } from './pathnames';

const otherLocales = locales.filter((locale): locale is Exclude<Locale, DefaultLocale> => locale !== defaultLocale);

/** Pages whose address reads the same in every language (English words the German site uses too). */
const SAME_IN_EVERY_LANGUAGE = [
  '/',
  '/services',
  '/services/voiceagent',
  '/services/chatagent',
  '/services/automation',
  '/about',
  '/about/why-aitheria',
  '/cookies',
];

describe('localized addresses', () => {
  it('name every page in every language unless its address is the same in every language, and only pages that exist', () => {
    const unnamed = publicPaths.filter((path) => !SAME_IN_EVERY_LANGUAGE.includes(path) && !Object.hasOwn(localizedPathnames, path));
    expect(unnamed, 'add them to pagePaths (src/i18n/languages/page-paths.ts) and their address to each language module').toEqual([]);
    for (const path of Object.keys(localizedPathnames)) expect([...publicPaths, '/anfrage']).toContain(path);
  });

  it('are unique per language, lower-case ASCII, and lead back to their page', () => {
    for (const locale of otherLocales) {
      const addresses = Object.values(localizedPathnames).map((entry) => entry[locale]);
      expect(new Set(addresses).size).toBe(addresses.length);
      for (const [page, entry] of Object.entries(localizedPathnames)) {
        expect(entry[locale]).toMatch(/^(\/[a-z0-9-]+)+$/);
        expect(internalPathname(translatePathname(page, locale), locale)).toBe(page);
      }
    }
  });

  it('send the old German words under another prefix to the new ones, and leave German alone', () => {
    expect(replacedAddress('/kontakt', 'en')).toBe('/contact');
    expect(replacedAddress('/usecase/gastronomie', 'el')).toBe('/klados/estiasi');
    expect(replacedAddress('/kontakt', 'de')).toBeNull();
    expect(replacedAddress('/services', 'en')).toBeNull();
    expect(translatePathname('/kontakt', 'de')).toBe('/kontakt');
  });
});
