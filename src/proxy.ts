import createIntlProxy from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { defaultLocale, LANGUAGE_STORAGE_KEY } from './i18n/locales';
import { localeFromPathname, localizePathname, negotiateRedirect } from './i18n/negotiate';
import { pageCsp } from './server/http/page-csp';

const intlProxy = createIntlProxy(routing);

/** The app's own path of a page: German addresses have no prefix and are rewritten to /de/…. */
function routeOf(pathname: string): string {
  const route = localeFromPathname(pathname) ? pathname : `/${defaultLocale}${pathname}`;
  return route.length > 1 ? route.replace(/\/$/, '') : route;
}

export default function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const target = negotiateRedirect(pathname, request.cookies.get(LANGUAGE_STORAGE_KEY)?.value, request.headers.get('accept-language'));
  if (target) {
    const url = request.nextUrl.clone();
    url.pathname = localizePathname(pathname, target);
    url.search = search;
    const response = NextResponse.redirect(url, 307);
    response.headers.set('Vary', 'Cookie, Accept-Language');
    return response;
  }
  const csp = pageCsp(routeOf(pathname));
  // Next.js reads the nonce from the request's policy and puts it on the scripts of a page it renders now.
  if (csp.nonce) request.headers.set('Content-Security-Policy', csp.policy);
  const response = intlProxy(request);
  response.headers.set('Content-Security-Policy', csp.policy);
  response.headers.append('Vary', 'Cookie, Accept-Language');
  return response;
}

export const config = {
  // Everything but the API, Next internals, link-preview images and files with an extension (media, icons, sw.js).
  matcher: ['/((?!api|_next|_vercel|og/|.*\\..*).*)'],
};
