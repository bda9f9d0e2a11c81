import { axeViolations } from './axe';
import { expect, test } from './test';
import { documentPages, legalPaths, pathAliases, scrollPages, standalonePaths, storyPaths } from '../../src/content/pages';
import { namespaces } from '../../src/i18n/namespaces';
import { localized, revealInStep, scrollToCallToAction, scrollToViewports, withConsent } from './helpers';

const prefixes = { de: '', en: '/en', el: '/el' } as const;
const allPaths = [
  ...scrollPages.map((page) => page.path).filter((path) => path !== '/'),
  ...legalPaths,
  ...standalonePaths,
  ...documentPages.map((page) => page.path),
  ...storyPaths,
  '/unsubscribe',
];
/** A key missing from every catalogue renders as "namespace.key"; none may show. */
const RAW_KEY = new RegExp(`\\b(?:${namespaces.join('|')})\\.[A-Za-z0-9_]+(?:\\.[A-Za-z0-9_]+)*`);

test.describe('every page answers in every language, complete in the server HTML', () => {
  for (const [language, prefix] of Object.entries(prefixes)) {
    test(`all pages in ${language}`, async ({ request }) => {
      for (const path of allPaths) {
        const url = localized(prefix, path);
        const response = await request.get(url, { maxRedirects: 0 });
        expect(response.status(), url).toBe(200);
        const html = await response.text();
        expect(html, url).toContain(`<html lang="${language}"`);
        expect(html, url).toMatch(/<h1[^>]*>[^<]+/);
        expect(html, url).toMatch(/<meta name="description" content="[^"]{50,}"/);
        if (path !== '/usecase') expect(html, `${url} ends with a call to action`).toMatch(/data-section="cta"|data-closing-cta/);
        const text = html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ');
        expect(text.match(RAW_KEY)?.[0], `${url} shows a raw message key`).toBeUndefined();
      }
    });
  }
});

