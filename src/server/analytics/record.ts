import 'server-only';
import { defaultLocale, type Locale } from '@/i18n/locales';
import { localeFromPathname, pagePathname } from '@/i18n/negotiate';
import { pathAliases, publicPaths } from '@/content/pages';
import type { AnalyticsEvent } from '@/lib/schemas/analytics-event';
import type { Database } from '../db';
import { analyticsEvents } from '../db/schema';
import { companyDay } from '@/lib/analytics/day';
import { dailySalt, visitorHash } from './salt';

/** Pages counted under their own path; any other address (a 404, an old link) is counted as `(other)`. */
const countedPaths = new Set<string>([...publicPaths, '/unsubscribe']);
const OTHER_PATH = '(other)';

/** The team's own pages: what staff do there is no visit to the website. */
export const isStaffArea = (address: string) => /^\/(inbox|login)(\/|$)/.test(pagePathname(address.replace(/\/+$/, '') || '/'));

/** The page an address shows, by its German path (`/en/contact` and `/contact` are `/kontakt`), and the address's language. */
function pageOf(address: string): { path: string; language: Locale } {
  const language = localeFromPathname(address) ?? defaultLocale;
  const trimmed = address.length > 1 ? address.replace(/\/+$/, '') : address;
  const internal = pagePathname(trimmed);
  const path = (pathAliases as Record<string, string>)[internal] ?? internal;
  return { path: countedPaths.has(path) ? path : OTHER_PATH, language };
}

/** What an event names, by type: the CTA, the form, the depth reached, or the switch from one language to another. */
function targetOf(event: AnalyticsEvent, language: Locale): { target: string | null; detail: string | null } {
  switch (event.type) {
    case 'cta_click':
      return { target: event.cta ?? null, detail: null };
    case 'form_started':
    case 'form_submitted':
      return { target: event.form ?? null, detail: null };
    case 'form_rejected':
      return { target: event.form ?? null, detail: event.field ?? null };
    case 'scroll_depth':
      return { target: event.depth ?? null, detail: null };
    case 'language_switch':
      return { target: event.language ? `${language}>${event.language}` : null, detail: null };
    case 'web_vital':
      return { target: event.metric ?? null, detail: null };
    default:
      return { target: null, detail: null };
  }
}

/** Whether the event carries what its type needs (a CTA click names its CTA, a form event its form, …). */
export function isComplete(event: AnalyticsEvent): boolean {
  switch (event.type) {
    case 'cta_click':
      return Boolean(event.cta);
    case 'form_started':
    case 'form_submitted':
      return Boolean(event.form);
    case 'form_rejected':
      return Boolean(event.form && event.field);
    case 'scroll_depth':
      return Boolean(event.depth);
    case 'language_switch':
      return Boolean(event.language);
    case 'web_vital':
      return Boolean(event.metric) && event.value !== undefined && Boolean(event.device);
    default:
      return true;
  }
}

export type EventSource = { ip: string | null; userAgent: string; site: string; now?: Date };

/** Stores one event under the day's visitor hash; the address and the user agent go into the hash only. */
export async function recordEvent(db: Database, event: AnalyticsEvent, source: EventSource): Promise<void> {
  const now = source.now ?? new Date();
  const day = companyDay(now);
  const salt = await dailySalt(db, day);
  const { path, language } = pageOf(event.path);
  const { target, detail } = targetOf(event, language);
  const pageview = event.type === 'pageview';
  // Field data is reported per device class, as the Chrome UX Report does.
  const measured = event.type === 'web_vital';
  await db.insert(analyticsEvents).values({
    at: now,
    day,
    visitor: visitorHash(salt, source.site, source.ip, source.userAgent),
    type: event.type,
    path,
    language,
    referrer: pageview ? (event.referrer ?? null) : null,
    device: pageview || measured ? (event.device ?? null) : null,
    viewport: pageview ? (event.viewport ?? null) : null,
    target,
    detail,
    value: measured ? (event.value ?? null) : null,
  });
}
