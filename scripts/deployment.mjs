// Build once, deploy many (docs/decisions/021-build-once.md). What differs between deployments (the
// site's origin, the booking page, the company's facts) is not known when the site is built: the build
// renders a unique placeholder for each, and every start fills in that deployment's values before the
// server loads the build. Prerendered pages stay static; no value of the build machine is published.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { inlineScripts, scriptHash } from './inline-scripts.mjs';

const COMPANY_DEFAULTS = JSON.parse(readFileSync(new URL('../src/lib/company-defaults.json', import.meta.url), 'utf8'));

/** Every placeholder contains this marker, so one left over anywhere is found. */
export const MARKER = 'zzdvzz';

const company = (key, env) => ({
  name: env,
  token: `${MARKER}-company-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`,
  fallback: COMPANY_DEFAULTS[key],
});

/**
 * The deployment values: the variable that sets each, the placeholder the build renders, what a
 * deployment that does not set it gets. `derived` values are computed from another one, because code
 * transforms it (a phone number for `tel:` links, the booking page's origin for the CSP).
 */
const DEPLOYMENT_VALUES = [
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
  company('phone', 'NEXT_PUBLIC_COMPANY_PHONE'),
];

/** Values computed from another at start, each with a variable and placeholder of its own for the build. */
const DERIVED = [
  {
    name: 'NEXT_PUBLIC_COMPANY_PHONE_DIAL',
    token: `${MARKER}-company-phone-dial`,
    from: 'NEXT_PUBLIC_COMPANY_PHONE',
    derive: (value) => value.replace(/\s/g, ''),
  },
];

