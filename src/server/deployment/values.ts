import { languageOptions, locales, type Locale } from '@/i18n/locales';
import { UNCARRIABLE } from '@/lib/carriable';
import type { DeploymentFact } from '@/i18n/languages/language';
import defaults from '@/lib/company-defaults.json';
import { SHOWN_SUB_PROCESSOR_FIELDS, SUB_PROCESSOR_PLACES, subProcessorPlaces, type ShownSubProcessor } from '@/lib/sub-processors';

/**
 * Build once, deploy many (docs/decisions/021-build-once.md). What differs between deployments (the
 * site's origin, the booking page, the company's facts) is not known when the site is built: the build
 * renders a unique placeholder for each, and the server fills in its own deployment's values as it
 * serves, never on disk. This module is plain data and functions: the build script and the server share it.
 */

/** Every placeholder contains this marker, so one left over anywhere is found. */
export const MARKER = 'zzdvzz';

type CompanyKey = keyof typeof defaults;
type DeploymentValue = { name: string; token: string; fallback: string; url?: 'origin' | 'href' };

const companyValue = (name: string, words: string, fallback: string): DeploymentValue => ({
  name,
  token: `${MARKER}-company-${words}`,
  fallback,
});
const company = (key: CompanyKey, name: string) =>
  companyValue(
    name,
    key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`),
    defaults[key],
  );

/** A fact in one language's words, as its module names it: `NEXT_PUBLIC_COMPANY_LEGAL_FORM_DE` is `legal-form-de`. */
const inLanguage = ({ variable, fallback }: DeploymentFact) =>
  companyValue(variable, variable.replace('NEXT_PUBLIC_COMPANY_', '').toLowerCase().replace(/_/g, '-'), fallback);

const legalForms = languageOptions.map((language) => ({ ...language.company.legalForm, language: language.name }));
/** The legal form as the company is registered; the other languages' forms translate it. */
const registeredLegalForm = legalForms.find((form) => form.registered)!;
const translatedLegalForms = legalForms.filter((form) => !form.registered);

/** The deployment values: the variable that sets each, the placeholder the build renders, what a deployment that does not set it gets. */
const DEPLOYMENT_VALUES: readonly DeploymentValue[] = [
  { name: 'SITE_URL', token: `https://site.${MARKER}.invalid`, fallback: 'http://localhost:3000', url: 'origin' },
  {
    name: 'SCHEDULER_URL',
    token: `https://scheduler.${MARKER}.invalid/book`,
    fallback: 'https://cal.example.com/aitheria/30min',
    url: 'href',
  },
  company('brand', 'NEXT_PUBLIC_COMPANY_BRAND'),
  company('legalName', 'NEXT_PUBLIC_COMPANY_LEGAL_NAME'),
  ...legalForms.map(inLanguage),
  company('street', 'NEXT_PUBLIC_COMPANY_STREET'),
  company('postalCode', 'NEXT_PUBLIC_COMPANY_POSTAL_CODE'),
  company('city', 'NEXT_PUBLIC_COMPANY_CITY'),
  company('country', 'NEXT_PUBLIC_COMPANY_COUNTRY'),
  ...languageOptions.map((language) => inLanguage(language.company.location)),
  company('registrationNumber', 'NEXT_PUBLIC_COMPANY_REGISTRATION'),
  company('registry', 'NEXT_PUBLIC_COMPANY_REGISTRY'),
  company('vatId', 'NEXT_PUBLIC_COMPANY_VAT_ID'),
  company('director', 'NEXT_PUBLIC_COMPANY_DIRECTOR'),
  company('email', 'NEXT_PUBLIC_COMPANY_EMAIL'),
  company('supportEmail', 'NEXT_PUBLIC_COMPANY_SUPPORT_EMAIL'),
  company('privacyEmail', 'NEXT_PUBLIC_COMPANY_PRIVACY_EMAIL'),
  company('securityEmail', 'NEXT_PUBLIC_COMPANY_SECURITY_EMAIL'),
  company('phone', 'NEXT_PUBLIC_COMPANY_PHONE'),
];

