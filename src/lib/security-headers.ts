/**
 * The headers every response carries (next.config.ts). The Content-Security-Policy allows only
 * what the site uses: its own origin, and the scheduler's origin in a frame when one is set.
 * Scripts: our own files and the inline bootstrap Next.js writes into prerendered HTML
 * ('unsafe-inline', since static pages cannot carry a per-request nonce); never 'unsafe-eval'
 * outside development, where React's tooling needs it.
 */
export function contentSecurityPolicy({ development, frameOrigins }: { development: boolean; frameOrigins: readonly string[] }): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(development ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'media-src': ["'self'"],
    'connect-src': ["'self'", ...(development ? ['ws:'] : [])],
    'frame-src': frameOrigins.length ? [...frameOrigins] : ["'none'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export function securityHeaders(options: { development: boolean; frameOrigins: readonly string[] }): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
  ];
}