/**
 * The company facts a public deployment must set: the legal notice names them, and the defaults are
 * placeholders (a fictitious registry number must never be published).
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
  'NEXT_PUBLIC_COMPANY_PHONE',
];

/** Characters no value may hold: the prebuilt pages carry values in HTML, JSON and JavaScript at once. */
const FORBIDDEN = /["<>\\`$\u0000-\u001F\u007F]/;

/** The environment `next build` runs with: every deployment value as its placeholder. */
export function buildEnvironment() {
  return Object.fromEntries([...DEPLOYMENT_VALUES, ...DERIVED].map((value) => [value.name, value.token]));
}

const isLocalHost = (hostname) =>
  hostname === 'localhost' || hostname.endsWith('.localhost') || /^127\./.test(hostname) || hostname === '[::1]';

/**
 * This deployment's values from `env`, with the fallbacks for what it does not set. Throws one error
 * that lists every problem: a malformed value, a forbidden character, and, for a public production
 * site, each company fact that is missing.
 */
export function resolveDeploymentValues(env) {
  const problems = [];
  const values = {};
  for (const entry of DEPLOYMENT_VALUES) {
    let value = env[entry.name]?.trim() || entry.fallback;
    if (entry.url) {
      try {
        const url = new URL(value);
        if (!/^https?:$/.test(url.protocol)) throw new Error('not http(s)');
        value = entry.url === 'origin' ? url.origin : url.toString();
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
  if (legalForm && legalForm !== COMPANY_DEFAULTS.legalForm) {
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
function replacements(values) {
  const pairs = [
    ...DEPLOYMENT_VALUES.map((entry) => [entry.token, values[entry.name]]),
    ...DERIVED.map((entry) => [entry.token, entry.derive(values[entry.from])]),
  ];
  return pairs.sort((a, b) => b[0].length - a[0].length);
}

/** How a value is written where the placeholder stood: in HTML markup, in inline scripts, in JavaScript, in JSON. */
const escapes = {
  markup: (value) => value.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'),
  script: (value) => value.replace(/&/g, '\\u0026'),
  javascript: (value) => value.replace(/'/g, "\\'"),
  raw: (value) => value,
};

const fillIn = (text, pairs, escape) => pairs.reduce((result, [token, value]) => result.split(token).join(escape(value)), text);

/**
 * Next.js streams a page's server-components payload as a series of string pushes, and may cut a
 * string anywhere, a placeholder included. Adjacent pushes of the same stream join into one: the
 * payload reads the strings as one text in order, so nothing changes but the cut.
 */
const FLIGHT_CUT = /"\]\)<\/script><script>self\.__next_f\.push\(\[1,"/g;
const joinFlightPushes = (html) => html.replace(FLIGHT_CUT, '');

/** An HTML document: markup and inline scripts get each value escaped for where it stands. */
function fillInHtml(template, pairs) {
  const html = joinFlightPushes(template);
  let out = '';
  let position = 0;
  for (const match of html.matchAll(/(<script\b[^>]*>)([\s\S]*?)(<\/script>)/gi)) {
    out += fillIn(html.slice(position, match.index), pairs, escapes.markup) + match[1] + fillIn(match[2], pairs, escapes.script) + match[3];
    position = match.index + match[0].length;
  }
  return out + fillIn(html.slice(position), pairs, escapes.markup);
}

function fillInFile(file, text, pairs) {
  if (file.endsWith('.html')) return fillInHtml(text, pairs);
  if (/\.(m|c)?js$/.test(file)) return fillIn(text, pairs, escapes.javascript);
  return fillIn(text, pairs, escapes.raw);
}

const TEMPLATE_DIR = 'deployment-template';
const TEXT_FILE = /\.(html|rsc|js|mjs|cjs|json|meta|body|txt|xml|webmanifest)$/;

function* filesUnder(directory, skip) {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) {
      if (!skip.includes(entry.name)) yield* filesUnder(path, skip);
    } else if (entry.isFile()) yield path;
  }
}

/** Rows of a React Server Components payload whose length is written before them: a value inside would change it. */
function placeholderInTextRow(rsc) {
  const bytes = Buffer.from(rsc, 'utf8');
  const pattern = /([0-9a-f]+):T([0-9a-f]+),/g;
  let match;
  const text = bytes.toString('latin1');
  while ((match = pattern.exec(text))) {
    const length = Number.parseInt(match[2], 16);
    const row = bytes.subarray(match.index + match[0].length, match.index + match[0].length + length).toString('utf8');
    if (row.includes(MARKER)) return row.slice(Math.max(0, row.indexOf(MARKER) - 60), row.indexOf(MARKER) + 60);
    pattern.lastIndex = match.index + match[0].length + length;
  }
  return null;
}

/**
 * After `next build`: keeps a pristine copy of every build file that holds a placeholder in
 * `.next/deployment-template/`, from which each start writes its own values. Fails when a
 * placeholder stands in a long text of a server-components payload, whose byte length is recorded
 * in front of it and would no longer match.
 */
export function snapshotTemplate(nextDir) {
  const template = join(nextDir, TEMPLATE_DIR);
  rmSync(template, { recursive: true, force: true });
  const files = [];
  for (const file of filesUnder(nextDir, ['cache', 'route-cache', TEMPLATE_DIR])) {
    if (!TEXT_FILE.test(file)) continue;
    const raw = readFileSync(file, 'utf8');
    const text = file.endsWith('.html') ? joinFlightPushes(raw) : raw;
    if (!text.includes(MARKER)) continue;
    if (file.endsWith('.rsc')) {
      const inside = placeholderInTextRow(text);
      if (inside)
        throw new Error(`${file}: a deployment value stands in a text of 1024 characters or more ("…${inside}…"); split that text.`);
    }
    const name = relative(nextDir, file).split(sep).join('/');
    mkdirSync(dirname(join(template, name)), { recursive: true });
    copyFileSync(file, join(template, name));
    files.push(name);
  }
  if (files.length === 0)
    throw new Error('The build holds no deployment placeholder: was it built with `npm run build` (scripts/build.mjs)?');
  writeFileSync(join(template, 'files.json'), JSON.stringify(files));
  return files.length;
}

/**
 * At start, before the server loads the build: writes this deployment's values into every file of
 * the template (each value escaped for where it stands), then the hashes of every prerendered
 * page's inline scripts for its script policy (.next/script-hashes.json). Nothing to do when the
 * same values were applied last time. Throws when a placeholder is left anywhere.
 */
export function applyDeployment(nextDir, values) {
  const template = join(nextDir, TEMPLATE_DIR);
  const list = join(template, 'files.json');
  if (!existsSync(list)) throw new Error(`${template} is missing: build the site with \`npm run build\`.`);
  const files = JSON.parse(readFileSync(list, 'utf8'));
  const fingerprint = createHash('sha256')
    .update(JSON.stringify(values))
    .update(String(statSync(list).mtimeMs))
    .digest('hex');
  const appliedFile = join(nextDir, 'deployment-applied.json');
  if (existsSync(appliedFile) && JSON.parse(readFileSync(appliedFile, 'utf8')).fingerprint === fingerprint)
    return { files: files.length, changed: false };
  const pairs = replacements(values);
  for (const name of files) {
    const filled = fillInFile(name, readFileSync(join(template, name), 'utf8'), pairs);
    if (filled.toLowerCase().includes(MARKER))
      throw new Error(`${name}: a deployment placeholder is left after filling in the values (a value the code transformed?).`);
    const target = join(nextDir, name);
    // Written beside and renamed over: a second instance starting from the same build never reads half a file.
    const temporary = `${target}.${process.pid}.tmp`;
    writeFileSync(temporary, filled);
    renameSync(temporary, target);
  }
  // Next.js keeps a copy of every prerendered page it has served; those hold the old values.
  rmSync(join(nextDir, 'server', 'route-cache'), { recursive: true, force: true });
  writeScriptHashes(nextDir);
  writeFileSync(appliedFile, JSON.stringify({ fingerprint, origin: values.SITE_URL }));
  return { files: files.length, changed: true };
}

/** Every prerendered page (`/de/kontakt` for `server/app/de/kontakt.html`) with the hashes of its inline scripts. */
function writeScriptHashes(nextDir) {
  const app = join(nextDir, 'server', 'app');
  const pages = {};
  for (const file of filesUnder(app, ['route-cache'])) {
    if (!file.endsWith('.html')) continue;
    const route = `/${relative(app, file).split(sep).join('/')}`.replace(/\.html$/, '');
    pages[route] = [...new Set(inlineScripts(readFileSync(file, 'utf8')).map(scriptHash))];
  }
  writeFileSync(join(nextDir, 'script-hashes.json'), JSON.stringify({ pages }));
  return Object.keys(pages).length;
}