/**
 * Values computed from another, each with a variable and placeholder of its own for the build, because
 * code transforms the value (a phone number for `tel:` links loses its spaces; a placeholder has none to lose).
 */
const DERIVED = [
  {
    name: 'NEXT_PUBLIC_COMPANY_PHONE_DIAL',
    token: `${MARKER}-company-phone-dial`,
    from: 'NEXT_PUBLIC_COMPANY_PHONE',
    derive: (value: string) => value.replace(/\s/g, ''),
  },
] as const;

/**
 * The company facts a public deployment must set: the legal notice, the trust centre and security.txt name
 * them, and the defaults are placeholders (a fictitious registry number or sub-processor must never be
 * published). The sub-processors fill places of their own (`trustCentrePlaceholders`).
 */
const REQUIRED_IN_PRODUCTION = [
  'NEXT_PUBLIC_COMPANY_LEGAL_NAME',
  registeredLegalForm.variable,
  'NEXT_PUBLIC_COMPANY_STREET',
  'NEXT_PUBLIC_COMPANY_POSTAL_CODE',
  'NEXT_PUBLIC_COMPANY_CITY',
  'NEXT_PUBLIC_COMPANY_COUNTRY',
  'NEXT_PUBLIC_COMPANY_REGISTRATION',
  'NEXT_PUBLIC_COMPANY_REGISTRY',
  'NEXT_PUBLIC_COMPANY_VAT_ID',
  'NEXT_PUBLIC_COMPANY_DIRECTOR',
  'NEXT_PUBLIC_COMPANY_EMAIL',
  'NEXT_PUBLIC_COMPANY_PRIVACY_EMAIL',
  'NEXT_PUBLIC_COMPANY_SECURITY_EMAIL',
  'NEXT_PUBLIC_COMPANY_PHONE',
  'COMPANY_SUB_PROCESSORS',
];

/**
 * The trust centre's values in one language: the sub-processors, a list, fill a fixed number of places
 * (SUB_PROCESSOR_PLACES), each field a placeholder of its own, and whether a language model words the chat's
 * answers is a "yes" or "no" the page shows or hides a sentence by. Each language has its own placeholders,
 * because the server fills in words (a purpose, a country), not keys.
 */
export type TrustCentreValues = { subProcessors: ShownSubProcessor[]; chatModel: string };

const trustToken = (name: string, locale: Locale) => `${MARKER}-trust-${name}-${locale}`;

/** What the build renders into the trust centre of `locale`. */
export function trustCentrePlaceholders(locale: Locale): TrustCentreValues {
  return {
    subProcessors: Array.from(
      { length: SUB_PROCESSOR_PLACES },
      (_, place) =>
        Object.fromEntries(
          SHOWN_SUB_PROCESSOR_FIELDS.map((field) => [field, trustToken(`sub-processor-${place}-${field}`, locale)]),
        ) as ShownSubProcessor,
    ),
    chatModel: trustToken('chat-model', locale),
  };
}

/** Each trust centre placeholder of every language and the value it stands for; throws for a value the pages cannot carry. */
export function trustCentrePairs(valuesOf: (locale: Locale) => TrustCentreValues): [token: string, value: string][] {
  return locales.flatMap((locale) => {
    const placeholders = trustCentrePlaceholders(locale);
    const values = valuesOf(locale);
    const places = subProcessorPlaces(values.subProcessors);
    const pairs: [string, string][] = [
      [placeholders.chatModel, values.chatModel],
      ...placeholders.subProcessors.flatMap((place, index) =>
        SHOWN_SUB_PROCESSOR_FIELDS.map((field): [string, string] => [place[field], places[index]![field]]),
      ),
    ];
    const uncarriable = pairs.find(([, value]) => UNCARRIABLE.test(value));
    if (uncarriable) throw new Error(`The trust centre's value "${uncarriable[0]}" contains a character the prebuilt pages cannot carry.`);
    return pairs;
  });
}

