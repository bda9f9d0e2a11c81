/** The site's languages; German is the default and the fallback. */
export const locales = ['de', 'en', 'el'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'de';

/** The one storage key for the visitor's language: localStorage and the cookie of the same name. */
export const LANGUAGE_STORAGE_KEY = 'preferred_language';
export const LANGUAGE_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 365;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The value as a locale, German for anything else (a route's `[locale]` is checked by its layout, which answers 404). */
export function localeOrDefault(value: unknown): Locale {
  return isLocale(value) ? value : defaultLocale;
}

/** `flag` is the ISO country code of the flag shown (components/layout/flag.tsx draws it). */
export type LanguageOption = { code: Locale; name: string; nativeName: string; flag: 'DE' | 'GB' | 'GR' };

/** A language option: code, name, flag, nativeName. */
export const languageOptions: readonly LanguageOption[] = [
  { code: 'de', name: 'German', nativeName: 'Deutsch', flag: 'DE' },
  { code: 'en', name: 'English', nativeName: 'English', flag: 'GB' },
  { code: 'el', name: 'Greek', nativeName: 'Ελληνικά', flag: 'GR' },
];

/** The option of a locale (German's for anything unknown). */
export function languageOption(locale: string): LanguageOption {
  return languageOptions.find((option) => option.code === locale) ?? languageOptions[0]!;
}
