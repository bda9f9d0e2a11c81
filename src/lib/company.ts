import { languageOptions, type Locale } from '@/i18n/locales';
import { companyFacts, fromServer } from './company-facts';

/**
 * A fact each language writes in its own words, by the variable its module names (src/i18n/languages/).
 * Read on the server only, where the names are known at run time: no browser bundle holds these facts
 * (no client component shows them), so a browser's copy is the default.
 */
const inEachLanguage = (fact: 'legalForm' | 'location') =>
  Object.fromEntries(
    languageOptions.map((language) => {
      const { variable, fallback } = language.company[fact];
      return [language.code, (typeof window === 'undefined' ? fromServer(variable) : undefined) ?? fallback];
    }),
  ) as Record<Locale, string>;

/**
 * Every fact about the company. Set per deployment (NEXT_PUBLIC_COMPANY_*); the build renders
 * placeholders and the server fills in its deployment's facts as it serves (docs/decisions/035-deployment-values-in-memory.md).
 * The defaults use reserved example domains and fiction phone ranges; a public production start
 * without the facts of the legal notice refuses to run (src/server/deployment/values.ts).
 */
export const company = {
  ...companyFacts,
  /** The legal form as each language writes it (the registered one, and its translations). */
  legalForm: inEachLanguage('legalForm'),
  /** The seat as each language writes it. */
  location: inEachLanguage('location'),
} as const;

/** The phone number as a `tel:` link dials it (no spaces); a deployment value of its own, derived from the phone. */
export const phoneDial = () =>
  (typeof window === 'undefined' ? fromServer('NEXT_PUBLIC_COMPANY_PHONE_DIAL') : process.env.NEXT_PUBLIC_COMPANY_PHONE_DIAL) ??
  company.phone.replace(/\s/g, '');

/** The copyright year of the footer. */
export const COPYRIGHT_YEAR = 2025;
