/**
 * The headers every response carries (docs/decisions/014-found-fast-safe.md, 017-hostile-input.md).
 * The Content-Security-Policy allows only what the site uses: its own origin, and the scheduler's
 * origin in a frame. Scripts: our own files, plus the inline scripts a page is allowed to run,
 * named by `scripts` (their hashes on a prerendered page, a nonce on a page rendered per request;
 * src/server/http/page-csp.ts). Never 'unsafe-inline' or 'unsafe-eval' outside development, where
 * React's tooling needs both. Styles may be inline (React's and Radix's style attributes).
 */
export function contentSecurityPolicy({
  development,
  frameOrigins,
  scripts = [],
}: {
  development: boolean;
  frameOrigins: readonly string[];
  scripts?: readonly string[];
}): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'none'"],
    'script-src': ["'self'", ...(development ? ["'unsafe-inline'", "'unsafe-eval'"] : scripts)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'media-src': ["'self'"],
    'connect-src': ["'self'", ...(development ? ['ws:'] : [])],
    'frame-src': frameOrigins.length ? [...frameOrigins] : ["'none'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * The staff area's own isolation: a window that opens the sign-in or the inbox, or that it opens,
 * gets no reference to it (COOP). Public pages go without: they hold nothing of a visitor's, and a
 * page with COOP starts in a browsing context group of its own, a new renderer process for a
 * visitor arriving from another site, which lengthens the page's first task (decision 031).
 */
export const STAFF_AREA_HEADERS = [{ key: 'Cross-Origin-Opener-Policy', value: 'same-origin' }] as const;

export function securityHeaders(options: { development: boolean; frameOrigins: readonly string[] }): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
    { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
  ];
}
