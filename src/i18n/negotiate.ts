import { localeFromBrowserLanguages, parseAcceptLanguage } from './detect';
import { defaultLocale, isLocale, type Locale } from './locales';
import { internalPathname, translatePathname } from './pathnames';

/** The locale a path names with its prefix (/en/…, /el/…), or null for an unprefixed (German) path. */
export function localeFromPathname(pathname: string): Locale | null {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : null;
}

/** The page's own (German, unprefixed) path for an address in any language. */
export function pagePathname(pathname: string): string {
  const current = localeFromPathname(pathname);
  const bare = current ? pathname.slice(current.length + 1) || '/' : pathname;
  return internalPathname(bare, current ?? defaultLocale);
}

/** The address of the same page in another locale: German has no prefix, English and Greek do, each in its own words. */
export function localizePathname(pathname: string, locale: Locale): string {
  const address = translatePathname(pagePathname(pathname), locale);
  if (locale === defaultLocale) return address;
  return address === '/' ? `/${locale}` : `/${locale}${address}`;
}

/**
 * Server half of the language negotiation (docs/decisions/001-language-negotiation.md): for an
 * unprefixed path, the stored preference (cookie) wins, then the Accept-Language header. Returns
 * the locale to redirect to, or null to serve German.
 * The time-zone step needs the browser and runs on the client.
 */
export function negotiateRedirect(pathname: string, storedPreference: string | undefined, acceptLanguage: string | null): Locale | null {
  if (localeFromPathname(pathname)) return null;
  const preferred = isLocale(storedPreference) ? storedPreference : localeFromBrowserLanguages(parseAcceptLanguage(acceptLanguage));
  return preferred && preferred !== defaultLocale ? preferred : null;
}
