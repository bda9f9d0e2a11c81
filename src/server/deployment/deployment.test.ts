import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inScratchDirectory } from '../../../tests/support/scratch-directory';
import { checkPlaceholders } from './build-check';
import { deploymentFiller } from './fill-in';
import { buildEnvironment, MARKER, resolveDeploymentValues, trustCentrePairs, trustCentrePlaceholders } from './values';

const tokens = buildEnvironment();
const values = (env: Record<string, string> = {}) => resolveDeploymentValues({ NODE_ENV: 'production', ...env });
const name = tokens.NEXT_PUBLIC_COMPANY_LEGAL_NAME!;

describe('build once, deploy many', () => {
  const fill = deploymentFiller(
    values({
      SITE_URL: 'http://localhost:8080/ignored-path',
      NEXT_PUBLIC_COMPANY_LEGAL_NAME: "Müller & Söhne's Ltd",
      NEXT_PUBLIC_COMPANY_PHONE: '+357 22 123 456',
    }),
    [],
  );

  it("fills the trust centre's places with the listed sub-processors in each language and leaves the rest free", () => {
    const hosting = { shown: 'yes', name: "O'Hosting & Co GmbH", purpose: 'Server', country: 'Deutschland', safeguard: 'EU' };
    const fillTrust = deploymentFiller(
      values(),
      trustCentrePairs((locale) => ({ subProcessors: locale === 'de' ? [hosting] : [], chatModel: locale === 'de' ? 'yes' : 'no' })),
    );
    const place = (locale: 'de' | 'el', index: number) => {
      const { shown, name, country } = trustCentrePlaceholders(locale).subProcessors[index]!;
      return `<li data-shown="${shown}"><p>${name}</p><dd>${country}</dd></li>`;
    };
    const chat = (locale: 'de' | 'el') => `<p data-shown="${trustCentrePlaceholders(locale).chatModel}"></p>`;
    expect(fillTrust(place('de', 0) + place('de', 1) + chat('de'), 'html', 'de/sicherheit.html')).toBe(
      '<li data-shown="yes"><p>O&#x27;Hosting &amp; Co GmbH</p><dd>Deutschland</dd></li><li data-shown="no"><p></p><dd></dd></li><p data-shown="yes"></p>',
    );
    expect(fillTrust(place('el', 0) + chat('el'), 'html', 'el/sicherheit.html')).toBe(
      '<li data-shown="no"><p></p><dd></dd></li><p data-shown="no"></p>',
    );
    // Ten places and more: a place's placeholder never starts another's.
    expect(fillTrust(`${trustCentrePlaceholders('de').subProcessors[10]!.name}|`, 'raw', 'de/sicherheit.rsc')).toBe('|');
    expect(() => trustCentrePairs(() => ({ subProcessors: [{ ...hosting, name: 'A "quoted" Ltd' }], chatModel: 'no' }))).toThrow(
      /cannot carry/,
    );
  });

  it('writes each value escaped for where it stands: markup, inline scripts, JavaScript, payloads', () => {
    const html = fill(
      `<link rel="canonical" href="${tokens.SITE_URL}/kontakt"/><p>${name}</p><script type="application/ld+json">{"n":"${name}"}</script><a href="tel:${tokens.NEXT_PUBLIC_COMPANY_PHONE_DIAL}">${tokens.NEXT_PUBLIC_COMPANY_PHONE}</a>`,
      'html',
      'kontakt.html',
    );
    expect(html).toBe(
      `<link rel="canonical" href="http://localhost:8080/kontakt"/><p>Müller &amp; Söhne&#x27;s Ltd</p><script type="application/ld+json">{"n":"Müller \\u0026 Söhne's Ltd"}</script><a href="tel:+35722123456">+357 22 123 456</a>`,
    );
    expect(fill(`0:{"name":"${name}","url":"${tokens.SITE_URL}/"}\n`, 'raw', 'kontakt.rsc')).toBe(
      '0:{"name":"Müller & Söhne\'s Ltd","url":"http://localhost:8080/"}\n',
    );
    expect(fill(`var e={supportEmail:"${tokens.NEXT_PUBLIC_COMPANY_SUPPORT_EMAIL}",n:'${name}'};`, 'javascript', 'a.js')).toBe(
      "var e={supportEmail:\"support@example.com\",n:'Müller & Söhne\\'s Ltd'};",
    );
    // Text without a placeholder comes back as it is.
    const plain = 'no value here';
    expect(fill(plain, 'html', 'x.html')).toBe(plain);
  });

  it('fills in a placeholder that the page cut between two pushes of its payload', () => {
    const url = tokens.SITE_URL!;
    const cut = (at: number) => `${url.slice(0, at)}"])</script><script>self.__next_f.push([1,"${url.slice(at)}`;
    const html = fill(
      `<p>x</p><script>self.__next_f.push([1,"{\\"u\\":\\"${cut(3)}/a\\"}"])</script><script>self.__next_f.push([1,"${cut(12)}/b"])</script>`,
      'html',
      'x.html',
    );
    expect(html).toBe('<p>x</p><script>self.__next_f.push([1,"{\\"u\\":\\"http://localhost:8080/a\\"}http://localhost:8080/b"])</script>');
  });

  it('names every missing fact of the legal notice for a public production site, and accepts a local one without', () => {
    expect(() => values({ SITE_URL: 'https://www.aitheria.eu' })).toThrow(
      /missing: NEXT_PUBLIC_COMPANY_LEGAL_NAME, .*NEXT_PUBLIC_COMPANY_SECURITY_EMAIL, NEXT_PUBLIC_COMPANY_PHONE, COMPANY_SUB_PROCESSORS/,
    );
    expect(values({ SITE_URL: 'http://127.0.0.1:3000' }).NEXT_PUBLIC_COMPANY_BRAND).toBe('Aitheria');
    expect(() => values({ SITE_URL: 'not a url' })).toThrow(/SITE_URL: "not a url" is not an http\(s\) URL/);
    expect(() => values({ NEXT_PUBLIC_COMPANY_BRAND: 'Evil <script>' })).toThrow(/NEXT_PUBLIC_COMPANY_BRAND: contains one of/);
    expect(() => values({ NEXT_PUBLIC_COMPANY_BRAND: `${MARKER}-company-brand` })).toThrow(/is a build placeholder/);
  });

  it('writes the legal form in each language, and asks for German and Greek when the form is not the default', () => {
    const local = values({ SITE_URL: 'http://127.0.0.1:3000' });
    expect(local.NEXT_PUBLIC_COMPANY_LEGAL_FORM).toBe('Private Limited Company');
    expect(local.NEXT_PUBLIC_COMPANY_LEGAL_FORM_DE).toMatch(/^Gesellschaft mit beschränkter Haftung/);
    expect(local.NEXT_PUBLIC_COMPANY_LEGAL_FORM_EL).toBe('Ιδιωτική Εταιρεία Περιορισμένης Ευθύνης');
    expect(values({ SITE_URL: 'http://127.0.0.1:3000', NEXT_PUBLIC_COMPANY_LEGAL_FORM: 'Private Limited Company' })).toBeTruthy();
    expect(() => values({ SITE_URL: 'http://127.0.0.1:3000', NEXT_PUBLIC_COMPANY_LEGAL_FORM: 'Public Limited Company' })).toThrow(
      /set it in German and Greek as well \(NEXT_PUBLIC_COMPANY_LEGAL_FORM_DE, NEXT_PUBLIC_COMPANY_LEGAL_FORM_EL\)/,
    );
    expect(tokens.NEXT_PUBLIC_COMPANY_LEGAL_FORM_DE).toBe(`${MARKER}-company-legal-form-de`);
  });
});

