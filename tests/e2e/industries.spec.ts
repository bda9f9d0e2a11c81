import { axeViolations } from './axe';
import { expect, test, type Page } from './test';
import { industries } from '../../src/content/industries/list';
import { industryScrollPages } from '../../src/content/industries';
import { locales, type Locale } from '../../src/i18n/locales';
import { localizePathname } from '../../src/i18n/negotiate';
import { layout, scrollToCallToAction, scrollToViewports, settled, withConsent } from './helpers';

type Language = Locale;
const languages = locales;
/** A page's address in a language: its prefix and its words there (/en/industries/trades). */
const address = (path: string, language: Language) => localizePathname(path, language);

/** A percentage as each language writes it: "99,9 %" (de), "99.9%" (en), "99,9%" (el). */
function percent(value: string, language: Language) {
  const number = language === 'en' ? value : value.replace('.', ',');
  return new RegExp(`(?<![\\d.,])${number.replace(/[.+]/g, '\\$&')}\\s?%`);
}

/** A euro amount as each language writes it: "3.500 €" (de, el), "€3,500" (en). */
function euro(amount: number, language: Language) {
  const grouped = (separator: string) => String(amount).replace(/\B(?=(\d{3})+$)/g, separator);
  return language === 'en' ? new RegExp(`€${grouped(',')}(?!\\d)`) : new RegExp(`(?<![\\d.])${grouped('\\.')}\\s?€`);
}

/** The focus terms and figures each page must show, in every language. */
// `greekTerms`: Greek readers are sold the systems they use (myDATA, ΓεΣΥ), not the German ones.
const keyFacts: Record<string, { terms: RegExp[]; greekTerms?: RegExp[]; percents: string[]; euros: number[] }> = {
  immobilien: { terms: [/ImmoScout24|Immowelt/], greekTerms: [/Spitogatos|Bazaraki/], percents: [], euros: [3500] },
  ecommerce: { terms: [/Shopify|Shopware|WooCommerce/], percents: ['300'], euros: [4200] },
  gesundheitswesen: {
    terms: [/DSGVO|GDPR/, /ICD-10/, /GOÄ/, /EBM/],
    greekTerms: [/ΓΚΠΔ/, /ICD-10/, /ΓεΣΥ/],
    percents: ['70', '50', '95', '40', '60', '25', '280'],
    euros: [3290],
  },
  anwaltskanzleien: {
    terms: [/RVG/, /BRAO|§ ?203/],
    greekTerms: [/ΚΠολΔ|Θεσμ/, /απόρρητ/],
    percents: ['80', '90', '70', '99.9', '320'],
    euros: [],
  },
  steuerberatung: {
    terms: [/DATEV/, /ELSTER/, /GoBD/, /OCR/],
    greekTerms: [/myDATA/, /Tax For All/, /SoftOne|Epsilon Net|Entersoft/, /OCR/],
    percents: ['85', '95', '70', '30', '99.9', '200', '380'],
    euros: [],
  },
  handwerk: { terms: [/WhatsApp/], percents: ['80', '75', '60', '90', '40', '25', '70', '45', '95', '300'], euros: [] },
  gastronomie: {
    terms: [/WhatsApp/, /SMS/],
    percents: ['167', '32'],
    euros: [4400, 800, 1900, 1200, 8300, 490, 2200, 420, 3110, 5190, 62280],
  },
};

const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#x?a0;/gi, ' ');

test.describe('the industry pages answer in every language with their key facts', () => {
  for (const language of languages) {
    test(`all eight in ${language}`, async ({ request }) => {
      for (const path of ['/usecase', ...industries.map(({ slug }) => `/usecase/${slug}`)]) {
        const url = address(path, language);
        const response = await request.get(url, { maxRedirects: 0 });
        expect(response.status(), url).toBe(200);
        const html = await response.text();
        expect(html, url).toContain(`<html lang="${language}"`);
        const text = visibleText(html);
        const facts = keyFacts[path.split('/')[2] ?? ''];
        if (!facts) continue;
        for (const term of (language === 'el' && facts.greekTerms) || facts.terms) expect(text, `${url}: ${term}`).toMatch(term);
        for (const value of facts.percents) expect(text, `${url}: ${value} %`).toMatch(percent(value, language));
        for (const amount of facts.euros) expect(text, `${url}: ${amount} €`).toMatch(euro(amount, language));
      }
    });
  }
});

