import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, readdirSync, statSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './test';
import { publicPaths } from '../../src/content/pages';
import { locales } from '../../src/i18n/locales';
import { localizePathname } from '../../src/i18n/negotiate';
import { startAppServer } from '../support/app-server';
import { inScratchDirectory } from '../support/scratch-directory';

// Beside the suite's own server (E2E_PORT), so parallel checkouts on one machine each keep their ports.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 40;
const SECOND_PORT = PORT + 1;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const SITE = 'https://www.aitheria-release.eu';
const SCHEDULER = 'https://cal.com/aitheria-release/30min?layout=month_view&lang=de';

const facts = {
  NEXT_PUBLIC_COMPANY_LEGAL_NAME: 'Release & Söhne Automation Ltd',
  NEXT_PUBLIC_COMPANY_LEGAL_FORM: 'Private Limited Company',
  NEXT_PUBLIC_COMPANY_STREET: 'Archbishop Makarios III Avenue 12',
  NEXT_PUBLIC_COMPANY_POSTAL_CODE: '1066',
  NEXT_PUBLIC_COMPANY_CITY: 'Nicosia',
  NEXT_PUBLIC_COMPANY_COUNTRY: 'Cyprus',
  NEXT_PUBLIC_COMPANY_REGISTRATION: 'HE 424242',
  NEXT_PUBLIC_COMPANY_REGISTRY: 'Registrar of Companies, Nicosia',
  NEXT_PUBLIC_COMPANY_VAT_ID: 'CY10424242Q',
  NEXT_PUBLIC_COMPANY_DIRECTOR: 'Eleni Release',
  NEXT_PUBLIC_COMPANY_EMAIL: 'hello@aitheria-release.eu',
  NEXT_PUBLIC_COMPANY_PRIVACY_EMAIL: 'privacy@aitheria-release.eu',
  NEXT_PUBLIC_COMPANY_PHONE: '+357 99 424 242',
  NEXT_PUBLIC_COMPANY_SECURITY_EMAIL: 'security@aitheria-release.eu',
  COMPANY_SUB_PROCESSORS: JSON.stringify([
    { name: 'Release Hosting GmbH', purpose: 'hosting', country: 'DE', safeguard: 'eu' },
    { name: 'Release Voice Inc.', purpose: 'telephony', country: 'US', safeguard: 'scc' },
  ]),
};

/** A release as a deployment gets it: the same build, in a folder of its own. */
function copyRelease(release: string) {
  for (const entry of [
    'node_modules',
    'src',
    'public',
    'scripts',
    'build',
    'package.json',
    'next.config.ts',
    'server.mjs',
    'server-address.mjs',
    'tsconfig.json',
  ])
    symlinkSync(path.resolve(entry), path.join(release, entry));
  cpSync('.next', path.join(release, '.next'), { recursive: true, filter: (source) => !/[/\\]\.next[/\\]cache/.test(source) });
}

/** Every file of a build with its size and time of change: what a start must leave as it is. */
function buildState(directory: string): string[] {
  return readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .map((name) => {
      const stat = statSync(path.join(directory, name));
      return `${name} ${stat.isDirectory() ? 'dir' : stat.size} ${stat.mtimeMs}`;
    })
    .sort();
}

/** Makes a folder and everything in it read-only, as a release mounted read-only is. */
function readOnly(directory: string) {
  for (const name of readdirSync(directory, { recursive: true, encoding: 'utf8' }))
    chmodSync(path.join(directory, name), statSync(path.join(directory, name)).isDirectory() ? 0o555 : 0o444);
  chmodSync(directory, 0o555);
}

const start = (release: string, env: Record<string, string>, port = PORT) =>
  startAppServer({ port, cwd: release, env: { DATA_DIR: path.join(release, `data-${port}`), ...env }, quiet: true });

/** A page's address as its metadata writes it: the home page is the bare origin. */
const absolute = (site: string, address: string) => (address === '/' ? site : `${site}${address}`);

/** The addresses a page names for itself: canonical, og:url and each language's alternate. */
function ownAddresses(html: string) {
  const canonical = /<link rel="canonical" href="([^"]+)"\/>/.exec(html)?.[1];
  const ogUrl = /<meta property="og:url" content="([^"]+)"\/>/.exec(html)?.[1];
  const alternates = Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]),
  );
  return { canonical, ogUrl, alternates };
}

test.describe.configure({ mode: 'serial' });

