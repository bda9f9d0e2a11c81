import { defaultLocale, locales, type Locale } from './locales';
import { localizePathname } from './negotiate';

export type LanguageAlternates = Record<Locale | 'x-default', string>;

/** The same page in every language, and `x-default` (the German page, which negotiates for a visitor without a choice). */
export function languageAlternates(primaryPath: string): LanguageAlternates {
  const entries = locales.map((locale) => [locale, localizePathname(primaryPath, locale)] as const);
  return { ...(Object.fromEntries(entries) as Record<Locale, string>), 'x-default': localizePathname(primaryPath, defaultLocale) };
}
