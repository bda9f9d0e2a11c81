import { defaultLocale } from '@/i18n/locales';
import { localeFromPathname } from '@/i18n/negotiate';
import { internalPathname } from '@/i18n/pathnames';

/**
 * The address patterns the app answers, as the build records its routes (`.next/app-path-routes-manifest.json`,
 * the folders under src/app) without the language: the `route` label of the HTTP metrics. A fixed set, so the
 * metrics stay a handful of series whatever addresses clients invent. Next.js's own fallbacks (`/_not-found`,
 * `/_global-error`) are no address of ours.
 */
export function routePatternsOf(appPathRoutes: Readonly<Record<string, string>>): string[] {
  const patterns = Object.values(appPathRoutes)
    .filter((route) => !route.startsWith('/_'))
    .map((route) => route.replace(/^\/\[locale\]/, '') || '/');
  return [...new Set(patterns)].sort();
}

/** `/usecase/[industry]` → /^\/usecase\/[^/]+$/; a catch-all `[...path]` takes one or more segments. */
function expressionOf(pattern: string): RegExp {
  const escaped = pattern.replace(/[.*+?^${}()|\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\[(\\\.){3}[^\]]+\]/g, '.+').replace(/\[[^\]]+\]/g, '[^/]+')}$`);
}

/**
 * The metrics label of a request path among `patterns`: its route pattern, `/_next/static` and the like for
 * assets, `/[file]` for another file, else `unmatched`.
 */
export function routeLabeler(patterns: readonly string[]): (pathname: string) => string {
  // As Next.js routes: a static pattern before a dynamic one that also matches (`/usecase/gastronomie` before
  // `/usecase/[industry]`), and a catch-all (`/api/[...path]`) after both.
  const specificity = (pattern: string) => (pattern.includes('[...') ? 2 : pattern.includes('[') ? 1 : 0);
  const matchers = [...patterns]
    .sort((a, b) => specificity(a) - specificity(b))
    .map((pattern) => ({ pattern, expression: expressionOf(pattern) }));
  return (pathname) => {
    if (pathname.startsWith('/_next/static/')) return '/_next/static';
    if (pathname.startsWith('/_next/')) return '/_next';
    const locale = localeFromPathname(pathname);
    const path = locale ? pathname.slice(locale.length + 1) || '/' : pathname;
    // An address of a page in another language (`/en/contact`) counts as the page's own route.
    const trimmed = internalPathname(path.length > 1 ? path.replace(/\/$/, '') : path, locale ?? defaultLocale);
    if (/^\/[^/]+\.[a-z0-9]+$/i.test(trimmed) && !patterns.includes(trimmed)) return '/[file]';
    return matchers.find((matcher) => matcher.expression.test(trimmed))?.pattern ?? 'unmatched';
  };
}
