import type { Locale } from '@/i18n/locales';

/**
 * Every fact about the company (ARCHITECTURE.md "Company facts"). Defaults use reserved
 * example domains and fiction phone ranges; a deployment overrides them by environment.
 */
export const company = {
  brand: process.env.NEXT_PUBLIC_COMPANY_BRAND ?? 'Aitheria',
  legalName: process.env.NEXT_PUBLIC_COMPANY_LEGAL_NAME ?? 'Aitheria Automation Ltd',
  city: process.env.NEXT_PUBLIC_COMPANY_CITY ?? 'Nicosia',
  country: process.env.NEXT_PUBLIC_COMPANY_COUNTRY ?? 'Cyprus',
  email: process.env.NEXT_PUBLIC_COMPANY_EMAIL ?? 'hello@example.com',
  supportEmail: process.env.NEXT_PUBLIC_COMPANY_SUPPORT_EMAIL ?? 'support@example.com',
  phone: process.env.NEXT_PUBLIC_COMPANY_PHONE ?? '+357 22 000000',
  privacyEmail: process.env.NEXT_PUBLIC_COMPANY_PRIVACY_EMAIL ?? 'privacy@example.com',
  /** Street address of the registered office (a fictitious default). */
  street: process.env.NEXT_PUBLIC_COMPANY_STREET ?? 'Leoforos Makariou III 000',
  postalCode: process.env.NEXT_PUBLIC_COMPANY_POSTAL_CODE ?? '1065',
  legalForm: process.env.NEXT_PUBLIC_COMPANY_LEGAL_FORM ?? 'Private Limited Company',
  registrationNumber: process.env.NEXT_PUBLIC_COMPANY_REGISTRATION ?? 'HE 000000',
  registry: process.env.NEXT_PUBLIC_COMPANY_REGISTRY ?? 'Department of Registrar of Companies and Intellectual Property, Nicosia',
  vatId: process.env.NEXT_PUBLIC_COMPANY_VAT_ID ?? 'CY00000000X',
  director: process.env.NEXT_PUBLIC_COMPANY_DIRECTOR ?? 'Alex Example',
  /** The seat as each language writes it. */
  location: {
    de: process.env.NEXT_PUBLIC_COMPANY_LOCATION_DE ?? 'Nikosia, Zypern',
    en: process.env.NEXT_PUBLIC_COMPANY_LOCATION_EN ?? 'Nicosia, Cyprus',
    el: process.env.NEXT_PUBLIC_COMPANY_LOCATION_EL ?? 'Λευκωσία, Κύπρος',
  } satisfies Record<Locale, string>,
} as const;

/** The copyright year of spec §2. */
export const COPYRIGHT_YEAR = 2025;
