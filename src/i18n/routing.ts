import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from './locales';

/**
 * German unprefixed, English and Greek under /en and /el. Negotiation is ours (proxy.ts with
 * detect.ts), so next-intl neither detects nor keeps a cookie of its own.
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
});
