import { z } from 'zod/mini';
import {
  analyticsEventTypes,
  analyticsForms,
  ANALYTICS_NAME,
  deviceClasses,
  REFERRER_HOST,
  viewportBuckets,
  scrollDepths,
  WEB_VITAL_MAX,
  webVitals,
} from '@/lib/analytics/vocabulary';
import { locales } from '@/i18n/locales';

const name = z.string().check(z.regex(ANALYTICS_NAME));
/** A host name, never a path or a query. */
const hostname = z.string().check(z.regex(REFERRER_HOST));

/**
 * One analytics event as the beacon sends it (docs/decisions/024-first-party-analytics.md). Which
 * fields an event carries depends on its type; the server keeps only the ones its type uses.
 */
export const analyticsEventSchema = z.strictObject({
  type: z.enum(analyticsEventTypes),
  /** The address's path without query or fragment. */
  path: z.string().check(z.minLength(1), z.maxLength(300), z.startsWith('/'), z.regex(/^[^?#\s]*$/)),
  referrer: z.optional(hostname),
  device: z.optional(z.enum(deviceClasses)),
  viewport: z.optional(z.enum(viewportBuckets)),
  cta: z.optional(name),
  form: z.optional(z.enum(analyticsForms)),
  field: z.optional(name),
  depth: z.optional(z.enum(scrollDepths)),
  language: z.optional(z.enum(locales)),
  metric: z.optional(z.enum(webVitals)),
  value: z.optional(z.int().check(z.minimum(0), z.maximum(WEB_VITAL_MAX))),
});

export type AnalyticsEvent = z.output<typeof analyticsEventSchema>;
