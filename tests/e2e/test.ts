import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

const pointerAtOne = new WeakSet<Page>();

/**
 * A prerendered page starts its JavaScript when the visitor first acts (scripts/intent-loader.mjs):
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

/**
 * Playwright's `test` whose `page.goto` and `page.reload` return once the page is usable: loaded
 * and, with JavaScript on, hydrated (decision 031: the scripts start on the visitor's first sign).
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled) {
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
  },
});
