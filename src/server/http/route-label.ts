import { localeFromPathname } from '@/i18n/negotiate';
import { internalPathname } from '@/i18n/pathnames';

/**
 * Every address pattern the app answers, as its folders under src/app name it (without the
 * language): the `route` label of the HTTP metrics. A fixed list, so the metrics stay a handful of
 * series whatever addresses clients invent (route-label.test.ts keeps it in step with src/app).
 */
export const ROUTE_PATTERNS = [
  '/',
  '/about',
  '/about/why-aitheria',
  '/agb',
  '/anfrage',
  '/career',
  '/contact',
  '/cookies',
  '/crash-test',
  '/datenschutz',
  '/impressum',
  '/inbox',
  '/inbox/[kind]/[id]',
  '/inbox/audit',
  '/inbox/errors',
  '/inbox/insights',
  '/inbox/newsletter',
  '/inbox/chat',
  '/inbox/privacy',
  '/karriere',
  '/kontakt',
  '/login',
  '/newsletter',
  '/offline',
  '/services',
  '/services/automation',
  '/services/chatagent',
  '/services/voiceagent',
  '/termin',
  '/termin/strategie',
  '/unsubscribe',
  '/usecase',
  '/usecase/[industry]',
  '/usecase/gastronomie',
  '/voice-agent',
  '/api/benchmark-baseline',
  '/api/callback-automation',
  '/api/contact',
  '/api/error-report',
  '/api/events',
  '/api/health',
  '/api/job-application',
  '/api/metrics',
  '/api/newsletter/unsubscribe',
  '/api/newsletter/subscribe',
  '/api/newsletter/confirm',
  '/api/ready',
  '/api/staff/export',
  '/api/staff/insights',
  '/api/staff/leads/[kind]/[id]',
  '/api/staff/newsletter/export',
  '/api/staff/sign-in',
  '/api/staff/sign-out',
  '/api/staff/subject/erase',
  '/api/staff/subject/export',
  '/api/voice/opt-out',
  '/api/voice/tools/search',
  '/api/website-analysis',
  '/api/chat',
  '/api/chat/feedback',
  '/og/[locale]/[...path]',
  '/site.webmanifest',
  '/sw.js',
  '/sitemap.xml',
  '/robots.txt',
] as const;

/** `/usecase/[industry]` → /^\/usecase\/[^/]+$/; a catch-all `[...path]` takes one or more segments. */
function expressionOf(pattern: string): RegExp {
  const escaped = pattern.replace(/[.*+?^${}()|\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\[(\\\.){3}[^\]]+\]/g, '.+').replace(/\[[^\]]+\]/g, '[^/]+')}$`);
}

const matchers = ROUTE_PATTERNS.map((pattern) => ({ pattern, expression: expressionOf(pattern) }));

/** The metrics label of a request path: its route pattern, `/_next/static` and the like for assets, else `unmatched`. */
export function routeLabel(pathname: string): string {
  if (pathname.startsWith('/_next/static/')) return '/_next/static';
  if (pathname.startsWith('/_next/')) return '/_next';
  const locale = localeFromPathname(pathname);
  const path = locale ? pathname.slice(locale.length + 1) || '/' : pathname;
  // An English or Greek address of a page (`/en/contact`) counts as the page's own route.
  const trimmed = internalPathname(path.length > 1 ? path.replace(/\/$/, '') : path, locale ?? 'de');
  if (/^\/[^/]+\.[a-z0-9]+$/i.test(trimmed) && !ROUTE_PATTERNS.includes(trimmed as never)) return '/[file]';
  return matchers.find((matcher) => matcher.expression.test(trimmed))?.pattern ?? 'unmatched';
}
