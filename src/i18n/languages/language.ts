import type { CountryCode } from 'libphonenumber-js/min';
import type { PageAddresses } from './page-paths';

/**
 * A company fact a deployment sets (docs/decisions/035-deployment-values-in-memory.md): the variable that
 * sets it, and what a deployment that does not gets (the fictitious company's).
 */
export type DeploymentFact = { variable: `NEXT_PUBLIC_COMPANY_${string}`; fallback: string };

/** The subsets of Inter (@fontsource/inter) there are: the social images load those their languages' letters need. */
type FontSubset = 'latin' | 'latin-ext' | 'greek' | 'greek-ext' | 'cyrillic' | 'cyrillic-ext' | 'vietnamese';

/**
 * Everything the site's code knows about one language; its words live in `src/messages/<code>/`.
 * A new language is one module like `en.ts`, listed in `../locales.ts`, and its catalogues.
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
  /**
   * The address of each page in this language's words (page-paths.ts), without prefix, in lower-case
   * Latin letters (a transliteration for another script). The old addresses with the German words
   * answer with a permanent redirect to these (proxy.ts).
   */
  pageAddresses: PageAddresses;
  /** The subsets of Inter its letters need beyond Latin (the social images). */
  fontSubsets: readonly FontSubset[];
  /** The company's legal form and seat in this language's words (src/lib/company.ts). */
  company: {
    /** `registered`: the form as the company is registered, which the other languages translate. */
    legalForm: DeploymentFact & { registered?: true };
    location: DeploymentFact;
  };
};

export const defineLanguage = <Code extends string>(language: LanguageDefinition<Code>) => language;
