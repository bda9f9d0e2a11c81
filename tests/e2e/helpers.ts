import { expect, type Locator, type Page } from './test';
import { localizePathname } from '../../src/i18n/negotiate';
import { computeSectionIndex } from '../../src/lib/scroll-math';

const languageOfPrefix = { '': 'de', '/en': 'en', '/el': 'el' } as const;

/** The address of a page under a language prefix ('', '/en', '/el'), in that language's words (/en/contact). */
export const localized = (prefix: string, path: string) =>
  localizePathname(path, languageOfPrefix[prefix as keyof typeof languageOfPrefix]);

/** Stores a consent choice before the page loads so the cookie banner stays closed. */
export async function withConsent(page: Page) {
  await page.addInitScript(() => {
    window.localStorage.setItem(
      'cookieConsent',
      JSON.stringify({ accepted: true, analytics: false, marketing: false, timestamp: Date.now() }),
    );
  });
}

/** Scrolls the window to a multiple of the viewport height and waits for the layout to follow. */
export async function scrollToViewports(page: Page, viewports: number) {
  const position = await page.evaluate((v) => {
    window.scrollTo({ top: v * window.innerHeight, behavior: 'instant' });
    const root = document.querySelector<HTMLElement>('[data-scroll-layout]');
    return { scrollY: window.scrollY, height: window.innerHeight, sections: root ? Number(root.dataset.sectionCount) : null };
  }, viewports);
  if (position.sections === null) return;
  // Until the page has hydrated, its layout does not follow the scroll yet.
  const expected = String(computeSectionIndex(position.scrollY, position.height, position.sections));
  await expect(layout(page)).toHaveAttribute('data-section-index', expected);
  await settled(page);
}

export const layout = (page: Page) => page.locator('[data-scroll-layout]');

/**
 * Two animation frames: scroll handlers have run and their result is drawn. Headless Chromium on a
 * loaded machine at times draws no frame for minutes (seen in CI, with and without the intent loader):
 * after a second without one the wait ends, and the assertions that follow decide.
 */
export async function nextFrames(page: Page) {
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
        setTimeout(resolve, 1000);
      }),
  );
}

/**
 * Waits until the page has drawn what its last change set off: two animation frames (scroll handlers
 * run and their result painted), then every finite animation and transition that is running has ended
 * (at most 5 s: the longest, a step's 1.2 s with its cards' delays, ends within about 2 s).
 * Use it instead of a fixed pause before asserting that something did not happen, or before axe reads colours.
 */
export async function settled(page: Page) {
  await nextFrames(page);
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    const ended = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 5000))]);
  });
}

/**
 * Brings an element of the current step into the panel's clear area by scrolling the step itself,
 * before a click. Otherwise Playwright scrolls it into view: when its first hit test fails (the
 * step still fading in under load, the floating button over the panel's foot), it retries with the
 * element aligned to the window's centre, end or start, which scrolls the window (1920 → 1810 px)
 * and steps the scroll story back, so the click lands on a step that is leaving.
 */
export async function revealInStep(target: Locator) {
  await target.evaluate((element) => {
    const step = element.closest<HTMLElement>('[data-step]');
    if (!step) return;
    const box = element.getBoundingClientRect();
    const frame = step.getBoundingClientRect();
    // The step's bottom padding keeps its last lines clear of the floating contact button.
    const clearBottom = frame.bottom - parseFloat(getComputedStyle(step).paddingBottom);
    if (box.top < frame.top) step.scrollTop -= frame.top - box.top;
    else if (box.bottom > clearBottom) step.scrollTop += box.bottom - clearBottom;
  });
  await settled(target.page());
}

/** Scrolls a scroll page to its call-to-action step, whatever number of sections precedes it. */
export async function scrollToCallToAction(page: Page) {
  const sections = Number(await layout(page).getAttribute('data-section-count'));
  await scrollToViewports(page, 1.5 + 0.8 * sections + 0.1);
}

export type ContactFields = { name: string; company: string; email: string; phone: string; inquiry: string; comment: string };

/** Fills in every field of the contact form (its submit button is left to the test). */
export async function fillContactForm(form: Locator, fields: ContactFields) {
  await form.locator('input[name="name"]').fill(fields.name);
  await form.locator('input[name="company"]').fill(fields.company);
  await form.locator('input[name="email"]').fill(fields.email);
  await form.locator('input[name="phone"]').fill(fields.phone);
  await form.locator('select[name="inquiry"]').selectOption(fields.inquiry);
  await form.locator('textarea[name="comment"]').fill(fields.comment);
}