test('the required texts of each page are in what the server sends for it', async ({ request }) => {
  const expectations: Record<string, (string | RegExp)[]> = {
    '/services': ['Beratungstermin vereinbaren'],
    '/services/voiceagent': [/90\s%/, '3x', /70\s%/, '24/7', 'ROI berechnen lassen'],
    '/services/chatagent': [/rechts/],
    '/kontakt': ['Kontakt aufnehmen', 'Nachricht senden'],
    '/karriere': ['Bewerbung senden'],
    '/about': ['2024', '2025'],
    '/agb': ['30 Tage', /19\s%/, '15 Tage', /50\s%/, '5.000', /8\s%/, '12 Monate', 'Nikosia', 'Zypern'],
    // The privacy page names the processors by kind and points to the trust centre's list of them.
    '/datenschutz': ['3 Jahre', '10 Jahre', '7 Tage', 'id="datenschutz"', 'href="/sicherheit#unterauftragsverarbeiter"'],
    '/cookies': ['preferred_language', 'cookieConsent'],
    '/en/contact': ['Please fill in all required fields'],
    // The three prices, the set-up fee, the minimum term and the VAT note with the reverse charge, in every language.
    '/preise': [
      /ab 297\s€/,
      /ab 197\s€/,
      /ab 897\s€/,
      'Einrichtung',
      'Mindestlaufzeit 12 Monate',
      /19\s%\sUmsatzsteuer/,
      'Reverse-Charge-Verfahren',
    ],
    '/en/pricing': [
      'from €297',
      'from €197',
      'from €897',
      'set-up fee',
      'minimum term of 12 months',
      '19% VAT',
      'reverse charge procedure',
    ],
    // The trust centre: the sub-processors of this deployment (the defaults), the retention periods and the rights.
    '/sicherheit': [
      'Unterauftragsverarbeiter',
      'Example Cloud GmbH',
      '3 Jahre, nachdem',
      '10 Jahre',
      '7 Tage',
      'Art. 15',
      'Art. 17',
      'security@example.com',
    ],
    '/en/trust-centre': ['sub-processors', 'Example Mail SAS', '3 years after', '90 days', 'Art. 20', 'security.txt'],
    '/el/asfaleia': [
      'υπεκτελούντες την επεξεργασία',
      'Example Voice B.V.',
      'Κάτω Χώρες',
      '3 χρόνια',
      'άρθρο 15',
      'σύμβαση επεξεργασίας δεδομένων',
    ],
    // The integrations page: the systems grouped, and how anything else connects.
    '/integrationen': ['DATEV', 'ELSTER', 'beA', 'Propstack', 'Shopify', 'WhatsApp', 'Webhooks', 'Zapier'],
    '/en/integrations': ['Google Calendar', 'HubSpot', 'Standard Webhooks', 'Make, n8n and Zapier'],
    '/el/diasyndeseis': ['myDATA (ΑΑΔΕ)', 'Tax For All', 'Spitogatos', 'Viber', 'Όλα τα άλλα'],
    // A story at its own address: the business, where it started, what was built, the results, timeline and quote.
    '/usecase/anwaltskanzleien/arbeitsrecht-koeln': [
      'Hoffmann &amp; Partner Arbeitsrecht',
      '14 Mitarbeitende',
      'Die Ausgangslage',
      'Was wir gebaut haben',
      'Keine verpasste Klagefrist mehr',
      'Live nach 5 Wochen',
      'Dreiwochenfrist',
      'href="/usecase/anwaltskanzleien"',
    ],
    '/en/industries/healthcare/dental-practice-regensburg': ['Zahnarztpraxis am Markt', 'What we built', /50%/, 'Results after 12 months'],
    '/el/klados/logistika-grafeia/forotechniko-grafeio-kasel': [
      'Steuerberatung Neumann',
      'Τι φτιάξαμε',
      /85%/,
      'href="/el/istories-pelaton"',
    ],
    // The overview lists every story, and an industry page links each of its stories.
    '/kundengeschichten': ['href="/usecase/handwerk/malerbetrieb-leipzig"', 'href="/usecase/immobilien/makler-duesseldorf"'],
    '/en/industries/law-firms': ['href="/en/industries/law-firms/employment-law-cologne"', 'href="/en/customer-stories"'],
    '/el/times': [/από 297\s€/, /από 197\s€/, /από 897\s€/, 'κόστος εγκατάστασης', '12 μηνών', 'ΦΠΑ 19%', 'αντίστροφη επιβάρυνση'],
  };
  for (const [path, needles] of Object.entries(expectations)) {
    const html = await (await request.get(path)).text();
    // Words only a component shows on demand (a validation message) travel in the page's payload,
    // which the page fetches when the visitor first acts (build/intent-loader.ts).
    const payload = await (await request.get(`${path}?_rsc`, { headers: { RSC: '1' } })).text();
    expect(payload, `${path} payload`).toContain('$Sreact.fragment');
    for (const needle of needles) expect(`${html}\n${payload}`, `${path} lacks ${needle}`).toMatch(needle);
  }
});

test('aliases render the same screen with the primary path as canonical', async ({ request }) => {
  for (const [alias, primary] of Object.entries(pathAliases)) {
    for (const prefix of Object.values(prefixes)) {
      // Served under the alias, or redirected to the page's own address: the canonical names the page.
      const html = await (await request.get(`${prefix}${alias}`)).text();
      expect(html).toContain(`<link rel="canonical" href="http://localhost:3000${localized(prefix, primary)}"`);
    }
  }
});

