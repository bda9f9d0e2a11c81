import { startupScripts } from '../../build/intent-loader';
import { expect, test } from './test';
import { publicPaths, servicePaths, storyPaths } from '../../src/content/pages';
import { COMPILE_HINT } from '../../build/compile-hints';
import { localized, settled, withConsent } from './helpers';

const prefixes = { de: '', en: '/en', el: '/el' } as const;
const attribute = (html: string, pattern: RegExp) => html.match(pattern)?.[1];
/** Absolute URL as Next.js writes it into the head (the bare origin has no trailing slash). */
const absolute = (path: string) => `http://localhost:3000${path}`.replace(/\/$/, '');

function expectSecurityHeaders(headers: Record<string, string>, what: 'page' | 'API' | 'static file') {
  const csp = headers['content-security-policy'] ?? '';
  expect(csp, what).toContain("default-src 'none'");
  expect(csp, what).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("object-src 'none'");
  // Only a page may frame the booking page; an answer of the API or a file frames nothing.
  expect(csp, what).toContain(what === 'page' ? 'frame-src https://cal.example.com' : "frame-src 'none'");
  expect(csp, what).not.toContain('unsafe-eval');
  expect(headers['strict-transport-security'], what).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], what).toContain('camera=()');
  // COOP only where a visitor's or staff member's state lives (the staff area, below).
  expect(headers['cross-origin-opener-policy'], what).toBeUndefined();
  expect(headers['x-powered-by'], what).toBeUndefined();
}

test('pages, API answers and static files carry the security headers', async ({ request }) => {
  const page = await request.get('/kontakt');
  expectSecurityHeaders(page.headers(), 'page');
  const api = await request.post('/api/contact', { data: { name: '' } });
  expect(api.status()).toBe(400);
  expectSecurityHeaders(api.headers(), 'API');
  const icon = await request.get('/icon.svg');
  expectSecurityHeaders(icon.headers(), 'static file');
});

test('the staff area is isolated from other windows (COOP), in every language', async ({ request }) => {
  for (const path of ['/login', '/en/login', '/el/login', '/inbox', '/en/inbox/insights', '/el/inbox']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBeLessThan(500);
    expect(response.headers()['cross-origin-opener-policy'], path).toBe('same-origin');
  }
});

test.describe('search metadata', () => {
  for (const [language, prefix] of Object.entries(prefixes)) {
    test(`every page in ${language} has a unique title and description, its canonical URL and four alternates`, async ({ request }) => {
      const titles = new Set<string>();
      for (const path of publicPaths) {
        const url = localized(prefix, path);
        const html = await (await request.get(url)).text();
        const head = html.slice(0, html.indexOf('</head>'));
        const title = attribute(head, /<title>([^<]+)<\/title>/);
        expect(title, url).toBeTruthy();
        expect(titles.has(title!), `${url} repeats the title "${title}"`).toBe(false);
        titles.add(title!);
        expect(attribute(head, /<meta name="description" content="([^"]+)"/)?.length ?? 0, url).toBeGreaterThan(50);
        expect(attribute(head, /<link rel="canonical" href="([^"]+)"/), url).toBe(absolute(url));
        for (const [code, other] of Object.entries({ de: '', en: '/en', el: '/el', 'x-default': '' }))
          expect(head.toLowerCase(), `${url} hreflang ${code}`).toContain(
            `<link rel="alternate" hreflang="${code}" href="${absolute(localized(other, path))}"/>`,
          );
        expect(attribute(head, /<meta property="og:title" content="([^"]+)"/), url).toBeTruthy();
        expect(attribute(head, /<meta property="og:url" content="([^"]+)"/), url).toBe(absolute(url));
        expect(attribute(head, /<meta property="og:locale" content="([^"]+)"/), url).toBe(
          { de: 'de_DE', en: 'en_GB', el: 'el_GR' }[language],
        );
        expect(head, url).toContain('<meta name="twitter:card" content="summary_large_image"/>');
        const image = attribute(head, /<meta property="og:image" content="([^"]+)"/);
        expect(image, url).toBe(`http://localhost:3000/og/${language}/${path === '/' ? 'index' : path.slice(1)}`);
        const png = await request.get(new URL(image!).pathname);
        expect(png.status(), image).toBe(200);
        expect(png.headers()['content-type'], image).toBe('image/png');
        const bytes = await png.body();
        expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], image).toEqual([1200, 630]);
        expect(head, url).toContain('<meta property="og:image:width" content="1200"/>');
      }
    });
  }
});

test('the sitemap lists every public page in every language; robots.txt points to it and keeps staff pages out', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(urls).toHaveLength(publicPaths.length * 3);
  for (const path of publicPaths)
    for (const prefix of Object.values(prefixes)) expect(urls).toContain(`http://localhost:3000${localized(prefix, path)}`);
  expect(sitemap).toContain('hreflang="x-default"');
  const manifest = (await (await request.get('/site.webmanifest')).json()) as { icons: { src: string }[]; start_url: string };
  expect(manifest.start_url).toBe('/');
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  for (const path of ['/api/', '/login', '/inbox', '/en/inbox', '/el/login']) expect(robots).toContain(`Disallow: ${path}\n`);
});

