import type { Locale } from '@/i18n/locales';
import defaults from './company-defaults.json';

/**
 * A fact as this process knows it. The server reads its environment (the build's placeholder while
 * `next build` prerenders, the deployment's value at run time); a browser bundle holds what the build
 * wrote in its place, which the server fills in as it serves the script. Only the browser's branch names
 * the variable literally: Next.js inlines `process.env.NEXT_PUBLIC_…` (and an alias of `process.env`) into
 * every bundle, the server's too, so the server asks by a name it only knows at run time.
 */
const fromServer = (name: string) => process.env[name];

/**
 * Every fact about the company. Set per deployment (NEXT_PUBLIC_COMPANY_*); the build renders
 * placeholders and the server fills in its deployment's facts as it serves (docs/decisions/035-deployment-values-in-memory.md).
 * The defaults use reserved example domains and fiction phone ranges; a public production start
 * without the facts of the legal notice refuses to run (src/server/deployment/values.ts).
 */
export const company = {
  brand:
    (typeof window === 'undefined' ? fromServer('NEXT_PUBLIC_COMPANY_BRAND') : process.env.NEXT_PUBLIC_COMPANY_BRAND) ?? defaults.brand,
  legalName:
    (typeof window === 'undefined' ? fromServer('NEXT_PUBLIC_COMPANY_LEGAL_NAME') : process.env.NEXT_PUBLIC_COMPANY_LEGAL_NAME) ??
    defaults.legalName,
  city: (typeof window === 'undefined' ? fromServer('NEXT_PUBLIC_COMPANY_CITY') : process.env.NEXT_PUBLIC_COMPANY_CITY) ?? defaults.city,
  country:
    (typeof window === 'undefined' ? fromServer('NEXT_PUBLIC_COMPANY_COUNTRY') : process.env.NEXT_PUBLIC_COMPANY_COUNTRY) ??
    defaults.country,
  email:
    (typeof window === 'undefined' ? fromServer('NEXT_PUBLIC_COMPANY_EMAIL') : process.env.NEXT_PUBLIC_COMPANY_EMAIL) ?? defaults.email,
  supportEmail:
    (typeof window === 'undefined' ? fromServer('NEXT_PUBLIC_COMPANY_SUPPORT_EMAIL') : process.env.NEXT_PUBLIC_COMPANY_SUPPORT_EMAIL) ??
    defaults.supportEmail,
  phone:
    (typeof window === 'undefined' ? fromServer('NEXT_PUBLIC_COMPANY_PHONE') : process.env.NEXT_PUBLIC_COMPANY_PHONE) ?? defaults.phone,
  privacyEmail:
    (typeof window === 'undefined' ? fromServer('NEXT_PUBLIC_COMPANY_PRIVACY_EMAIL') : process.env.NEXT_PUBLIC_COMPANY_PRIVACY_EMAIL) ??
    defaults.privacyEmail,
  /** Where a vulnerability is reported: the trust centre and /.well-known/security.txt name it. */
  securityEmail:
    (typeof window === 'undefined' ? fromServer('NEXT_PUBLIC_COMPANY_SECURITY_EMAIL') : process.env.NEXT_PUBLIC_COMPANY_SECURITY_EMAIL) ??
    defaults.securityEmail,
  /** Street address of the registered office (a fictitious default). */
  street:
    (typeof window === 'undefined' ? fromServer('NEXT_PUBLIC_COMPANY_STREET') : process.env.NEXT_PUBLIC_COMPANY_STREET) ?? defaults.street,
  postalCode:
    (typeof window === 'undefined' ? fromServer('NEXT_PUBLIC_COMPANY_POSTAL_CODE') : process.env.NEXT_PUBLIC_COMPANY_POSTAL_CODE) ??
    defaults.postalCode,
  /**
   * The legal form as each language writes it: English as registered in Cyprus
   * (NEXT_PUBLIC_COMPANY_LEGAL_FORM), German and Greek in their own words (_DE, _EL). A deployment
   * that sets another form than the default must set all three (src/server/deployment/values.ts).
   */
  legalForm: {
    de:
      (typeof window === 'undefined' ? fromServer('NEXT_PUBLIC_COMPANY_LEGAL_FORM_DE') : process.env.NEXT_PUBLIC_COMPANY_LEGAL_FORM_DE) ??
      defaults.legalFormDe,
    en:
      (typeof window === 'undefined' ? fromServer('NEXT_PUBLIC_COMPANY_LEGAL_FORM') : process.env.NEXT_PUBLIC_COMPANY_LEGAL_FORM) ??
      defaults.legalForm,
    el:
      (typeof window === 'undefined' ? fromServer('NEXT_PUBLIC_COMPANY_LEGAL_FORM_EL') : process.env.NEXT_PUBLIC_COMPANY_LEGAL_FORM_EL) ??
      defaults.legalFormEl,
  } satisfies Record<Locale, string>,
  registrationNumber:
    (typeof window === 'undefined' ? fromServer('NEXT_PUBLIC_COMPANY_REGISTRATION') : process.env.NEXT_PUBLIC_COMPANY_REGISTRATION) ??
    defaults.registrationNumber,
  registry:
    (typeof window === 'undefined' ? fromServer('NEXT_PUBLIC_COMPANY_REGISTRY') : process.env.NEXT_PUBLIC_COMPANY_REGISTRY) ??
    defaults.registry,
  vatId:
    (typeof window === 'undefined' ? fromServer('NEXT_PUBLIC_COMPANY_VAT_ID') : process.env.NEXT_PUBLIC_COMPANY_VAT_ID) ?? defaults.vatId,
  director:
    (typeof window === 'undefined' ? fromServer('NEXT_PUBLIC_COMPANY_DIRECTOR') : process.env.NEXT_PUBLIC_COMPANY_DIRECTOR) ??
    defaults.director,
  /** The seat as each language writes it. */
  location: {
    de:
      (typeof window === 'undefined' ? fromServer('NEXT_PUBLIC_COMPANY_LOCATION_DE') : process.env.NEXT_PUBLIC_COMPANY_LOCATION_DE) ??
      defaults.locationDe,
    en:
      (typeof window === 'undefined' ? fromServer('NEXT_PUBLIC_COMPANY_LOCATION_EN') : process.env.NEXT_PUBLIC_COMPANY_LOCATION_EN) ??
      defaults.locationEn,
    el:
      (typeof window === 'undefined' ? fromServer('NEXT_PUBLIC_COMPANY_LOCATION_EL') : process.env.NEXT_PUBLIC_COMPANY_LOCATION_EL) ??
      defaults.locationEl,
  } satisfies Record<Locale, string>,
} as const;

/** The phone number as a `tel:` link dials it (no spaces); a deployment value of its own, derived from the phone. */
export const phoneDial = () =>
  (typeof window === 'undefined' ? fromServer('NEXT_PUBLIC_COMPANY_PHONE_DIAL') : process.env.NEXT_PUBLIC_COMPANY_PHONE_DIAL) ??
  company.phone.replace(/\s/g, '');

/** The copyright year of the footer. */
export const COPYRIGHT_YEAR = 2025;