test('the craft page tells the three firms stories over 9, 6 and 4 months, and the four average results', async ({ page }) => {
  await withConsent(page);
  for (const language of languages) {
    await page.goto(address(`/usecase/handwerk`, language));
    const timelines = await page.locator('[data-story-timeline]').allTextContents();
    expect(timelines.map((line) => line.match(/\d+/)?.[0])).toEqual(['9', '6', '4']);
    const averages = (await page.locator('[data-average-metrics]').textContent()) ?? '';
    for (const value of ['70', '45', '95', '300']) expect(averages).toMatch(percent(value, language));
    const hero = (await page.locator('[data-hero-content]').textContent()) ?? '';
    expect(hero).toMatch(new RegExp(`(bis zu|up to|έως)\\s+${percent('75', language).source}`, 'i'));
  }
});

test('the overview grid shows every tag and links to all seven pages in the visitor language', async ({ page }) => {
  await withConsent(page);
  for (const language of languages) {
    await page.goto(address(`/usecase`, language));
    const links = page.locator('[data-industry-grid] [data-industry-link]');
    await expect(links).toHaveCount(industries.length);
    for (const { slug } of industries) {
      const link = page.locator(`[data-industry-grid] [data-industry-link="${slug}"]`);
      await expect(link).toHaveAttribute('href', address(`/usecase/${slug}`, language));
      await expect(link.locator('[data-industry-tag]')).not.toBeEmpty();
    }
    await expect(page.locator('[data-section="cta"], [data-closing-cta]')).toHaveCount(0);
  }
  await page.locator('[data-industry-link="handwerk"]').click();
  await expect(page).toHaveURL('/el/klados/techniki-epangelmata');
  await expect(page.locator('h1')).toBeVisible();
});

test('every industry call to action leads to /termin and /kontakt in the visitor language', async ({ request }) => {
  for (const language of languages) {
    for (const { slug } of industries) {
      const html = await (await request.get(address(`/usecase/${slug}`, language))).text();
      const links = [...html.matchAll(/<a[^>]*data-cta-link="(primary|secondary)"[^>]*>/g)].map((match) => ({
        kind: match[1],
        href: match[0].match(/href="([^"]+)"/)?.[1],
      }));
      expect(links, `${language} ${slug}`).toEqual([
        { kind: 'primary', href: address(`/termin`, language) },
        { kind: 'secondary', href: address(`/kontakt`, language) },
      ]);
    }
  }
});

test.describe('scroll stories', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const { path } of industryScrollPages) {
    test(`${path} has four content steps and caps at step 5`, async ({ page }) => {
      await withConsent(page);
      await page.goto(path);
      await expect(layout(page)).toHaveAttribute('data-section-count', '4');
      await expect(page.locator('[data-step]')).toHaveCount(5);
      await scrollToViewports(page, 1.5 + 0.8 * 3 + 0.1);
      await expect(layout(page)).toHaveAttribute('data-section-index', '4');
      await expect(page.locator('[data-section="testimonials"]')).toHaveAttribute('data-active', 'true');
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
      await expect(layout(page)).toHaveAttribute('data-section-index', '5');
      await expect(layout(page)).toHaveAttribute('data-footer-visible', 'true');
      await expect(page.locator('[data-section="cta"]')).toHaveAttribute('data-active', 'true');
    });
  }
});

async function sectorState(page: Page) {
  return page.locator('[data-sector-layout]').evaluate((root: HTMLElement) => ({ ...root.dataset }));
}