test('security.txt is valid by RFC 9116 and names the company facts: contact, future expiry, languages, its own address', async ({
  request,
}) => {
  const response = await request.get('/.well-known/security.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const text = await response.text();
  const field = (name: string) => [...text.matchAll(new RegExp(`^${name}: (.+)$`, 'gm'))].map((match) => match[1]!);
  expect(field('Contact')).toEqual(['mailto:security@example.com']);
  expect(field('Expires')).toHaveLength(1);
  const expires = new Date(field('Expires')[0]!).getTime();
  expect(expires).toBeGreaterThan(Date.now());
  expect(expires - Date.now()).toBeLessThan(365 * 24 * 60 * 60 * 1000);
  expect(field('Preferred-Languages')).toEqual(['en, de, el']);
  expect(field('Canonical')).toEqual(['http://localhost:3000/.well-known/security.txt']);
  const policy = new URL(field('Policy')[0]!);
  const trust = await (await request.get(policy.pathname)).text();
  expect(trust).toContain(`id="${policy.hash.slice(1)}"`);
  expect(trust).toContain('href="/.well-known/security.txt"');
});

test('English and Greek addresses use their own words; the old German ones redirect permanently; hreflang follows', async ({ request }) => {
  for (const [old, current] of <const>[
    ['/en/kontakt', '/en/contact'],
    ['/el/kontakt', '/el/epikoinonia'],
    ['/en/usecase/handwerk', '/en/industries/trades'],
    ['/el/impressum', '/el/stoicheia-etaireias'],
  ]) {
    const response = await request.get(old, { maxRedirects: 0 });
    expect(response.status(), old).toBe(308);
    expect(response.headers().location).toBe(current);
    expect((await request.get(current, { maxRedirects: 0 })).status(), current).toBe(200);
  }
  const head = await (await request.get('/en/industries/trades')).text();
  expect(head).toContain('<link rel="canonical" href="http://localhost:3000/en/industries/trades"/>');
  expect(head).toContain('hrefLang="el" href="http://localhost:3000/el/klados/techniki-epangelmata"');
  expect(head).toContain('hrefLang="de" href="http://localhost:3000/usecase/handwerk"');
  // German keeps its words; an English address without its prefix leads to the German page.
  expect((await request.get('/kontakt', { maxRedirects: 0 })).status()).toBe(200);
  const english = await request.get('/industries/trades', { maxRedirects: 0, headers: { 'Accept-Language': 'de' } });
  expect(english.headers().location).toMatch(/\/usecase\/handwerk$/);
});

test('structured data parses: Organization and WebSite everywhere, FAQPage on the home page, BreadcrumbList, Service and Article where they belong', async ({
  request,
}) => {
  for (const path of publicPaths) {
    const html = await (await request.get(localized('/en', path))).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as { '@type': string; [key: string]: unknown },
    );
    const types = blocks.map((block) => block['@type']);
    expect(types, path).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
    if (path === '/') expect(types).toContain('FAQPage');
    else expect(types, path).toContain('BreadcrumbList');
    if ((servicePaths as readonly string[]).includes(path)) expect(types, path).toContain('Service');
    // A customer story is an Article about the customer's business, never a review or rating of ourselves.
    if (storyPaths.includes(path)) expect(types, path).toContain('Article');
    expect(types, path).not.toContain('Review');
    expect(types, path).not.toContain('AggregateRating');
    if (path === '/preise') {
      const offers = blocks.filter((block) => block['@type'] === 'Offer') as unknown as {
        price: number;
        priceSpecification: { valueAddedTaxIncluded: boolean };
      }[];
      expect(offers.map((block) => block.price).sort()).toEqual([197, 297, 897]);
      for (const block of offers) expect(block.priceSpecification.valueAddedTaxIncluded).toBe(false);
    }
    for (const block of blocks) expect(block['@context'], path).toBe('https://schema.org');
  }
});

test('the scripts a page runs at start-up carry the compile hint; the polyfills for old browsers do not', async ({ request }) => {
  for (const path of ['/', '/en/terms', '/el/epikoinonia']) {
    const html = await (await request.get(path)).text();
    // The start-up chunks are added by the page's loader on the visitor's first action (build/intent-loader.ts).
    const tags = [
      ...startupScripts(html).map((src) => ({ src, legacy: false })),
      ...[...html.matchAll(/<script src="([^"]+)" noModule/g)].map(([, src]) => ({ src: src!, legacy: true })),
    ];
    const startup = tags.filter((tag) => !tag.legacy);
    expect(startup.length, path).toBeGreaterThan(3);
    for (const { src } of startup) expect((await (await request.get(src)).text()).startsWith(COMPILE_HINT), `${path}: ${src}`).toBe(true);
    for (const { src } of tags.filter((tag) => tag.legacy))
      expect((await (await request.get(src)).text()).startsWith('//#'), `${path}: ${src}`).toBe(false);
  }
});

test('each start-up chunk is in the page once after hydration: React finds the tags the loader added', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.mouse.wheel(0, 3000);
  await settled(page);
  const sources = await page.evaluate(() => [...document.scripts].map((script) => script.getAttribute('src')).filter(Boolean));
  expect(sources.length).toBeGreaterThan(3);
  expect(sources.filter((src, index) => sources.indexOf(src) !== index)).toEqual([]);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the service worker installs; offline, a visited page still opens and any other shows the offline page in the visitor language', async ({
    page,
    context,
  }) => {
    await withConsent(page);
    await page.goto('/el/epikoinonia');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // Controlled from now on: this visit is kept.
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    const heading = await page.getByRole('heading', { level: 1 }).textContent();

    await context.setOffline(true);
    await page.goto('/el/epikoinonia');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
    await page.goto('/el/klados/techniki-epangelmata');
    await expect(page.locator('[data-offline-page] h1')).toHaveText('Είστε εκτός σύνδεσης');
    await expect(page.locator('html')).toHaveAttribute('lang', 'el');
    await page.goto('/karriere');
    await expect(page.locator('[data-offline-page] h1')).toHaveText('Sie sind gerade offline');
    await context.setOffline(false);
  });
});
