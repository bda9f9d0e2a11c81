// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_CHANGED_EVENT, CONSENT_STORAGE_KEY } from '../consent';
import { LANGUAGE_CHANGED_EVENT, LANGUAGE_SWITCH_KEY } from '../language-switch';
import { FIRST_TOUCH_SCRIPT } from './first-touch';

/**
 * The markup the script acts on, as the server renders it (site-header, cookie-banner, site-menu,
 * language-switcher): the data attributes are the contract between the two.
 */
const PAGE = `
  <link rel="alternate" hreflang="de" href="https://www.example.eu/kontakt">
  <link rel="alternate" hreflang="en" href="https://www.example.eu/en/contact">
  <link rel="alternate" hreflang="el" href="https://www.example.eu/el/epikoinonia">
  <header data-site-header data-visible="false">
    <button data-language-switcher popovertarget="languages" data-language-changed="Sprache geändert: Deutsch">DE</button>
    <div id="languages" popover="auto" data-language-menu>
      <a href="/" data-language="de">Deutsch</a><a href="/en" data-language="en">English</a><a href="/el" data-language="el">Ελληνικά</a>
    </div>
    <button type="button" data-menu-button commandfor="site-menu" command="show-modal">Menü</button>
  </header>
  <dialog id="site-menu" data-site-menu closedby="any"><button type="button" commandfor="site-menu" command="close">×</button><a href="#x" id="menu-link">Kontakt</a></dialog>
  <main id="main" tabindex="-1"><h1>Kontakt</h1></main>
  <section data-cookie-banner>
    <input type="checkbox" id="consent-necessary" checked disabled><input type="checkbox" id="consent-analytics"><input type="checkbox" id="consent-marketing">
    <button data-consent-reject>Nur notwendige</button><button data-consent-save>Auswahl speichern</button>
    <button data-consent-settings>Einstellungen</button><button data-consent-accept-all>Alle akzeptieren</button>
  </section>
  <footer><button type="button" data-cookie-settings>Cookie-Einstellungen</button></footer>`;

/** Every listener a run of the script added, so each test starts with none (a page runs it once). */
const added: [EventTarget, string, EventListenerOrEventListenerObject | null, boolean | AddEventListenerOptions | undefined][] = [];
const addListener = EventTarget.prototype.addEventListener;
beforeEach(() => {
  EventTarget.prototype.addEventListener = function (this: EventTarget, type, listener, options) {
    added.push([this, type, listener, options]);
    addListener.call(this, type, listener, options);
  };
});
afterEach(() => {
  EventTarget.prototype.addEventListener = addListener;
  for (const [target, type, listener, options] of added.splice(0)) target.removeEventListener(type, listener, options);
});

/** Runs the script from its own text, as the page does: without the module around it. */
const run = () => new Function(FIRST_TOUCH_SCRIPT)();
const stored = () => JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null');
const click = (selector: string) => document.querySelector<HTMLElement>(selector)!.click();
const events: CustomEvent[] = [];
const record = (event: Event) => events.push(event as CustomEvent);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  // A visitor whose language is the page's: nothing moves.
  localStorage.setItem('preferred_language', 'de');
  document.documentElement.lang = 'de';
  document.documentElement.removeAttribute('data-consent');
  document.head.innerHTML = '';
  document.body.innerHTML = PAGE;
  events.length = 0;
  addEventListener(CONSENT_CHANGED_EVENT, record);
  addEventListener(LANGUAGE_CHANGED_EVENT, record);
});

afterEach(() => {
  removeEventListener(CONSENT_CHANGED_EVENT, record);
  removeEventListener(LANGUAGE_CHANGED_EVENT, record);
  vi.useRealTimers();
});

