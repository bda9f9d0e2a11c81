import defaults from './company-defaults.json';

/**
 * A fact as this process knows it. The server reads its environment (the build's placeholder while
 * `next build` prerenders, the deployment's value at run time); a browser bundle holds what the build
 * wrote in its place, which the server fills in as it serves the script. Only the browser's branch names
 * the variable literally: Next.js inlines `process.env.NEXT_PUBLIC_…` (and an alias of `process.env`) into
 * every bundle, the server's too, so the server asks by a name it only knows at run time. Each fact spells
 * the ternary out: the server build drops the `typeof window` branch only where it is written inline, and a
 * helper taking the literal as an argument would leave the build's placeholder in server code, which
 * src/server/deployment/build-check.ts refuses.
 */
export const fromServer = (name: string) => process.env[name];

/**
 * The company's facts that read the same in every language (lib/company.ts adds those in each language's
 * words). The crash screen imports only these, so its chunk carries no language's definition.
 */
export const companyFacts = {
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
} as const;
