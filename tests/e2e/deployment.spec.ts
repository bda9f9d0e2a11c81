import { execFileSync } from 'node:child_process';
import { cpSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './test';
import { publicPaths } from '../../src/content/pages';
import { startAppServer } from '../../scripts/app-server.mjs';
import { inScratchDirectory } from '../support/scratch-directory';

// Beside the suite's own server (E2E_PORT), so parallel checkouts on one machine each keep their ports.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 40;
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
};

/** A release as a deployment gets it: the same build, in a folder of its own. */
function copyRelease(release: string) {
  for (const entry of ['node_modules', 'src', 'public', 'scripts', 'package.json', 'next.config.ts', 'server.mjs', 'tsconfig.json'])
    symlinkSync(path.resolve(entry), path.join(release, entry));
  cpSync('.next', path.join(release, '.next'), {
    recursive: true,
    filter: (source) => !/[/\\]\.next[/\\](cache|server[/\\]route-cache|deployment-applied\.json)/.test(source),
  });
}

const start = (release: string, env: Record<string, string>) =>
  startAppServer({ port: PORT, cwd: release, env: { DATA_DIR: path.join(release, 'data'), ...env }, quiet: true });

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
