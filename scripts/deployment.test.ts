import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyDeployment, buildEnvironment, MARKER, resolveDeploymentValues, snapshotTemplate } from './deployment.mjs';
import { inScratchDirectory } from '../tests/support/scratch-directory';

const tokens = buildEnvironment();
const values = (env: Record<string, string> = {}) => resolveDeploymentValues({ NODE_ENV: 'production', ...env });

/** A build folder with one page, its payload, a client chunk and a payload row whose length is written in front. */
function fakeBuild(next: string, rscText: string) {
  mkdirSync(join(next, 'server/app/de'), { recursive: true });
  mkdirSync(join(next, 'static/chunks'), { recursive: true });
  const name = tokens.NEXT_PUBLIC_COMPANY_LEGAL_NAME!;
  writeFileSync(
    join(next, 'server/app/de/kontakt.html'),
    `<link rel="canonical" href="${tokens.SITE_URL}/kontakt"/><p>${name}</p><script>self.__next_f.push([1,"{\\"n\\":\\"${name}\\"}"])</script><a href="tel:${tokens.NEXT_PUBLIC_COMPANY_PHONE_DIAL}">${tokens.NEXT_PUBLIC_COMPANY_PHONE}</a>`,
  );
  writeFileSync(join(next, 'server/app/de/kontakt.rsc'), rscText);
  writeFileSync(join(next, 'static/chunks/a.js'), `var e={supportEmail:"${tokens.NEXT_PUBLIC_COMPANY_SUPPORT_EMAIL}",n:'${name}'};`);
}

describe('build once, deploy many', () => {
  it('writes each value escaped for where it stands: markup, inline scripts, JavaScript, payloads', () =>
    inScratchDirectory('aitheria-deploy', (next) => {
      fakeBuild(next, `0:{"name":"${tokens.NEXT_PUBLIC_COMPANY_LEGAL_NAME}","url":"${tokens.SITE_URL}/"}\n`);
      expect(snapshotTemplate(next)).toBe(3);
      const deployment = values({
        SITE_URL: 'http://localhost:8080/ignored-path',
        NEXT_PUBLIC_COMPANY_LEGAL_NAME: "Müller & Söhne's Ltd",
        NEXT_PUBLIC_COMPANY_PHONE: '+357 22 123 456',
      });
      expect(applyDeployment(next, deployment)).toEqual({ files: 3, changed: true });
      const html = readFileSync(join(next, 'server/app/de/kontakt.html'), 'utf8');
      expect(html).toContain('<link rel="canonical" href="http://localhost:8080/kontakt"/>');
      expect(html).toContain('<p>Müller &amp; Söhne&#x27;s Ltd</p>');
      expect(html).toContain('{\\"n\\":\\"Müller \\u0026 Söhne\'s Ltd\\"}');
      expect(html).toContain('<a href="tel:+35722123456">+357 22 123 456</a>');
      expect(readFileSync(join(next, 'server/app/de/kontakt.rsc'), 'utf8')).toBe(
        '0:{"name":"Müller & Söhne\'s Ltd","url":"http://localhost:8080/"}\n',
      );
      expect(readFileSync(join(next, 'static/chunks/a.js'), 'utf8')).toBe(
        "var e={supportEmail:\"support@example.com\",n:'Müller & Söhne\\'s Ltd'};",
      );
      expect(JSON.parse(readFileSync(join(next, 'script-hashes.json'), 'utf8')).pages['/de/kontakt']).toHaveLength(1);
      // The same values again: nothing to write. Other values: written anew from the pristine template.
      expect(applyDeployment(next, deployment).changed).toBe(false);
      applyDeployment(next, values({ NEXT_PUBLIC_COMPANY_LEGAL_NAME: 'Second Ltd' }));
      expect(readFileSync(join(next, 'server/app/de/kontakt.rsc'), 'utf8')).toContain('"name":"Second Ltd"');
    }));

  it('fills in a placeholder that the page cut between two pushes of its payload', () =>
    inScratchDirectory('aitheria-deploy', (next) => {
      fakeBuild(next, '0:{}\n');
      const url = tokens.SITE_URL!;
      const cut = (at: number) => `${url.slice(0, at)}"])</script><script>self.__next_f.push([1,"${url.slice(at)}`;
      writeFileSync(
        join(next, 'server/app/de/kontakt.html'),
        `<p>x</p><script>self.__next_f.push([1,"{\\"u\\":\\"${cut(3)}/a\\"}"])</script><script>self.__next_f.push([1,"${cut(12)}/b"])</script>`,
      );
      snapshotTemplate(next);
      applyDeployment(next, values({ SITE_URL: 'http://localhost:8080' }));
      const html = readFileSync(join(next, 'server/app/de/kontakt.html'), 'utf8');
      expect(html).toBe(
        '<p>x</p><script>self.__next_f.push([1,"{\\"u\\":\\"http://localhost:8080/a\\"}http://localhost:8080/b"])</script>',
      );
    }));

  it('refuses a build whose placeholder stands inside a length-prefixed text of the payload', () =>
    inScratchDirectory('aitheria-deploy', (next) => {
      const long = `${'x'.repeat(1100)} ${tokens.NEXT_PUBLIC_COMPANY_BRAND}`;
      fakeBuild(next, `0:["$","p",null,"$7"]\n7:T${Buffer.byteLength(long).toString(16)},${long}`);
      expect(() => snapshotTemplate(next)).toThrow(/stands in a text of 1024 characters or more/);
    }));

  it('names every missing fact of the legal notice for a public production site, and accepts a local one without', () => {
    expect(() => values({ SITE_URL: 'https://www.aitheria.eu' })).toThrow(
      /missing: NEXT_PUBLIC_COMPANY_LEGAL_NAME, .*NEXT_PUBLIC_COMPANY_PHONE/,
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
