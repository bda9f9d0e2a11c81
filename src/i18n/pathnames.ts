import { pagePaths, type PagePath } from './languages/page-paths';
import { defaultLocale, languageOption, languageOptions, type DefaultLocale, type Locale, type LanguageOption } from './locales';

type OtherLocale = Exclude<Locale, DefaultLocale>;

/** Each listed page's address in each of `languages`, by the page's own path. */
const addressTable = <Code extends Locale>(languages: readonly LanguageOption[]) =>
  Object.fromEntries(
    pagePaths.map((path) => [path, Object.fromEntries(languages.map((language) => [language.code, language.pageAddresses[path]]))]),
  ) as Record<PagePath, Record<Code, string>>;

/**
 * Addresses in the reader's language, from each language's module (`pageAddresses`). A page's own path
 * is its German one (the app's routes and every `href` in the code use it); readers of the other
 * languages get their words instead. The old addresses (`/en/kontakt`) answer with a permanent redirect
 * to the new ones (proxy.ts).
 */
export const localizedPathnames = addressTable<OtherLocale>(languageOptions.filter((language) => language.code !== defaultLocale));

const isLocalized = (path: string): path is PagePath => Object.hasOwn(localizedPathnames, path);

/** The address of a page (by its own, German path, without prefix) in a language, still without prefix. */
export function translatePathname(path: string, locale: Locale): string {
  return isLocalized(path) ? languageOption(locale).pageAddresses[path] : path;
}

const internalByAddress = new Map<string, string>(
  languageOptions.flatMap((language) =>
    pagePaths.map((path): [string, string] => [`${language.code}:${language.pageAddresses[path]}`, path]),
  ),
);

/** The page's own path for an address a reader of `locale` uses (the inverse of translatePathname). */
export function internalPathname(address: string, locale: Locale): string {
  return internalByAddress.get(`${locale}:${address}`) ?? address;
}

/** For an old address in another language than German that uses the German word, the one that replaced it; else null. */
export function replacedAddress(path: string, locale: Locale): string | null {
  const address = translatePathname(path, locale);
  return address === path ? null : address;
}

/**
 * The same table in next-intl's shape (`defineRouting({ pathnames })`, routing.ts), so its links,
 * usePathname and router speak these addresses. Typed loosely on purpose: links to pages without words
 * of their own (/services) pass through unchanged.
 */
export const routingPathnames: Record<string, Record<Locale, string>> = addressTable<Locale>(languageOptions);
