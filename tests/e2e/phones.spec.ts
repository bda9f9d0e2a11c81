import { expect, test, type Page } from './test';
import { nextFrames, withConsent } from './helpers';
import { defaultLocale, locales } from '../../src/i18n/locales';
import { localeFromPathname } from '../../src/i18n/negotiate';

/**
 * What a phone shows at one scroll position: the page wider than the screen, links and buttons
 * that leave the screen or cut their own text; and which controls lie under the floating contact
 * button and which are clear of it (by their place in the document).
 */
function phoneView(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const covered: Record<number, string> = {};
    const clear: number[] = [];
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth > width + 1) found.push(`page is ${document.documentElement.scrollWidth} px wide`);
    const floating = document.querySelector('[data-floating-contact]')?.getBoundingClientRect();
    // A label for screen readers only (Tailwind's sr-only: clipped to nothing).
    const visuallyHidden = (element: Element, within: Element) => {
      for (let current: Element | null = element; current && within.contains(current); current = current.parentElement)
        if (getComputedStyle(current).clipPath !== 'none') return true;
      return false;
    };
    // The part of a box that is drawn: scrolling and clipping ancestors cut it.
    const drawnBox = (element: Element) => {
      const box = element.getBoundingClientRect();
      let [left, top, right, bottom] = [box.left, box.top, box.right, box.bottom];
      for (let current = element.parentElement; current; current = current.parentElement) {
        const style = getComputedStyle(current);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const clip = current.getBoundingClientRect();
        [left, top, right, bottom] = [
          Math.max(left, clip.left),
          Math.max(top, clip.top),
          Math.min(right, clip.right),
          Math.min(bottom, clip.bottom),
        ];
      }
      return { left, top, right, bottom };
    };
    const name = (element: Element) =>
      (element.textContent ?? '').trim().slice(0, 40) || element.getAttribute('aria-label') || element.tagName;
    for (const [index, control] of document.querySelectorAll<HTMLElement>('a[href], button, [role="button"]').entries()) {
      if (!control.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.bottom < 0 || box.top > window.innerHeight) continue;
      if (control.closest('[data-floating-contact], .sr-only')) continue;
      if (box.left < -1 || box.right > width + 1)
        found.push(`"${name(control)}" leaves the screen (${Math.round(box.left)}–${Math.round(box.right)})`);
      // Its visible text (a label only for screen readers is clipped on purpose) inside its box?
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || visuallyHidden(node.parentElement!, control)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const text = range.getBoundingClientRect();
        if (text.width > 0 && (text.left < box.left - 1 || text.right > box.right + 1)) {
          found.push(`"${name(control)}" cuts its text`);
          break;
        }
      }
      if (control.scrollWidth > control.clientWidth + 1 && getComputedStyle(control).overflowX !== 'visible') {
        found.push(`"${name(control)}" clips its text`);
      }
      // Only the drawn part of a control (not what a scrolling panel clips away) can be covered.
      const drawn = drawnBox(control);
      const isCovered =
        floating &&
        drawn.right > floating.left + 4 &&
        drawn.left < floating.right - 4 &&
        drawn.bottom > floating.top + 4 &&
        drawn.top < floating.bottom - 4 &&
        document
          .elementFromPoint(
            (Math.max(drawn.left, floating.left) + Math.min(drawn.right, floating.right)) / 2,
            (Math.max(drawn.top, floating.top) + Math.min(drawn.bottom, floating.bottom)) / 2,
          )
          ?.closest('[data-floating-contact]');
      if (isCovered) covered[index] = name(control);
      else clear.push(index);
    }
    return { found, covered, clear };
  });
}

const phoneProblems = async (page: Page) => (await phoneView(page)).found;

/**
 * Scrolls a page from top to bottom in steps of 0.7 screens and collects what is wrong on the way.
 * Content scrolls under the floating button; a control that never comes clear of it is wrong.
 */
async function walk(page: Page, path: string) {
  const found = new Set<string>();
  const covered = new Map<number, string>();
  const clear = new Set<number>();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const screen = page.viewportSize()!.height;
  for (let top = 0; ; top += Math.round(screen * 0.7)) {
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), Math.min(top, height));
    // Two frames for the scroll story to follow, then its step transitions (1.2 s, none with reduced motion).
    await nextFrames(page);
    const view = await phoneView(page);
    for (const problem of view.found) found.add(`${path} @${top}: ${problem}`);
    for (const [index, label] of Object.entries(view.covered)) covered.set(Number(index), `${label} @${top}`);
    for (const index of view.clear) clear.add(index);
    if (top >= height - screen) break;
  }
  for (const [index, label] of covered) if (!clear.has(index)) found.add(`${path}: "${label}" never comes clear of the floating button`);
  return [...found];
}

/** The common phone widths besides 320 px, at which every page is also laid out. */
const OTHER_WIDTHS = [360, 375, 390, 412];

async function sitemapPaths(page: Page) {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

test.describe('phones', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });

  // Every page on the narrowest screen the site works on (320 px): page content has one layout below
  // 640 px, so what fits at 320 fits a 360 or 390 px phone. Only the header changes within that range
  // (at 380 and 480 px): the widest pages are also walked at 390 px below, and every page, once walked, is
  // laid out at the other common phone widths: the layout is CSS, which a resized window applies as a fresh
  // load at that width would.
  for (const language of locales) {
    test(`every ${language} page at 320 px, top to bottom: nothing wider than the screen, cut or covered; nothing wider than ${OTHER_WIDTHS.join(', ')} px`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await withConsent(page);
      const paths = (await sitemapPaths(page)).filter((path) => (localeFromPathname(path) ?? defaultLocale) === language);
      expect(paths.length).toBeGreaterThan(20);
      const found: string[] = [];
      for (const path of paths) {
        await page.setViewportSize({ width: 320, height: 740 });
        await page.goto(path);
        found.push(...(await walk(page, path)));
        for (const width of OTHER_WIDTHS) {
          await page.setViewportSize({ width, height: 780 });
          const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
          if (pageWidth > width) found.push(`${path} at ${width} px: ${pageWidth} px`);
        }
      }
      expect(found).toEqual([]);
    });
  }

  for (const width of [320, 390]) {
    test(`the widest pages fit ${width} px, the first-visit banner included`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 740 });
      for (const path of [
        '/usecase/gastronomie',
        '/el/klados/estiasi',
        '/el/klados/logistika-grafeia',
        '/el',
        '/kontakt',
        '/el/rantevou',
      ]) {
        await page.goto(path);
        expect(await phoneProblems(page), `${path} with the banner`).toEqual([]);
        await page.locator('[data-consent-reject]').click();
        // At 320 px the sweep above walks every page without the banner.
        if (width !== 320) expect(await walk(page, path)).toEqual([]);
        await page.evaluate(() => localStorage.clear());
      }
    });
  }
});

test('the check finds a page wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.setContent(
    '<!doctype html><meta name="viewport" content="width=device-width"><a href="#" style="display:inline-block;width:500px">wide</a>',
  );
  expect((await phoneProblems(page)).join()).toContain('leaves the screen');
});
