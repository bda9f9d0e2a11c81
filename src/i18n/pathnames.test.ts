import { describe, expect, it } from 'vitest';
import { publicPaths } from '@/content/pages';
import { internalPathname, localizedPathnames, replacedAddress, translatePathname } from './pathnames';

describe('localized addresses', () => {
  it('name every page with a German word in English and Greek, and only pages that exist', () => {
    const german =
      /kontakt|karriere|termin|impressum|datenschutz|agb|anfrage|immobilien|gesundheitswesen|anwaltskanzleien|steuerberatung|handwerk|gastronomie/;
    for (const path of publicPaths.filter((candidate) => german.test(candidate))) expect(Object.keys(localizedPathnames)).toContain(path);
    for (const path of Object.keys(localizedPathnames)) expect([...publicPaths, '/anfrage']).toContain(path);
  });

  it('are unique per language, lower-case ASCII, and lead back to their page', () => {
    for (const locale of ['en', 'el'] as const) {
      const addresses = Object.values(localizedPathnames).map((entry) => entry[locale]);
      expect(new Set(addresses).size).toBe(addresses.length);
      for (const [page, entry] of Object.entries(localizedPathnames)) {
        expect(entry[locale]).toMatch(/^(\/[a-z0-9-]+)+$/);
        expect(internalPathname(translatePathname(page, locale), locale)).toBe(page);
      }
    }
  });

  it('send the old German words under /en and /el to the new ones, and leave German alone', () => {
    expect(replacedAddress('/kontakt', 'en')).toBe('/contact');
    expect(replacedAddress('/usecase/gastronomie', 'el')).toBe('/klados/estiasi');
    expect(replacedAddress('/kontakt', 'de')).toBeNull();
    expect(replacedAddress('/services', 'en')).toBeNull();
    expect(translatePathname('/kontakt', 'de')).toBe('/kontakt');
  });
});