describe('the controls a visitor touches first', () => {
  it('the cookie banner: settings show the categories with focus on the first that can change; saving stores the choice at once', () => {
    run();
    click('[data-consent-settings]');
    expect(document.querySelector('[data-cookie-banner]')!.hasAttribute('data-detailed')).toBe(true);
    expect(document.activeElement?.id).toBe('consent-analytics');
    click('#consent-analytics');
    click('[data-consent-save]');
    expect(stored()).toMatchObject({ accepted: true, analytics: true, marketing: false });
    expect(Math.abs(stored().timestamp - Date.now())).toBeLessThan(5_000);
    expect(document.documentElement.dataset.consent).toBe('stored');
    expect(events.map((event) => event.detail)).toEqual([expect.objectContaining({ analytics: true, marketing: false, reopened: false })]);
    // Focus leaves the banner it was in, for the page.
    expect(document.activeElement?.id).toBe('main');
  });

  it('reject turns every optional category off, accept all turns both on', () => {
    run();
    click('[data-consent-reject]');
    expect(stored()).toMatchObject({ accepted: false, analytics: false, marketing: false });
    click('[data-consent-accept-all]');
    expect(stored()).toMatchObject({ accepted: true, analytics: true, marketing: true });
  });

  it('the footer opens the banner again with the stored choice, and the saved choice says it was reopened', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ accepted: true, analytics: false, marketing: true, timestamp: 1 }));
    document.documentElement.dataset.consent = 'stored';
    run();
    const opener = document.querySelector<HTMLElement>('[data-cookie-settings]')!;
    opener.focus();
    opener.click();
    expect(document.documentElement.hasAttribute('data-consent')).toBe(false);
    expect(document.querySelector<HTMLInputElement>('#consent-analytics')!.checked).toBe(false);
    expect(document.querySelector<HTMLInputElement>('#consent-marketing')!.checked).toBe(true);
    expect(document.activeElement?.id).toBe('consent-analytics');
    click('#consent-marketing');
    click('[data-consent-save]');
    expect(stored()).toMatchObject({ accepted: true, analytics: false, marketing: false });
    expect(events.at(-1)?.detail).toMatchObject({ reopened: true });
    expect(document.activeElement).toBe(opener);
  });

  it('the header shows once the page has scrolled past 25 px', async () => {
    run();
    const header = document.querySelector('[data-site-header]')!;
    Object.defineProperty(window, 'scrollY', { value: 26, configurable: true });
    dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(header.getAttribute('data-visible')).toBe('true');
    Object.defineProperty(window, 'scrollY', { value: 25, configurable: true });
    dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(header.getAttribute('data-visible')).toBe('false');
  });

  it('the menu opens and closes by its commands where the browser lacks them, and a link inside closes it', () => {
    run();
    const menu = document.querySelector<HTMLDialogElement>('#site-menu')!;
    click('[data-menu-button]');
    expect(menu.open).toBe(true);
    click('#site-menu button');
    expect(menu.open).toBe(false);
    click('[data-menu-button]');
    click('#menu-link');
    expect(menu.open).toBe(false);
  });

  it('each language option leads to this page in its language; a choice is stored, with what the next page restores', () => {
    history.replaceState(null, '', '/kontakt?ref=x#formular');
    run();
    const options = [...document.querySelectorAll('[data-language]')].map((option) => option.getAttribute('href'));
    expect(options).toEqual(['/kontakt?ref=x', '/en/contact?ref=x', '/el/epikoinonia?ref=x']);
    // Only an open list's options are the language options.
    expect(document.querySelectorAll('[data-language-option]')).toHaveLength(0);
    const list = document.querySelector('#languages')!;
    list.dispatchEvent(Object.assign(new Event('beforetoggle'), { newState: 'open' }));
    expect([...document.querySelectorAll('[data-language-option]')].map((option) => option.getAttribute('data-language-option'))).toEqual([
      'de',
      'en',
      'el',
    ]);
    list.dispatchEvent(Object.assign(new Event('beforetoggle'), { newState: 'closed' }));
    expect(document.querySelectorAll('[data-language-option]')).toHaveLength(0);
    const english = document.querySelector<HTMLAnchorElement>('[data-language="en"]')!;
    english.addEventListener('click', (event) => event.preventDefault());
    english.click();
    expect(localStorage.getItem('preferred_language')).toBe('en');
    expect(document.cookie).toContain('preferred_language=en');
    expect(JSON.parse(sessionStorage.getItem(LANGUAGE_SWITCH_KEY)!)).toEqual({ to: 'en', scrollY: window.scrollY, hash: '#formular' });
  });

  it('the current language stays where it is', () => {
    run();
    const german = document.querySelector<HTMLAnchorElement>('[data-language="de"]')!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    german.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(sessionStorage.getItem(LANGUAGE_SWITCH_KEY)).toBeNull();
  });

  it('the page a switch arrived at tells the page, announces the language for a second and restores scroll and hash', () => {
    vi.useFakeTimers();
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    history.replaceState(null, '', '/kontakt');
    sessionStorage.setItem(LANGUAGE_SWITCH_KEY, JSON.stringify({ to: 'de', scrollY: 1234, hash: '#formular' }));
    run();
    expect(events.map((event) => event.detail)).toEqual([{ language: 'de' }]);
    expect(sessionStorage.getItem(LANGUAGE_SWITCH_KEY)).toBeNull();
    const announcer = document.querySelector('[data-language-announcer]')!;
    expect(announcer.getAttribute('aria-live')).toBe('polite');
    vi.advanceTimersByTime(100);
    expect(announcer.textContent).toBe('Sprache geändert: Deutsch');
    expect(scrolled).toHaveBeenCalledWith({ top: 1234, behavior: 'instant' });
    expect(location.hash).toBe('#formular');
    vi.advanceTimersByTime(1000);
    expect(announcer.textContent).toBe('');
    scrolled.mockRestore();
  });
});

