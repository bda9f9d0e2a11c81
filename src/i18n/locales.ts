import { german } from './languages/de';
import { greek } from './languages/el';
import { english } from './languages/en';
import type { LanguageDefinition } from './languages/language';

/**
 * The site's languages, each defined in its own module under `languages/`; German is the default and the
 * fallback. The order is the language switcher's.
 */
const languages = [german, english, greek] as const;

export type Locale = (typeof languages)[number]['code'];
export const locales = languages.map((language) => language.code) as unknown as readonly [Locale, ...Locale[]];
export const defaultLocale: Locale = german.code;
/** The default language's code as a type: the languages other than it have addresses of their own. */
export type DefaultLocale = typeof german.code;

/**
 * The team's language: its notification mails, the inbox a lead's link opens, and a phone number staff type
 * without its country code.
 */
export const TEAM_LANGUAGE: Locale = german.code;

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

export type LanguageOption = LanguageDefinition<Locale>;

/** Every language's definition, in the switcher's order. */
export const languageOptions: readonly LanguageOption[] = languages;

/** The option of a locale (German's for anything unknown). */
export function languageOption(locale: string): LanguageOption {
  return languageOptions.find((option) => option.code === locale) ?? languageOptions[0]!;
}
