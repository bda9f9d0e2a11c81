import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/** Until React has hydrated a page of the site, its buttons do nothing (components/layout/hydration-mark.tsx). */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => !document.querySelector('[data-site-header]') || document.documentElement.hasAttribute('data-hydrated'));
}

/**
 * Playwright's `test` whose `page.goto` and `page.reload` return once the page is usable: loaded
 * and, with JavaScript on, hydrated. The scripts load after the first paint (decision 015), after
 * the load event that Playwright waits for by default.
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