test('the ROI calculator reproduces the cost comparison and recomputes on input', async ({ page }) => {
  await withConsent(page);
  await page.goto('/services/voiceagent');
  await scrollToViewports(page, 1.5 + 0.8 + 0.1);
  await revealInStep(page.locator('[data-roi-open]'));
  await page.locator('[data-roi-open]').click();
  const dialog = page.locator('[data-roi-calculator]');
  await expect(dialog.locator('[data-roi-result="current"]')).toHaveText(/5\.000\s€/);
  await expect(dialog.locator('[data-roi-result="withAi"]')).toHaveText(/1\.500\s€/);
  await expect(dialog.locator('[data-roi-result="monthly"]')).toHaveText(/3\.500\s€/);
  await expect(dialog.locator('[data-roi-result="ratio"]')).toHaveText(/70\s%/);
  await dialog.locator('input[name="employees"]').fill('3');
  await expect(dialog.locator('[data-roi-result="current"]')).toHaveText(/15\.000\s€/);
  await expect(dialog.locator('[data-roi-result="yearly"]')).toHaveText(/126\.000\s€/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the booking calendar loads only after consent, one second later (local stand-in)', async ({ page }) => {
  await withConsent(page);
  await page.route('https://cal.example.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Stand-in</title><h1>Kalender (Monatsansicht)</h1>' }),
  );
  await page.goto('/termin');
  await scrollToCallToAction(page);
  await expect(page.locator('[data-scheduler-consent]')).toBeVisible();
  await expect(page.locator('[data-scheduler-frame]')).toHaveCount(0);
  await expect(page.locator('[data-scheduler-consent] a[target="_blank"]')).toHaveAttribute(
    'href',
    'https://cal.example.com/aitheria/30min',
  );
  // Both moments are taken in the page: a click's round trip to the test, slow on a loaded machine,
  // would shorten the wait the test sees.
  await page.evaluate(() => {
    const times: { allowed?: number; frame?: number } = {};
    Object.assign(window, { schedulerTimes: times });
    window.addEventListener('click', () => (times.allowed ??= performance.now()), { capture: true });
    new MutationObserver(() => {
      if (document.querySelector('[data-scheduler-frame]')) times.frame ??= performance.now();
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.locator('[data-scheduler-allow]').click();
  await expect(page.locator('[data-scheduler-frame]')).toBeVisible();
  const waited = await page.evaluate(() => {
    const { allowed, frame } = (window as unknown as { schedulerTimes: { allowed: number; frame: number } }).schedulerTimes;
    return frame - allowed;
  });
  // 10 ms below the second for the page's coarsened clock.
  expect(waited).toBeGreaterThanOrEqual(990);
  await expect(page.frameLocator('[data-scheduler-frame]').locator('h1')).toHaveText('Kalender (Monatsansicht)');
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cookieConsent')!).marketing)).toBe(true);
});

test('the about page closes with a button to the page bottom', async ({ page }) => {
  await withConsent(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/en/about');
  await scrollToCallToAction(page);
  await page.locator('[data-scroll-to-bottom]').click();
  await expect
    .poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 2))
    .toBe(true);
});

test.describe('accessibility of every page', () => {
  test.use({ reducedMotion: 'reduce' });
  for (const prefix of Object.values(prefixes)) {
    // The industry pages have their own, more thorough axe test (industries.spec.ts).
    for (const path of allPaths.filter((candidate) => !candidate.startsWith('/usecase'))) {
      const url = localized(prefix, path);
      test(`no axe violations on ${url}`, async ({ page }) => {
        await withConsent(page);
        await page.goto(url);
        const layout = page.locator('[data-scroll-layout]');
        const sections = (await layout.count()) ? Number(await layout.getAttribute('data-section-count')) : null;
        // A scroll story in German is read in each of its layouts: the hero, the glass panel, a content
        // step and the call to action. The same components carry the English and Greek words, so those
        // are read at the hero (the document: language, title, landmarks) and at the call to action.
        const layouts = (count: number) => [0, 1.1, 1.55, 1.5 + 0.8 * count + 0.05];
        const states = sections === null ? [0] : prefix === '' ? layouts(sections) : [0, layouts(sections)[3]!];
        for (const viewports of states) {
          await scrollToViewports(page, viewports);
          expect(await axeViolations(page), `${url} at ${viewports} viewports`).toEqual([]);
        }
      });
    }
  }
});