describe('where the build may hold a placeholder', () => {
  /** A build folder with one page, its payload and a client chunk, each holding a placeholder. */
  function fakeBuild(next: string, rscText: string) {
    mkdirSync(join(next, 'server/app/de'), { recursive: true });
    mkdirSync(join(next, 'server/chunks'), { recursive: true });
    mkdirSync(join(next, 'static/chunks'), { recursive: true });
    writeFileSync(join(next, 'server/app/de/kontakt.html'), `<p>${name}</p><script type="application/ld+json">{"n":"${name}"}</script>`);
    writeFileSync(join(next, 'server/app/de/kontakt.rsc'), rscText);
    writeFileSync(join(next, 'static/chunks/a.js'), `var n='${name}';`);
    writeFileSync(join(next, 'server/chunks/ssr.js'), 'var n=process.env.X;');
  }

  it('counts the pages and scripts that hold one', () =>
    inScratchDirectory('aitheria-deploy', (next) => {
      fakeBuild(next, `0:{"name":"${name}"}\n`);
      expect(checkPlaceholders(next)).toBe(3);
    }));

  it('refuses one in the server code, in an inline script, or inside a length-prefixed text of the payload', () =>
    inScratchDirectory('aitheria-deploy', (next) => {
      fakeBuild(next, '0:{}\n');
      writeFileSync(join(next, 'server/chunks/ssr.js'), `var n='${name}';`);
      expect(() => checkPlaceholders(next)).toThrow(/server\/chunks\/ssr.js: server code holds a deployment placeholder/);
      writeFileSync(join(next, 'server/chunks/ssr.js'), '');
      writeFileSync(join(next, 'server/app/de/kontakt.html'), `<script>var n="${name}"</script>`);
      expect(() => checkPlaceholders(next)).toThrow(/an inline script holds a deployment placeholder/);
      writeFileSync(join(next, 'server/app/de/kontakt.html'), '<p></p>');
      const long = `${'x'.repeat(1100)} ${tokens.NEXT_PUBLIC_COMPANY_BRAND}`;
      writeFileSync(join(next, 'server/app/de/kontakt.rsc'), `0:["$","p",null,"$7"]\n7:T${Buffer.byteLength(long).toString(16)},${long}`);
      expect(() => checkPlaceholders(next)).toThrow(/stands in a text of 1024 characters or more/);
    }));
});
