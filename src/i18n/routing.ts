import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from './locales';
import { routingPathnames } from './pathnames';

/**
 * German unprefixed, English and Greek under /en and /el, with addresses in their own words
 * (pathnames.ts). Negotiation is ours (proxy.ts with
 * detect.ts), so next-intl neither detects nor keeps a cookie of its own.
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
  pathnames: routingPathnames,
});