test('one build serves another deployment: its address, booking page and company facts, read at start', () =>
  inScratchDirectory('aitheria-release', async (release) => {
    test.setTimeout(180_000);
    copyRelease(release);

    // A public production site without the facts of its legal notice does not start.
    const refused = start(release, { SITE_URL: SITE });
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain('needs the company facts of its legal notice; missing: NEXT_PUBLIC_COMPANY_LEGAL_NAME');
    expect(refused.output()).toContain('NEXT_PUBLIC_COMPANY_VAT_ID');
    expect(refused.output()).toContain('COMPANY_SUB_PROCESSORS');

    const { child, ready, exited } = start(release, { SITE_URL: SITE, SCHEDULER_URL: SCHEDULER, ...facts });
    try {
      await ready;
      const kontakt = await (await fetch(`${ORIGIN}/kontakt`)).text();
      expect(kontakt).toContain(`<link rel="canonical" href="${SITE}/kontakt"/>`);
      expect(kontakt).toContain(`<meta property="og:url" content="${SITE}/kontakt"/>`);
      expect(kontakt).toContain(`<meta property="og:image" content="${SITE}/og/de/kontakt"/>`);
      expect(kontakt).toContain('"legalName":"Release \\u0026 Söhne Automation Ltd"');
      expect(kontakt).toContain('Release &amp; Söhne Automation Ltd');
      expect(kontakt).toContain('href="tel:+35799424242"');
      const legal = await (await fetch(`${ORIGIN}/en/legal-notice`)).text();
      for (const fact of ['CY10424242Q', 'HE 424242', 'Eleni Release', 'privacy@aitheria-release.eu']) expect(legal).toContain(fact);
      const booking = await fetch(`${ORIGIN}/termin`);
      expect(await booking.text()).toContain('https://cal.com/aitheria-release/30min?layout=month_view&amp;lang=de');
      expect(booking.headers.get('content-security-policy')).toContain('frame-src https://cal.com');
      expect(await (await fetch(`${ORIGIN}/sitemap.xml`)).text()).toContain(`<loc>${SITE}/en/contact</loc>`);
      // The trust centre lists this deployment's sub-processors, and security.txt names its contact and address.
      const trust = await (await fetch(`${ORIGIN}/en/trust-centre`)).text();
      for (const fact of ['Release Hosting GmbH', 'Release Voice Inc.', 'United States', 'EU standard contractual clauses'])
        expect(trust).toContain(fact);
      expect(trust).not.toContain('Example Cloud GmbH');
      const securityTxt = await (await fetch(`${ORIGIN}/.well-known/security.txt`)).text();
      expect(securityTxt).toContain('Contact: mailto:security@aitheria-release.eu');
      expect(securityTxt).toContain(`Canonical: ${SITE}/.well-known/security.txt`);
      // The build's placeholders are gone from every page in every language.
      for (const prefix of ['', '/en', '/el'])
        for (const page of publicPaths) {
          const html = await (await fetch(`${ORIGIN}${prefix}${page === '/' ? '' : page}`)).text();
          expect(html.toLowerCase(), `${prefix}${page}`).not.toContain('zzdvzz');
        }
      const version = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
      expect(await (await fetch(`${ORIGIN}/api/health`)).json()).toMatchObject({ status: 'alive', version });
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  }));

test("two instances from one read-only build, each with its own SITE_URL, never write the build or each other's pages", () =>
  inScratchDirectory('aitheria-two-sites', async (release) => {
    test.setTimeout(240_000);
    copyRelease(release);
    const build = path.join(release, '.next');
    readOnly(build);
    const before = buildState(build);
    const sites = [
      { port: PORT, site: 'https://first.aitheria-release.eu' },
      { port: SECOND_PORT, site: 'https://second.aitheria-release.eu' },
    ];
    const servers = sites.map(({ port, site }) => start(release, { SITE_URL: site, ...facts }, port));
    try {
      await Promise.all(servers.map((server) => server.ready));
      for (const locale of locales)
        for (const page of publicPaths) {
          const address = localizePathname(page, locale);
          // Both instances in turn for each page, so a page one of them served can never be the other's.
          for (const { port, site } of sites) {
            const html = await (await fetch(`http://127.0.0.1:${port}${address}`)).text();
            const own = ownAddresses(html);
            const label = `${site} ${address}`;
            expect(own.canonical, label).toBe(absolute(site, address));
            expect(own.ogUrl, label).toBe(own.canonical);
            for (const other of locales)
              expect(own.alternates[other], `${label} ${other}`).toBe(absolute(site, localizePathname(page, other)));
            expect(html.toLowerCase(), label).not.toContain('zzdvzz');
            for (const { site: foreign } of sites.filter((entry) => entry.site !== site)) expect(html, label).not.toContain(foreign);
            const payload = await (
              await fetch(`http://127.0.0.1:${port}${address}${address.includes('?') ? '&' : '?'}_rsc`, { headers: { RSC: '1' } })
            ).text();
            expect(payload, `${label} payload`).toContain(site);
            expect(payload.toLowerCase(), `${label} payload`).not.toContain('zzdvzz');
          }
        }
      for (const { port, site } of sites) {
        const sitemap = await (await fetch(`http://127.0.0.1:${port}/sitemap.xml`)).text();
        expect(sitemap).toContain(`<loc>${site}/en/contact</loc>`);
        expect(sitemap).not.toContain(sites.find((entry) => entry.site !== site)?.site);
        const image = await fetch(`http://127.0.0.1:${port}/_next/image?url=%2Fmedia%2Fhero-poster.webp&w=640&q=75`);
        expect(image.status).toBe(200);
      }
      expect(buildState(build)).toEqual(before);
    } finally {
      for (const server of servers) server.child.kill('SIGTERM');
      await Promise.all(servers.map((server) => server.exited));
      chmodSync(build, 0o755);
      for (const name of readdirSync(build, { recursive: true, encoding: 'utf8' })) chmodSync(path.join(build, name), 0o755);
    }
  }));
