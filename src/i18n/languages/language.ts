import type { CountryCode } from 'libphonenumber-js/min';

/**
 * Everything the site's code knows about one language; its words live in `src/messages/<code>/`.
 * A new language is one module like `de.ts`, listed in `../locales.ts`, and its catalogues.
 */
export type LanguageDefinition<Code extends string = string> = {
  /** BCP 47 primary subtag: the address prefix, the catalogue folder, the `lang` attribute. */
  code: Code;
  /** In English (the chat's prompt for a model names the answer's language so). */
  name: string;
  /** As its speakers write it (the language switcher). */
  nativeName: string;
  /** The flag beside the name: SVG shapes in a 24 × 18 box. Emoji flags do not render on Windows and many Linux systems. */
  flag: string;
  /** Open Graph's locale of a page in this language. */
  openGraphLocale: string;
  /** A phone number typed without its country code is read as one of this country. */
  phoneCountry?: CountryCode;
  /** The primary subtags of the browser languages that choose this language (Accept-Language, `navigator.languages`). */
  browserLanguages: readonly string[];
  /** Time zones that choose it on a first visit the browser's languages do not decide. */
  timeZones: readonly string[];
};

export const defineLanguage = <Code extends string>(language: LanguageDefinition<Code>) => language;
