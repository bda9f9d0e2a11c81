import defaults from '@/lib/company-defaults.json';

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

const company = (key: CompanyKey, name: string): DeploymentValue => ({
  name,
  token: `${MARKER}-company-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`,
  fallback: defaults[key],
});

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
  company('legalForm', 'NEXT_PUBLIC_COMPANY_LEGAL_FORM'),
  company('legalFormDe', 'NEXT_PUBLIC_COMPANY_LEGAL_FORM_DE'),
  company('legalFormEl', 'NEXT_PUBLIC_COMPANY_LEGAL_FORM_EL'),
  company('street', 'NEXT_PUBLIC_COMPANY_STREET'),
  company('postalCode', 'NEXT_PUBLIC_COMPANY_POSTAL_CODE'),
  company('city', 'NEXT_PUBLIC_COMPANY_CITY'),
  company('country', 'NEXT_PUBLIC_COMPANY_COUNTRY'),
  company('locationDe', 'NEXT_PUBLIC_COMPANY_LOCATION_DE'),
  company('locationEn', 'NEXT_PUBLIC_COMPANY_LOCATION_EN'),
  company('locationEl', 'NEXT_PUBLIC_COMPANY_LOCATION_EL'),
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
 * published). The sub-processors are read as the trust centre renders (lib/sub-processors.ts), not filled in.
 */
const REQUIRED_IN_PRODUCTION = [
  'NEXT_PUBLIC_COMPANY_LEGAL_NAME',
  'NEXT_PUBLIC_COMPANY_LEGAL_FORM',
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

/** Characters no value may hold: the prebuilt pages carry values in HTML, JSON and JavaScript at once. */
const FORBIDDEN = /["<>\\`$\u0000-\u001F\u007F]/;

/** The values of one deployment, by variable name. */
export type DeploymentValues = Readonly<Record<string, string>>;
type Environment = Readonly<Record<string, string | undefined>>;

/** The environment `next build` runs with: every deployment value as its placeholder. */
export function buildEnvironment(): Record<string, string> {
  return Object.fromEntries([...DEPLOYMENT_VALUES, ...DERIVED].map((value) => [value.name, value.token]));
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
    if (FORBIDDEN.test(value))
      problems.push(`${entry.name}: contains one of " < > \\ \` $ or a control character, which the prebuilt pages cannot carry`);
    if (value.toLowerCase().includes(MARKER)) problems.push(`${entry.name}: is a build placeholder, not a value`);
    values[entry.name] = value;
  }
  // The legal form in German and Greek translates the registered one: another form needs both.
  const legalForm = env.NEXT_PUBLIC_COMPANY_LEGAL_FORM?.trim();
  if (legalForm && legalForm !== defaults.legalForm) {
    const untranslated = ['NEXT_PUBLIC_COMPANY_LEGAL_FORM_DE', 'NEXT_PUBLIC_COMPANY_LEGAL_FORM_EL'].filter((name) => !env[name]?.trim());
    if (untranslated.length)
      problems.push(`NEXT_PUBLIC_COMPANY_LEGAL_FORM is "${legalForm}": set it in German and Greek as well (${untranslated.join(', ')})`);
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

/** Each placeholder and what replaces it, longest first (a placeholder may start another one). */
export function replacementPairs(values: DeploymentValues): [token: string, value: string][] {
  const pairs: [string, string][] = [
    ...DEPLOYMENT_VALUES.map((entry): [string, string] => [entry.token, values[entry.name] ?? entry.fallback]),
    ...DERIVED.map((entry): [string, string] => [entry.token, entry.derive(values[entry.from] ?? '')]),
  ];
  return pairs.sort((a, b) => b[0].length - a[0].length);
}
