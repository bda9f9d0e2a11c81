import createIntlProxy from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { defaultLocale, LANGUAGE_STORAGE_KEY } from './i18n/locales';
import { localeFromPathname, localizePathname, negotiateRedirect, pagePathname } from './i18n/negotiate';
import { replacedAddress } from './i18n/pathnames';
import { pageCsp } from './server/http/page-csp';

const intlProxy = createIntlProxy(routing);

/** The app's own route of an address: `/en/contact` is served by `/en/kontakt`, `/kontakt` by `/de/kontakt`. */
function routeOf(pathname: string): string {
  const page = pagePathname(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);
  const locale = localeFromPathname(pathname) ?? defaultLocale;
  return page === '/' ? `/${locale}` : `/${locale}${page}`;
}

/** An English or Greek address that still uses the German word (`/en/kontakt`): where it moved. */
function movedAddress(pathname: string): string | null {
  const locale = localeFromPathname(pathname);
  if (!locale) return null;
  const address = replacedAddress(pathname.slice(locale.length + 1), locale);
  return address ? `/${locale}${address}` : null;
}

export default function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const moved = movedAddress(pathname);
  if (moved) {
    const url = request.nextUrl.clone();
    url.pathname = moved;
    return NextResponse.redirect(url, 308);
  }
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
