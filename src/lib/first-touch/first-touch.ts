import { PRIMARY_LANGUAGE_LOCALES, TIME_ZONE_LOCALES } from '@/i18n/detect';
import { defaultLocale, LANGUAGE_COOKIE_MAX_AGE_S, LANGUAGE_STORAGE_KEY, locales } from '@/i18n/locales';
import { CONSENT_CHANGED_EVENT, CONSENT_STORAGE_KEY } from '../consent';
import { LANGUAGE_ANNOUNCE_MS, LANGUAGE_SCROLL_RESTORE_MS } from '../constants/interaction';
import { HEADER_SCROLL_THRESHOLD_PX } from '../constants/layout';
import { LANGUAGE_CHANGED_EVENT, LANGUAGE_SWITCH_KEY } from '../language-switch';
import { inlineScript } from './inline-script';

/** What the script needs to know; the same on every page, so it has one hash for the script policy. */
type FirstTouchConfig = {
  consentKey: string;
  consentChangedEvent: string;
  languageKey: string;
  cookieMaxAge: number;
  locales: readonly string[];
  defaultLocale: string;
  primaryLanguages: Readonly<Record<string, string>>;
  timeZones: Readonly<Record<string, string>>;
  /** sessionStorage key: the unprefixed address this tab was already sent on from, so a refused cookie cannot loop. */
  redirectKey: string;
  /** How long the page stays hidden while it moves to the visitor's language before it shows anyway. */
  hideMs: number;
  headerThreshold: number;
  switchKey: string;
  languageChangedEvent: string;
  restoreMs: number;
  announceMs: number;
};

type Consent = { accepted: boolean; analytics: boolean; marketing: boolean; timestamp: number };

/**
 * What a visitor meets first, answered from the first frame whatever React is doing
 * (docs/decisions/034-first-touch-without-react.md). It runs in the head of every page, before the
 * first paint; the markup is the server's, and native elements do what they can (the menu is a
 * `<dialog>` opened by `commandfor`, the language list a `popover`, the FAQ `<details>`, links and
 * forms). This script adds what HTML has no element for. It only sets attributes and properties of
 * the server's markup and adds elements at the end of the body, so React hydrates the same tree
 * whenever it starts, and no control answers twice.
 *
 * - A stored cookie choice marks `<html data-consent="stored">`: the banner never shows again.
 * - The visitor's language without waiting for a first act: a stored choice (localStorage, mirrored to
 *   the cookie the server reads), else on a first visit to an unprefixed (German) address the browser's
 *   languages, then the time zone, else German. A language other than the page's moves the visitor by
 *   asking for the same address again with the cookie set: the server's negotiation answers with the
 *   page in that language (src/proxy.ts), so the address table lives in one place. The page stays
 *   hidden while it moves. A prefixed address is never moved: an explicit address wins.
 * - The header shows once the page has scrolled past its threshold.
 * - The cookie banner: the settings show the categories, each choice is stored at once, the footer's
 *   cookie settings open it again with the stored choice (CONSENT_CHANGED_EVENT tells the page).
 * - Dialogs: `commandfor` where the browser lacks it, a click outside closes where `closedby` is
 *   missing, and a link in the menu closes it (after React, links navigate without a new page).
 * - The language lists: each option links to this page in its language (the page's own alternates),
 *   the open list's options are the page's `data-language-option`s, a choice is stored before the
 *   visitor leaves, and the next page restores scroll and hash after a moment, announces the
 *   language and fires the languageChanged event.
 */
