import { onCLS, onINP, onLCP } from 'web-vitals';
import { readConsent } from '../consent';
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
  WEB_VITAL_MAX,
  type AnalyticsEventType,
  type WebVital,
} from './vocabulary';

/**
 * The analytics beacon (docs/decisions/024-first-party-analytics.md). The page imports it only
 * after "Analyse" consent; every send checks the stored consent again, so a withdrawal stops it at
 * once. It sets no cookie and stores nothing in the browser.
 */
type Event = { type: AnalyticsEventType; path: string } & Record<string, string | number>;

const allowed = () => readConsent(window.localStorage)?.analytics === true;

function send(type: AnalyticsEventType, fields: Record<string, string | number> = {}, path = location.pathname): void {
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
  const target = event.target as Element | null;
  const cta = target?.closest?.('[data-cta]')?.getAttribute('data-cta');
  if (cta && ANALYTICS_NAME.test(cta)) send('cta_click', { cta });
  // A language switch is counted on the page it is made from, as the visitor leaves it for the other language.
  const language = target?.closest?.('a[data-language]')?.getAttribute('data-language');
  if (language && language !== document.documentElement.lang) send('language_switch', { language });
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

/**
 * What this page load felt like (docs/decisions/034-first-touch-without-react.md): the Core Web Vitals
 * as the `web-vitals` library measures them (each once, when it is final: LCP at the first input or when
 * the page is hidden, INP and CLS when it is hidden) and the first tap or key, from its input to the
 * next frame, from the browser's own record of it (Event Timing's `first-input`, kept until read).
 * All of it is counted under the address the visitor landed on: client-side navigations carry on the
 * same page load.
 */
function measureThisLoad(): void {
  const landing = location.pathname;
  const device = deviceClass(window.innerWidth, matchMedia('(pointer: coarse)').matches);
  const report = (metric: WebVital, value: number) => {
    if (!Number.isFinite(value)) return;
    send('web_vital', { metric, value: Math.min(WEB_VITAL_MAX, Math.round(value)), device }, landing);
  };
  onLCP((metric) => report('lcp', metric.value));
  onINP((metric) => report('inp', metric.value));
  onCLS((metric) => report('cls', metric.value * 1000));
  if (PerformanceObserver.supportedEntryTypes?.includes('first-input')) {
    const observer = new PerformanceObserver((list) => {
      const [first] = list.getEntries();
      if (!first) return;
      observer.disconnect();
      report('first_tap', first.duration);
    });
    observer.observe({ type: 'first-input', buffered: true });
  }
}

let measured = false;
let running: (() => void) | null = null;

/**
 * Starts listening, once per page load however often it is called (the loader calls it on every
 * change of consent); returns the function that stops it (consent withdrawn).
 */
export function startAnalytics(): () => void {
  if (running) return running;
  if (!measured) {
    measured = true;
    measureThisLoad();
  }
  const observer = new MutationObserver(onLayoutChange);
  observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-section-index'] });
  document.addEventListener('click', onClick, { capture: true });
  window.addEventListener(ANALYTICS_SIGNAL_EVENT, onSignal);
  running = () => {
    running = null;
    observer.disconnect();
    document.removeEventListener('click', onClick, { capture: true });
    window.removeEventListener(ANALYTICS_SIGNAL_EVENT, onSignal);
    currentPath = null;
    previousPath = null;
  };
  return running;
}
