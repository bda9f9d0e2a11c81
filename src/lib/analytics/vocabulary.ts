/**
 * What the first-party analytics may record (docs/decisions/024-first-party-analytics.md): the
 * event types, and the closed lists of values the browser may send. Shared by the beacon, the
 * server's schema and the insights page.
 */
export const analyticsEventTypes = [
  'pageview',
  'cta_click',
  'form_started',
  'form_submitted',
  'form_rejected',
  'language_switch',
  'scroll_depth',
  'calculator_used',
  'web_vital',
] as const;
export type AnalyticsEventType = (typeof analyticsEventTypes)[number];

/** The forms whose start, sending and refusal are counted: the enquiry kinds that have a form. */
export { formKinds as analyticsForms, type FormKind as AnalyticsForm } from '../enquiries/kinds';

export const deviceClasses = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof deviceClasses)[number];

/** Viewport widths in CSS pixels, bucketed so that no exact screen size is kept. */
export const viewportBuckets = ['<360', '360-767', '768-1023', '1024-1439', '1440+'] as const;
export type ViewportBucket = (typeof viewportBuckets)[number];

/** How far the scroll story got, in quarters of its steps. */
export const scrollDepths = ['25', '50', '75', '100'] as const;

/**
 * What a visitor felt of a page (`web_vital`), measured in their browser: the Core Web Vitals (largest
 * contentful paint, interaction to next paint, cumulative layout shift) and the time from the first tap
 * or key to the frame that showed its effect. Milliseconds; layout shift in thousandths.
 */
export const webVitals = ['lcp', 'inp', 'cls', 'first_tap'] as const;
export type WebVital = (typeof webVitals)[number];
/** The longest measurement kept: anything longer is no page load but a tab left in the background. */
export const WEB_VITAL_MAX = 120_000;

/** The page groups field data is reported by, as the Chrome UX Report groups a site's addresses. */
export const pageGroups = ['home', 'services', 'industries', 'contact', 'company', 'legal', 'other'] as const;
export type PageGroup = (typeof pageGroups)[number];

/** The group of a page by its German path (`/usecase/handwerk` → industries). */
export function pageGroup(path: string): PageGroup {
  if (path === '/') return 'home';
  const [first] = path.split('/').filter(Boolean);
  switch (first) {
    case 'services':
    case 'voice-agent':
      return 'services';
    case 'usecase':
      return 'industries';
    case 'kontakt':
    case 'contact':
    case 'termin':
      return 'contact';
    case 'about':
    case 'karriere':
    case 'career':
      return 'company';
    case 'impressum':
    case 'datenschutz':
    case 'agb':
    case 'cookies':
      return 'legal';
    default:
      return 'other';
  }
}

/** The same-origin endpoint the beacon posts to. */
export const EVENTS_ENDPOINT = '/api/events';

/** Fired on window by the site's own components (form hook, calculator); the beacon listens only once consent loaded it. */
export const ANALYTICS_SIGNAL_EVENT = 'aitheria:analytics';

/** A CTA id or a form field name: short, lower-case words, nothing a visitor typed. */
export const ANALYTICS_NAME = /^[a-zA-Z][a-zA-Z0-9_-]{0,39}$/;

/** A referrer is kept as its host name only, as browsers write it (lower-case letters, digits, dots, hyphens). */
export const REFERRER_HOST = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

export function deviceClass(width: number, coarsePointer: boolean): DeviceClass {
  if (width < 768) return 'mobile';
  if (width < 1024 || (coarsePointer && width < 1280)) return 'tablet';
  return 'desktop';
}

export function viewportBucket(width: number): ViewportBucket {
  if (width < 360) return '<360';
  if (width < 768) return '360-767';
  if (width < 1024) return '768-1023';
  if (width < 1440) return '1024-1439';
  return '1440+';
}

/** The quarter of the story a visitor reached (step of steps, both counted from 1), or null before the first quarter. */
export function scrollDepth(step: number, steps: number): (typeof scrollDepths)[number] | null {
  if (steps <= 0 || step <= 0) return null;
  const quarter = Math.floor((Math.min(step, steps) / steps) * 4);
  return quarter >= 1 ? scrollDepths[quarter - 1]! : null;
}
