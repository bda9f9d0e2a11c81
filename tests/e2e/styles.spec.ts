import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from './test';

/** The built CSS: the files of the build. */
function builtCss(): string {
  const folder = path.join(process.cwd(), '.next', 'static', 'chunks');
  return readdirSync(folder)
    .filter((name) => name.endsWith('.css'))
    .map((name) => readFileSync(path.join(folder, name), 'utf8'))
    .join('\n');
}

/** The declarations of the `.glass` rule (the frosted surfaces: glass panel, cookie banner, toasts). */
const glassRule = (css: string) => css.match(/\.glass\{([^}]*)/)?.[1] ?? '';

/** The style sheets a page links to, as the server sends them. */
async function linkedCss(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(path)).text();
  const hrefs = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(([, href]) => href!);
  expect(hrefs.length, `${path} links a style sheet`).toBeGreaterThan(0);
  return (await Promise.all(hrefs.map(async (href) => (await request.get(href)).text()))).join('\n');
}

test('the glass look keeps the standard backdrop-filter next to the prefixed one, with a solid fallback', async ({ request }) => {
  for (const css of [builtCss(), await linkedCss(request, '/')]) {
    const rule = glassRule(css);
    expect(rule).toMatch(/(^|;)backdrop-filter:blur\(22px\)/);
    expect(rule).toMatch(/-webkit-backdrop-filter:blur\(22px\)/);
    // Where neither form is supported, the glass is near-opaque (Lightning CSS spells out both forms in the condition).
    const fallback = css.match(/@supports not ([^{]*)\{\.glass\{([^}]*)/);
    expect(fallback?.[1]).toMatch(/(^|[ (])backdrop-filter:blur\(1px\)/);
    expect(fallback?.[2]).toMatch(/background:linear-gradient\(160deg,#161e38f7,#080c1afa\)/);
  }
});

test('the glass is drawn blurred in Chromium', async ({ page }) => {
  await page.goto('/');
  const filter = await page.locator('[data-cookie-banner]').evaluate((element) => getComputedStyle(element).backdropFilter);
  expect(filter).toContain('blur(22px)');
});

test('no animation runs forever, and none while the page loads: the scroll hint waits three seconds, hops three times and rests', async ({
  page,
}) => {
  for (const path of ['/en/contact', '/usecase/gastronomie', '/agb']) {
    await page.goto(path);
    const endless = () =>
      page.evaluate(() =>
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations === Infinity)
          .map((animation) => (animation as CSSAnimation).animationName ?? 'script animation'),
      );
    expect(await endless(), path).toEqual([]);
  }
  // While the page loads the arrow rests: at the load event its animation is still in its delay
  // (read at that moment in the page, however long the test itself takes afterwards).
  await page.addInitScript(() =>
    addEventListener('load', () => {
      const arrow = document.querySelector('.scroll-hint-arrow')!;
      const [animation] = arrow.getAnimations();
      (window as unknown as { hintAtLoad: unknown }).hintAtLoad = animation
        ? { progress: animation.effect!.getComputedTiming().progress, transform: getComputedStyle(arrow).transform }
        : null;
    }),
  );
  await page.goto('/en/contact');
  expect(await page.evaluate(() => (window as unknown as { hintAtLoad: unknown }).hintAtLoad)).toEqual({
    progress: null,
    transform: 'none',
  });
  const arrow = page.locator('.scroll-hint-arrow');
  await expect(arrow).toBeVisible();
  const hop = () => arrow.evaluate((element) => element.getAnimations()[0]?.effect!.getComputedTiming().progress ?? null);
  // Then it hops (its progress runs), and after three hops of a second nothing moves on a page left alone.
  await expect.poll(hop, { timeout: 5_000 }).not.toBeNull();
  await expect.poll(() => page.evaluate(() => document.getAnimations().length), { timeout: 6_000 }).toBe(0);
});

test('the scroll hint stops once the visitor scrolls', async ({ page }) => {
  await page.goto('/en/contact');
  const arrow = page.locator('.scroll-hint-arrow');
  await expect.poll(() => arrow.evaluate((element) => element.getAnimations().length)).toBe(1);
  await page.mouse.wheel(0, 600);
  await expect(page.locator('[data-hero-shrunk]')).toHaveAttribute('data-hero-shrunk', 'true');
  expect(await arrow.evaluate((element) => element.getAnimations().length)).toBe(0);
});
