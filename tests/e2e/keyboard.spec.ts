import { expect, test, type Page } from './test';
import { layout, withConsent } from './helpers';

type Stop = { label: string; inMain: boolean; inFooter: boolean; heroCta: boolean; problem: string | null; sectionIndex: string | null };

/** Where focus is now, and whether a sighted keyboard user can see it there. */
function focusStop(page: Page): Promise<Stop> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body)
      return { label: 'body', inMain: false, inFooter: false, heroCta: false, problem: null, sectionIndex: null };
    const label = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const box = element.getBoundingClientRect();
    let problem: string | null = null;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) problem = 'not shown';
    else if (box.width === 0 || box.height === 0) problem = 'has no size';
    else if (box.bottom <= 0 || box.top >= window.innerHeight || box.right <= 0 || box.left >= window.innerWidth) problem = 'off screen';
    else {
      // Something else drawn over its visible part (a panel, the footer, a banner)?
      const x = (Math.max(box.left, 0) + Math.min(box.right, window.innerWidth)) / 2;
      const y = (Math.max(box.top, 0) + Math.min(box.bottom, window.innerHeight)) / 2;
      const top = document.elementFromPoint(x, y);
      if (top && !element.contains(top) && !top.contains(element))
        problem = `covered by ${top.tagName.toLowerCase()}.${top.className.toString().slice(0, 30)}`;
      else if (getComputedStyle(element).outlineStyle === 'none' && getComputedStyle(element).boxShadow === 'none')
        problem = 'no focus ring';
    }
    return {
      label,
      inMain: Boolean(element.closest('main')),
      inFooter: Boolean(element.closest('[data-site-footer]')),
      heroCta: element.hasAttribute('data-hero-cta'),
      problem,
      sectionIndex: document.querySelector<HTMLElement>('[data-scroll-layout]')?.dataset.sectionIndex ?? null,
    };
  });
}

/** Presses Tab from the top of the page until focus reaches the footer; every stop on the way. */
async function tabToFooter(page: Page, limit = 120) {
  const stops: Stop[] = [];
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press('Tab');
    const stop = await focusStop(page);
    stops.push(stop);
    if (stop.inFooter) break;
  }
  return stops;
}

const pageTypes = {
  'home (scroll story)': '',
  'subpage (scroll story)': '/services/voiceagent',
  'industry page': '/usecase/handwerk',
  'sector page': '/usecase/gastronomie',
  'contact page': '/kontakt',
  'legal page': '/impressum',
};

/** Pages with few controls: the legal text has its links, the sector page its way back and two calls to action. */
const leastStopsInMain: Record<string, number> = { 'legal page': 1, 'sector page': 3 };

for (const [language, prefix] of [
  ['de', ''],
  ['en', '/en'],
  ['el', '/el'],
] as const) {
  for (const [type, path] of Object.entries(pageTypes)) {
    test(`${language} ${type}: Tab alone reaches the content in order, each stop visible with a ring`, async ({ page }) => {
      await withConsent(page);
      await page.goto(`${prefix}${path}` || '/');
      await expect(page.locator('h1')).toBeVisible();
      const stops = await tabToFooter(page);
      expect(stops.at(-1)?.inFooter, 'focus reaches the footer').toBe(true);
      expect(stops.filter((stop) => stop.problem).map((stop) => `${stop.label}: ${stop.problem}`)).toEqual([]);
      expect(stops.filter((stop) => stop.inMain).length).toBeGreaterThanOrEqual(leastStopsInMain[type] ?? 5);
      if (type.includes('scroll story')) {
        expect(stops.some((stop) => stop.heroCta)).toBe(true);
        // The story moved forward with the focus, one section after another.
        const indexes = stops.map((stop) => Number(stop.sectionIndex ?? 0));
        expect(Math.max(...indexes)).toBe(Number(await layout(page).getAttribute('data-section-count')) + 1);
      }
    });
  }
}

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('Tab walks the home page story forwards, Shift+Tab brings the earlier sections back', async ({ page }) => {
    await withConsent(page);
    await page.goto('/en');
    const forward = await tabToFooter(page);
    expect(forward.filter((stop) => stop.problem).map((stop) => `${stop.label}: ${stop.problem}`)).toEqual([]);
    const backward: Stop[] = [];
    for (let press = 0; press < 200; press++) {
      await page.keyboard.press('Shift+Tab');
      const stop = await focusStop(page);
      backward.push(stop);
      if (stop.heroCta) break;
    }
    expect(backward.at(-1)?.heroCta).toBe(true);
    expect(backward.filter((stop) => stop.problem).map((stop) => `${stop.label}: ${stop.problem}`)).toEqual([]);
    await expect(layout(page)).toHaveAttribute('data-section-index', '0');
  });
});

test('the check would catch focus on something not shown', async ({ page }) => {
  await page.setContent('<button style="opacity:0">hidden</button><button>shown</button>');
  await page.keyboard.press('Tab');
  expect((await focusStop(page)).problem).toBe('not shown');
});

test('the hero call to action lies in the first screen of a phone and a laptop, clear of the cookie banner', async ({ page }) => {
  for (const path of ['/', '/en', '/el', '/services/chatagent', '/el/klados/akinita']) {
    // Opened once, measured at a phone's size and at a laptop's: at the top of a page the hero and the
    // cookie banner follow the window's size by CSS alone.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      const cta = page.locator('[data-hero-cta]');
      await expect(cta).toBeVisible();
      const box = (await cta.boundingBox())!;
      const banner = (await page.locator('[data-cookie-banner]').boundingBox())!;
      expect(box.y + box.height, `${path} at ${viewport.width} px`).toBeLessThanOrEqual(Math.min(viewport.height, banner.y));
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    }
  }
});

test('once it appears, the header offers a compact call to action', async ({ page }) => {
  await withConsent(page);
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/el');
  await page.evaluate(() => window.scrollTo({ top: 200, behavior: 'instant' }));
  const cta = page.locator('[data-site-header] [data-header-cta]');
  await expect(cta).toBeVisible();
  await expect(cta).toHaveAccessibleName('Κλείστε ραντεβού');
  await expect(cta).toHaveAttribute('href', /\/el\//);
});
