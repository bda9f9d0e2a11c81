import { readConsent } from '../consent';
import { LANGUAGE_CHANGED_EVENT } from '../language-switch';
import type { AnalyticsSignal } from './signal';
import {
  ANALYTICS_NAME,
  ANALYTICS_SIGNAL_EVENT,
  deviceClass,
  EVENTS_ENDPOINT,
  REFERRER_HOST,
  scrollDepth,
  scrollDepths,
  viewportBucket,
  type AnalyticsEventType,
} from './vocabulary';

/**
 * The analytics beacon (docs/decisions/024-first-party-analytics.md). The page imports it only
 * after "Analyse" consent; every send checks the stored consent again, so a withdrawal stops it at
 * once. It sets no cookie and stores nothing in the browser.
 */
type Event = { type: AnalyticsEventType; path: string } & Record<string, string>;

const allowed = () => readConsent(window.localStorage)?.analytics === true;

function send(type: AnalyticsEventType, fields: Record<string, string> = {}, path = location.pathname): void {
  if (!allowed()) return;
  const event: Event = { type, path, ...fields };
  // A string goes as text/plain: no preflight, and the request outlives a navigation.
  navigator.sendBeacon(EVENTS_ENDPOINT, JSON.stringify(event));
}

let currentPath: string | null = null;
let previousPath: string | null = null;
let depthsSent = new Set<string>();
let formsStarted = new Set<string>();

/** A page view of the address now shown; the first one names the referring site's domain. */
export function pageView(): void {
  if (location.pathname === currentPath) return;
  previousPath = currentPath;
  currentPath = location.pathname;
  depthsSent = new Set();
  formsStarted = new Set();
  const fields: Record<string, string> = {
    device: deviceClass(window.innerWidth, matchMedia('(pointer: coarse)').matches),
    viewport: viewportBucket(window.innerWidth),
  };
  if (previousPath === null && document.referrer) {
    try {
      const referrer = new URL(document.referrer).hostname.toLowerCase().replace(/\.$/, '');
      // An address the server would refuse (an IPv6 literal) is left out rather than losing the view.
      if (referrer !== location.hostname && REFERRER_HOST.test(referrer)) fields.referrer = referrer;
    } catch {
      // An unreadable referrer is simply not counted.
    }
  }
  send('pageview', fields);
  // The beacon loads after the page: a visitor may have scrolled on before it listened.
  document.querySelectorAll<HTMLElement>('[data-section-index]').forEach(recordDepth);
}

function onClick(event: MouseEvent): void {
  const cta = (event.target as Element | null)?.closest?.('[data-cta]')?.getAttribute('data-cta');
  if (cta && ANALYTICS_NAME.test(cta)) send('cta_click', { cta });
}

function onSignal(event: Event | globalThis.Event): void {
  const signal = (event as CustomEvent<AnalyticsSignal>).detail;
  if (signal.type === 'calculator_used') return send('calculator_used');
  if (signal.type === 'form_rejected') {
    for (const field of signal.fields.filter((name) => ANALYTICS_NAME.test(name)).slice(0, 5))
      send('form_rejected', { form: signal.form, field });
    return;
  }
  if (signal.type === 'form_started') {
    if (formsStarted.has(signal.form)) return;
    formsStarted.add(signal.form);
  }
  send(signal.type, { form: signal.form });
}

function onLanguageChanged(event: globalThis.Event): void {
  const language = (event as CustomEvent<{ language?: string }>).detail?.language;
  // The switch is counted on the page it was made from: the one counted last, unless the new
  // address has been counted already.
  const from = location.pathname === currentPath ? previousPath : currentPath;
  if (language && from) send('language_switch', { language }, from);
}

/** How far the scroll story got: each quarter once per page view, read from the layout's own attributes. */
function recordDepth(root: HTMLElement): void {
  const reached = scrollDepth(Number(root.dataset.sectionIndex), Number(root.dataset.sectionCount) + 1);
  if (!reached) return;
  for (const depth of scrollDepths.slice(0, scrollDepths.indexOf(reached) + 1)) {
    if (depthsSent.has(depth)) continue;
    depthsSent.add(depth);
    send('scroll_depth', { depth });
  }
}

function onLayoutChange(records: MutationRecord[]): void {
  for (const record of records) recordDepth(record.target as HTMLElement);
}

let running: (() => void) | null = null;

/**
 * Starts listening, once per page load however often it is called (a language switch mounts the
 * document anew); returns the function that stops it (consent withdrawn).
 */
export function startAnalytics(): () => void {
  if (running) return running;
  const observer = new MutationObserver(onLayoutChange);
  observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-section-index'] });
  document.addEventListener('click', onClick, { capture: true });
  window.addEventListener(ANALYTICS_SIGNAL_EVENT, onSignal);
  window.addEventListener(LANGUAGE_CHANGED_EVENT, onLanguageChanged);
  running = () => {
    running = null;
    observer.disconnect();
    document.removeEventListener('click', onClick, { capture: true });
    window.removeEventListener(ANALYTICS_SIGNAL_EVENT, onSignal);
    window.removeEventListener(LANGUAGE_CHANGED_EVENT, onLanguageChanged);
    currentPath = null;
    previousPath = null;
  };
  return running;
}
