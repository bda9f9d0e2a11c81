import { expect, test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

const pointerAtOne = new WeakSet<Page>();

/**
 * A prerendered page starts its JavaScript when the visitor first acts (build/intent-loader.ts):
 * the mouse moves in, as a visitor's would, and React hydrates the page; until then a button clicked
 * before React ran is clicked again once it has (components/layout/hydration-mark.tsx).
 */
async function waitForHydration(page: Page) {
  // A move to where the pointer already is sends no event: each page's pointer steps between two points.
  const x = pointerAtOne.has(page) ? 2 : 1;
  if (x === 1) pointerAtOne.add(page);
  else pointerAtOne.delete(page);
  await page.mouse.move(x, 1);
  await page.waitForFunction(() => !document.querySelector('[data-site-header]') || document.documentElement.hasAttribute('data-hydrated'));
}

/** The hero video's files (src/content/home.ts). */
const HERO_VIDEO = /\/media\/hero\.(webm|mp4)$/;

/** Chromium reports every Content-Security-Policy violation of a page or its frames on the console. */
export const POLICY_VIOLATION = /Content[- ]Security[- ]Policy/i;

/**
 * Playwright's `test` whose `page.goto` and `page.reload` return once the page is usable: loaded
 * and, with JavaScript on, hydrated (decision 031: the scripts start on the visitor's first sign).
 * Every test also checks that nothing it opened broke the page's script policy: a test that causes a
 * violation on purpose says so with `test.use({ policyViolationsExpected: true })`.
 */
export const test = base.extend<{ policyViolationsExpected: boolean; awaitReact: boolean }>({
  policyViolationsExpected: [false, { option: true }],
  // A test of what answers before React runs says so with `test.use({ awaitReact: false })`: its page.goto
  // returns at the load event, without a move of the mouse.
  awaitReact: [true, { option: true }],
  page: async ({ page, javaScriptEnabled, policyViolationsExpected, awaitReact }, provide) => {
    const violations: string[] = [];
    // The home page's hero video (requested after load, decorative, looped) kept a core of the two busy
    // for as long as a test stayed on the page; no test looks at it, so it is not served. The page
    // keeps its poster, as when the video cannot load.
    await page.route(HERO_VIDEO, (route) => route.abort());
    page.on('console', (message) => {
      if (POLICY_VIOLATION.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
    });
    if (javaScriptEnabled && awaitReact) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        if ((args[1]?.waitUntil ?? 'load') !== 'commit') await waitForHydration(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await waitForHydration(page);
        return response;
      };
    }
    await provide(page);
    if (!policyViolationsExpected) expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});