/** Whether a page is being rendered by the build, with placeholders for the deployment's values. */
export const rendersPlaceholders = (siteUrl: string) => siteUrl.includes(MARKER);

/** The values of one deployment, by variable name. */
export type DeploymentValues = Readonly<Record<string, string>>;
type Environment = Readonly<Record<string, string | undefined>>;

/** The environment `next build` runs with: every deployment value as its placeholder. */
export function buildEnvironment(): Record<string, string> {
  return Object.fromEntries([...DEPLOYMENT_VALUES, ...DERIVED].map((value) => [value.name, value.token]));
}

/** Every placeholder the build renders: the environment's and the trust centre's places. */
export function placeholderTokens(): string[] {
  const trust = trustCentrePairs(() => ({ subProcessors: [], chatModel: '' })).map(([token]) => token);
  return [...Object.values(buildEnvironment()), ...trust];
}

const isLocalHost = (hostname: string) =>
  hostname === 'localhost' || hostname.endsWith('.localhost') || /^127\./.test(hostname) || hostname === '[::1]';

function normalisedUrl(value: string, kind: 'origin' | 'href'): string {
  const url = new URL(value);
  if (!/^https?:$/.test(url.protocol)) throw new Error('not http(s)');
  return kind === 'origin' ? url.origin : url.toString();
}

/**
 * This deployment's values from `env`, with the fallbacks for what it does not set. Throws one error
 * that lists every problem: a malformed value, a forbidden character, and, for a public production
 * site, each company fact that is missing.
 */
export function resolveDeploymentValues(env: Environment): DeploymentValues {
  const problems: string[] = [];
  const values: Record<string, string> = {};
  for (const entry of DEPLOYMENT_VALUES) {
    let value = env[entry.name]?.trim() || entry.fallback;
    if (entry.url) {
      try {
        value = normalisedUrl(value, entry.url);
      } catch {
        problems.push(`${entry.name}: "${value}" is not an http(s) URL`);
        continue;
      }
    }
    if (UNCARRIABLE.test(value))
      problems.push(`${entry.name}: contains one of " < > \\ \` $ or a control character, which the prebuilt pages cannot carry`);
    if (value.toLowerCase().includes(MARKER)) problems.push(`${entry.name}: is a build placeholder, not a value`);
    values[entry.name] = value;
  }
  // The legal form in the other languages translates the registered one: another form needs each of them.
  const legalForm = env[registeredLegalForm.variable]?.trim();
  if (legalForm && legalForm !== registeredLegalForm.fallback) {
    const untranslated = translatedLegalForms.map((form) => form.variable).filter((name) => !env[name]?.trim());
    const languages = new Intl.ListFormat('en', { type: 'conjunction' }).format(translatedLegalForms.map((form) => form.language));
    if (untranslated.length)
      problems.push(`${registeredLegalForm.variable} is "${legalForm}": set it in ${languages} as well (${untranslated.join(', ')})`);
  }
  const site = values.SITE_URL ? new URL(values.SITE_URL) : null;
  if (env.NODE_ENV === 'production' && site && !isLocalHost(site.hostname)) {
    const missing = REQUIRED_IN_PRODUCTION.filter((name) => !env[name]?.trim());
    if (missing.length)
      problems.push(`the public site ${site.origin} needs the company facts of its legal notice; missing: ${missing.join(', ')}`);
  }
  if (problems.length) throw new Error(`Cannot start with these settings:\n  ${problems.join('\n  ')}`);
  return values;
}

/** Each placeholder and what replaces it (fill-in.ts orders them with the trust centre's, longest first). */
export function replacementPairs(values: DeploymentValues): [token: string, value: string][] {
  return [
    ...DEPLOYMENT_VALUES.map((entry): [string, string] => [entry.token, values[entry.name] ?? entry.fallback]),
    ...DERIVED.map((entry): [string, string] => [entry.token, entry.derive(values[entry.from] ?? '')]),
  ];
}