/** Runs the script from its own text, as the head does, on `path` of a page in `lang`, with the browser's languages and time zone. */
function visit(path: string, { lang = 'de', languages = ['de-DE'], zone = 'Europe/Berlin' } = {}) {
  history.replaceState(null, '', path);
  document.documentElement.lang = lang;
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });
  const format = Intl.DateTimeFormat;
  vi.spyOn(Intl, 'DateTimeFormat').mockImplementation((() => ({
    resolvedOptions: () => ({ ...format().resolvedOptions(), timeZone: zone }),
  })) as unknown as typeof Intl.DateTimeFormat);
  const replace = vi.fn();
  // The script's own text, with a `location` whose replace() is recorded instead of followed.
  new Function('location', FIRST_TOUCH_SCRIPT)({
    get pathname() {
      return location.pathname;
    },
    get href() {
      return location.href;
    },
    protocol: 'http:',
    replace,
  });
  return { moved: replace.mock.calls.length > 0, hidden: document.documentElement.style.visibility === 'hidden' };
}

const cookie = () => /preferred_language=(\w+)/.exec(document.cookie)?.[1];

/** A visitor who has never been here: no storage, no cookie. */
function firstVisit() {
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'preferred_language=; Max-Age=0; Path=/';
  document.documentElement.removeAttribute('data-consent');
  document.documentElement.style.visibility = '';
}

describe("the stored choices and the first visit's language, before the first paint", () => {
  beforeEach(firstVisit);
  afterEach(() => vi.restoreAllMocks());

  it('marks a stored cookie choice before the first paint, and nothing else', () => {
    visit('/');
    expect(document.documentElement.hasAttribute('data-consent')).toBe(false);
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ accepted: false, analytics: false, marketing: false, timestamp: 1 }));
    visit('/');
    expect(document.documentElement.dataset.consent).toBe('stored');
    localStorage.setItem(CONSENT_STORAGE_KEY, '{broken');
    document.documentElement.removeAttribute('data-consent');
    visit('/');
    expect(document.documentElement.hasAttribute('data-consent')).toBe(false);
  });

  it('a first visit whose browser speaks neither language goes by the time zone: Athens to Greek, at once', () => {
    expect(visit('/', { languages: ['fr-FR', 'fr'], zone: 'Europe/Athens' })).toEqual({ moved: true, hidden: true });
    expect(localStorage.getItem('preferred_language')).toBe('el');
    expect(cookie()).toBe('el');
  });

  it('the browser languages decide before the time zone, and German is the last resort', () => {
    expect(visit('/', { languages: ['en-GB'], zone: 'Europe/Athens' }).moved).toBe(true);
    expect(cookie()).toBe('en');
    firstVisit();
    expect(visit('/', { languages: ['fr-FR'], zone: 'Europe/Paris' })).toEqual({ moved: false, hidden: false });
    expect(localStorage.getItem('preferred_language')).toBe('de');
  });

  it('a stored choice wins and is written back to the cookie the server reads', () => {
    localStorage.setItem('preferred_language', 'el');
    expect(visit('/kontakt', { languages: ['de-DE'] }).moved).toBe(true);
    expect(cookie()).toBe('el');
  });

  it('never moves an address that names its language, nor one it moved from before (a refused cookie)', () => {
    expect(visit('/en/contact', { lang: 'en', languages: ['el-GR'] }).moved).toBe(false);
    expect(localStorage.getItem('preferred_language')).toBeNull();
    localStorage.setItem('preferred_language', 'en');
    expect(visit('/kontakt').moved).toBe(true);
    expect(visit('/kontakt').moved).toBe(false);
  });
});