function firstTouch(c: FirstTouchConfig): void {
  const doc = document;
  const root = doc.documentElement;
  const remember = (storage: Storage, key: string, value: string) => {
    try {
      storage.setItem(key, value);
    } catch {
      // Private mode without storage: the choice holds for this page view, the cookie carries a language.
    }
  };
  const recall = (storage: () => Storage, key: string) => {
    try {
      return storage().getItem(key);
    } catch {
      return null;
    }
  };
  const cookieLanguage = () => {
    const match = doc.cookie.split(/;\s*/).filter((part) => part.indexOf(c.languageKey + '=') === 0)[0];
    return match ? match.slice(c.languageKey.length + 1) : null;
  };
  const storeLanguage = (locale: string) => {
    remember(localStorage, c.languageKey, locale);
    doc.cookie =
      c.languageKey +
      '=' +
      locale +
      '; Path=/; Max-Age=' +
      c.cookieMaxAge +
      '; SameSite=Lax' +
      (location.protocol === 'https:' ? '; Secure' : '');
  };

  // The stored cookie choice.
  try {
    const consent = JSON.parse(recall(() => localStorage, c.consentKey) || 'null');
    if (consent && typeof consent.accepted === 'boolean') root.dataset.consent = 'stored';
  } catch {
    // An unreadable choice: the banner asks again.
  }

  // The visitor's language.
  const valid = (value: unknown): value is string => typeof value === 'string' && c.locales.indexOf(value) !== -1;
  const stored = recall(() => localStorage, c.languageKey);
  const cookie = cookieLanguage();
  const unprefixed = !c.locales.some(
    (locale) => locale !== c.defaultLocale && (location.pathname === '/' + locale || location.pathname.indexOf('/' + locale + '/') === 0),
  );
  let wanted: string | null = null;
  if (valid(stored)) {
    if (cookie !== stored) storeLanguage(stored);
    wanted = stored;
  } else if (valid(cookie)) {
    remember(localStorage, c.languageKey, cookie);
    wanted = cookie;
  } else if (unprefixed) {
    let fromBrowser: string | null = null;
    for (const tag of navigator.languages || [navigator.language]) {
      fromBrowser = c.primaryLanguages[String(tag).trim().toLowerCase().split(/[-_]/)[0] ?? ''] || null;
      if (fromBrowser) break;
    }
    let zone: string | null = null;
    // The time zone is read only when the browser's languages do not decide: its first lookup loads zone data.
    if (!fromBrowser) {
      try {
        zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      } catch {
        zone = null;
      }
    }
    wanted = fromBrowser || (zone && c.timeZones[zone]) || c.defaultLocale;
    storeLanguage(wanted);
  }
  if (unprefixed && wanted && wanted !== root.lang) {
    const sentAlready = recall(() => sessionStorage, c.redirectKey) === location.pathname;
    remember(sessionStorage, c.redirectKey, location.pathname);
    // Without session storage, or with the cookie refused, a move could loop: stay.
    if (!sentAlready && recall(() => sessionStorage, c.redirectKey) === location.pathname && cookieLanguage() === wanted) {
      root.style.visibility = 'hidden';
      setTimeout(() => (root.style.visibility = ''), c.hideMs);
      location.replace(location.href);
      return;
    }
  }

  const closest = (event: Event, selector: string) => {
    const target = event.target;
    return target instanceof Element ? target.closest<HTMLElement>(selector) : null;
  };

  // The header, once the page has scrolled.
  let frame = 0;
  const showHeader = () => {
    frame = 0;
    doc.querySelector('[data-site-header]')?.setAttribute('data-visible', String(window.scrollY > c.headerThreshold));
  };
  addEventListener('scroll', () => (frame ||= requestAnimationFrame(showHeader)), { passive: true });

  // The cookie banner.
  const banner = () => doc.querySelector<HTMLElement>('[data-cookie-banner]');
  const category = (name: string) => doc.getElementById('consent-' + name) as HTMLInputElement | null;
  let reopenedFrom: HTMLElement | null = null;
  const finish = (consent: Consent) => {
    remember(localStorage, c.consentKey, JSON.stringify(consent));
    root.setAttribute('data-consent', 'stored');
    const from = reopenedFrom;
    reopenedFrom = null;
    if (banner()?.contains(doc.activeElement)) (from || doc.getElementById('main'))?.focus({ preventScroll: true });
    dispatchEvent(new CustomEvent(c.consentChangedEvent, { detail: { ...consent, reopened: from !== null } }));
  };
  const choice = (accepted: boolean, analytics: boolean, marketing: boolean): Consent => ({
    accepted,
    analytics,
    marketing,
    timestamp: Date.now(),
  });
  doc.addEventListener('click', (event) => {
    if (closest(event, '[data-consent-settings]')) {
      banner()?.setAttribute('data-detailed', '');
      category('analytics')?.focus();
    } else if (closest(event, '[data-consent-reject]')) finish(choice(false, false, false));
    else if (closest(event, '[data-consent-accept-all]')) finish(choice(true, true, true));
    else if (closest(event, '[data-consent-save]'))
      finish(choice(true, !!category('analytics')?.checked, !!category('marketing')?.checked));
    else {
      const opener = closest(event, '[data-cookie-settings]');
      if (!opener) return;
      let previous: Partial<Consent> | null = null;
      try {
        previous = JSON.parse(recall(() => localStorage, c.consentKey) || 'null');
      } catch {
        previous = null;
      }
      const analytics = category('analytics');
      const marketing = category('marketing');
      if (analytics) analytics.checked = !!previous?.analytics;
      if (marketing) marketing.checked = !!previous?.marketing;
      reopenedFrom = opener;
      banner()?.setAttribute('data-detailed', '');
      root.removeAttribute('data-consent');
      analytics?.focus({ preventScroll: true });
    }
  });

  // Dialogs: invoker commands and light dismiss where the browser lacks them, and the menu closes on a link.
  const dialogOf = (element: Element | null) => (element instanceof HTMLDialogElement ? element : null);
  if (!('commandForElement' in HTMLButtonElement.prototype)) {
    doc.addEventListener('click', (event) => {
      const button = closest(event, 'button[commandfor]');
      const dialog = dialogOf(button && doc.getElementById(button.getAttribute('commandfor') || ''));
      if (!button || !dialog) return;
      const command = button.getAttribute('command');
      if (command === 'show-modal' && !dialog.open) dialog.showModal();
      else if (command === 'close') dialog.close();
    });
  }
  const lightDismissMissing = !('closedBy' in HTMLDialogElement.prototype);
  doc.addEventListener('click', (event) => {
    const link = closest(event, 'dialog[data-site-menu] a[href]');
    if (link) dialogOf(link.closest('dialog'))?.close();
    const dialog = dialogOf(event.target as Element);
    if (lightDismissMissing && dialog?.open && dialog.getAttribute('closedby') === 'any') {
      const box = dialog.getBoundingClientRect();
      const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
      if (!inside) dialog.close();
    }
  });

  // Languages: each option links to this page in its language, and a choice is stored before leaving.
  const alternate = (language: string) => {
    const link = doc.querySelector<HTMLLinkElement>('link[rel="alternate"][hreflang="' + language + '"]');
    return link ? new URL(link.href).pathname + location.search : null;
  };
  const pointOptions = () => {
    for (const option of doc.querySelectorAll<HTMLAnchorElement>('a[data-language]')) {
      const address = alternate(option.getAttribute('data-language') || '');
      if (address) option.setAttribute('href', address);
    }
  };
  // The options of the list that is open are the page's language options (`data-language-option`).
  doc.addEventListener(
    'beforetoggle',
    (event) => {
      const list = event.target;
      if (!(list instanceof Element) || !list.matches('[data-language-menu]')) return;
      pointOptions();
      const opening = (event as Event & { newState?: string }).newState === 'open';
      for (const option of list.querySelectorAll('a[data-language]')) {
        if (opening) option.setAttribute('data-language-option', option.getAttribute('data-language') || '');
        else option.removeAttribute('data-language-option');
      }
    },
    true,
  );
  doc.addEventListener('click', (event) => {
    const option = closest(event, 'a[data-language]');
    if (!option) return;
    const language = option.getAttribute('data-language') || '';
    storeLanguage(language);
    if (language === root.lang) {
      event.preventDefault();
      option.closest<HTMLElement>('[popover]')?.hidePopover?.();
      return;
    }
    pointOptions();
    remember(sessionStorage, c.switchKey, JSON.stringify({ to: language, scrollY: window.scrollY, hash: location.hash }));
  });

  // Once the document is parsed: the header's state, the options' addresses, and the page a switch arrived at.
  const ready = () => {
    showHeader();
    pointOptions();
    let pending: { to?: string; scrollY?: number; hash?: string } | null = null;
    try {
      pending = JSON.parse(recall(() => sessionStorage, c.switchKey) || 'null');
      sessionStorage.removeItem(c.switchKey);
    } catch {
      pending = null;
    }
    if (!pending || pending.to !== root.lang) return;
    const arrived = pending;
    const announcer = doc.createElement('div');
    announcer.setAttribute('aria-live', 'polite');
    announcer.setAttribute('aria-atomic', 'true');
    announcer.setAttribute('data-language-announcer', '');
    announcer.className = 'sr-only';
    doc.body.appendChild(announcer);
    dispatchEvent(new CustomEvent(c.languageChangedEvent, { detail: { language: arrived.to } }));
    setTimeout(() => {
      announcer.textContent = doc.querySelector('[data-language-changed]')?.getAttribute('data-language-changed') || '';
      // The position put back wins over the hash's own step (components/scroll/scroll-layout.tsx).
      root.setAttribute('data-scroll-restored', '');
      scrollTo({ top: arrived.scrollY || 0, behavior: 'instant' });
      if (arrived.hash && location.hash !== arrived.hash) history.replaceState(history.state, '', arrived.hash);
    }, c.restoreMs);
    setTimeout(() => (announcer.textContent = ''), c.restoreMs + c.announceMs);
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', ready);
  else ready();
}

/** The script as the head of every page writes it. */
export const FIRST_TOUCH_SCRIPT = inlineScript(firstTouch, {
  consentKey: CONSENT_STORAGE_KEY,
  consentChangedEvent: CONSENT_CHANGED_EVENT,
  languageKey: LANGUAGE_STORAGE_KEY,
  cookieMaxAge: LANGUAGE_COOKIE_MAX_AGE_S,
  locales,
  defaultLocale,
  primaryLanguages: PRIMARY_LANGUAGE_LOCALES,
  timeZones: TIME_ZONE_LOCALES,
  redirectKey: 'language-redirect',
  hideMs: 3000,
  headerThreshold: HEADER_SCROLL_THRESHOLD_PX,
  switchKey: LANGUAGE_SWITCH_KEY,
  languageChangedEvent: LANGUAGE_CHANGED_EVENT,
  restoreMs: LANGUAGE_SCROLL_RESTORE_MS,
  announceMs: LANGUAGE_ANNOUNCE_MS,
});
