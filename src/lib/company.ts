import type { Locale } from '@/i18n/locales';
import defaults from './company-defaults.json';

/**
 * Every fact about the company. Set per deployment (NEXT_PUBLIC_COMPANY_*); the build renders
 * placeholders and each start fills in its deployment's facts (docs/decisions/021-build-once.md).
 * The defaults use reserved example domains and fiction phone ranges; a public production start
 * without the facts of the legal notice refuses to run (scripts/deployment.mjs).
 */
export const company = {
  brand: process.env.NEXT_PUBLIC_COMPANY_BRAND ?? defaults.brand,
  legalName: process.env.NEXT_PUBLIC_COMPANY_LEGAL_NAME ?? defaults.legalName,
  city: process.env.NEXT_PUBLIC_COMPANY_CITY ?? defaults.city,
  country: process.env.NEXT_PUBLIC_COMPANY_COUNTRY ?? defaults.country,
  email: process.env.NEXT_PUBLIC_COMPANY_EMAIL ?? defaults.email,
  supportEmail: process.env.NEXT_PUBLIC_COMPANY_SUPPORT_EMAIL ?? defaults.supportEmail,
  phone: process.env.NEXT_PUBLIC_COMPANY_PHONE ?? defaults.phone,
  privacyEmail: process.env.NEXT_PUBLIC_COMPANY_PRIVACY_EMAIL ?? defaults.privacyEmail,
  /** Street address of the registered office (a fictitious default). */
  street: process.env.NEXT_PUBLIC_COMPANY_STREET ?? defaults.street,
  postalCode: process.env.NEXT_PUBLIC_COMPANY_POSTAL_CODE ?? defaults.postalCode,
  /**
   * The legal form as each language writes it: English as registered in Cyprus
   * (NEXT_PUBLIC_COMPANY_LEGAL_FORM), German and Greek in their own words (_DE, _EL). A deployment
   * that sets another form than the default must set all three (scripts/deployment.mjs).
   */
  legalForm: {
    de: process.env.NEXT_PUBLIC_COMPANY_LEGAL_FORM_DE ?? defaults.legalFormDe,
    en: process.env.NEXT_PUBLIC_COMPANY_LEGAL_FORM ?? defaults.legalForm,
    el: process.env.NEXT_PUBLIC_COMPANY_LEGAL_FORM_EL ?? defaults.legalFormEl,
  } satisfies Record<Locale, string>,
  registrationNumber: process.env.NEXT_PUBLIC_COMPANY_REGISTRATION ?? defaults.registrationNumber,
  registry: process.env.NEXT_PUBLIC_COMPANY_REGISTRY ?? defaults.registry,
  vatId: process.env.NEXT_PUBLIC_COMPANY_VAT_ID ?? defaults.vatId,
  director: process.env.NEXT_PUBLIC_COMPANY_DIRECTOR ?? defaults.director,
  /** The seat as each language writes it. */
  location: {
    de: process.env.NEXT_PUBLIC_COMPANY_LOCATION_DE ?? defaults.locationDe,
    en: process.env.NEXT_PUBLIC_COMPANY_LOCATION_EN ?? defaults.locationEn,
    el: process.env.NEXT_PUBLIC_COMPANY_LOCATION_EL ?? defaults.locationEl,
  } satisfies Record<Locale, string>,
} as const;

/** The phone number as a `tel:` link dials it (no spaces); a deployment value of its own, derived from the phone. */
export const phoneDial = () => process.env.NEXT_PUBLIC_COMPANY_PHONE_DIAL ?? company.phone.replace(/\s/g, '');

/** The copyright year of the footer. */
export const COPYRIGHT_YEAR = 2025;