test.describe('the gastronomy sector layout', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the hero becomes a 68 px bar after 50 px; the title gives way to the panel at half a viewport', async ({ page }) => {
    await withConsent(page);
    await page.goto('/usecase/gastronomie');
    const hero = page.locator('.sector-hero');
    expect(await sectorState(page)).toMatchObject({ heroBar: 'false', titleVisible: 'true', panelVisible: 'false' });
    const viewport = page.viewportSize()!;
    expect((await hero.boundingBox())?.height).toBe(viewport.height);

    await page.evaluate(() => window.scrollTo({ top: 50, behavior: 'instant' }));
    await settled(page);
    expect(await sectorState(page)).toMatchObject({ heroBar: 'false' });
    await page.evaluate(() => window.scrollTo({ top: 51, behavior: 'instant' }));
    await expect(page.locator('[data-sector-layout]')).toHaveAttribute('data-hero-bar', 'true');
    await expect.poll(async () => (await hero.boundingBox())?.height).toBe(68);
    await expect(page.locator('[data-sector-title] h1')).toBeVisible();

    const half = Math.ceil(viewport.height / 2);
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), half - 1);
    await settled(page);
    expect(await sectorState(page)).toMatchObject({ titleVisible: 'true', panelVisible: 'false' });
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), half);
    await expect(page.locator('[data-sector-layout]')).toHaveAttribute('data-panel-visible', 'true');
    await expect(page.locator('[data-sector-title]')).toHaveCSS('opacity', '0');
    await expect(page.locator('[data-sector-panel]')).toHaveCSS('opacity', '1');

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(page.locator('[data-sector-layout]')).toHaveAttribute('data-hero-bar', 'false');
    await expect(page.locator('[data-sector-title]')).toHaveCSS('opacity', '1');
  });

  test('the back button goes to the start page of the visitor language by full navigation', async ({ page }) => {
    await withConsent(page);
    for (const [language, home] of [
      ['de', '/'],
      ['en', '/en'],
      ['el', '/el'],
    ] as const) {
      await page.goto(address(`/usecase/gastronomie`, language));
      const back = page.locator('[data-back-link]');
      await expect(back).toHaveText({ de: 'Zurück zur Startseite', en: /home page/i, el: /αρχική/i }[language]);
      await expect(back).toHaveAttribute('href', home);
    }
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    await page.locator('[data-back-link]').click();
    await expect(page).toHaveURL('/el');
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBeUndefined();
  });

  test('the cost example shows both columns, their totals and the savings', async ({ page }) => {
    await withConsent(page);
    await page.goto('/usecase/gastronomie');
    await expect(page.locator('[data-cost-total]')).toHaveText([/8\.300\s€/, /3\.110\s€/]);
    await expect(page.locator('[data-savings-monthly]')).toContainText(/5\.190\s€/);
    await expect(page.locator('[data-savings-yearly]')).toContainText(/62\.280\s€/);
    await expect(page.locator('[data-claim="roi"]')).toContainText(/167\s%/);
    await expect(page.locator('[data-claim="revenue"]')).toContainText(/\+32\s%/);
  });

  test('the mobile layout applies at 768 px and less', async ({ page }) => {
    await withConsent(page);
    const columns = () =>
      page.locator('[data-sector-grid="features"]').evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
    await page.setViewportSize({ width: 769, height: 900 });
    await page.goto('/usecase/gastronomie');
    expect(await columns()).toBe(2);
    await page.setViewportSize({ width: 768, height: 900 });
    expect(await columns()).toBe(1);
  });
});

test.describe('accessibility of the industry pages', () => {
  test.use({ reducedMotion: 'reduce' });
  test.describe.configure({ timeout: 120_000 });

  for (const language of languages) {
    test(`no axe violations on the eight pages in ${language}`, async ({ page }) => {
      await withConsent(page);
      for (const path of ['/usecase', ...industries.map(({ slug }) => `/usecase/${slug}`)]) {
        await page.goto(address(path, language));
        const steps = language === 'de' ? [1.55, 2.35, 3.15, 3.95] : [2.35];
        if (await layout(page).count()) {
          for (const viewports of steps) {
            await scrollToViewports(page, viewports);
            expect(await axeViolations(page), `${path} at ${viewports} vh`).toEqual([]);
          }
          await scrollToCallToAction(page);
        } else if (path.endsWith('gastronomie')) {
          expect(await axeViolations(page), `${path} at the top`).toEqual([]);
          await scrollToViewports(page, 0.6);
        }
        expect(await axeViolations(page), `${language} ${path}`).toEqual([]);
      }
    });
  }
});
