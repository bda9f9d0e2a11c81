import createIntlProxy from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { LANGUAGE_STORAGE_KEY } from './i18n/locales';
import { localizePathname, negotiateRedirect } from './i18n/negotiate';

const intlProxy = createIntlProxy(routing);

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
  const response = intlProxy(request);
  response.headers.append('Vary', 'Cookie, Accept-Language');
  return response;
}

export const config = {
  // Everything but the API, Next internals, link-preview images and files with an extension (media, icons, sw.js).
  matcher: ['/((?!api|_next|_vercel|og/|.*\\..*).*)'],
};
