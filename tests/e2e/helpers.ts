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
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

export const layout = (page: Page) => page.locator('[data-scroll-layout]');

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
