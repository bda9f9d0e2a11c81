import 'server-only';
import { defaultLocale } from '@/i18n/locales';
import { localeFromPathname } from '@/i18n/negotiate';
import { serverTranslator } from '../i18n';
import { localeFromBrowserLanguages, parseAcceptLanguage } from '@/i18n/detect';

/** Methods a page, a file or an asset answers; the API routes answer their own set (each route's 405 says which). */
const PAGE_METHODS = ['GET', 'HEAD'] as const;
/** Methods no route handler of ours implements and Next.js cannot even represent (TRACE makes it answer 500). */
const NEVER_SERVED = new Set(['TRACE', 'TRACK', 'CONNECT']);

export type GateAnswer = { status: 405; headers: Record<string, string>; body: string };

const isApi = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

/**
 * The answer for a request whose method the site never serves at that address, given before
 * Next.js sees it: TRACE anywhere, and anything but GET and HEAD on pages, files and assets.
 * Null for everything else. The message is in the language of the path, else the browser's.
 */
export async function refuseMethod(method: string, url: string, acceptLanguage: string | undefined): Promise<GateAnswer | null> {
  const pathname = url.split('?')[0] ?? '/';
  const api = isApi(pathname);
  const allowedHere = api ? !NEVER_SERVED.has(method) : (PAGE_METHODS as readonly string[]).includes(method);
  if (allowedHere) return null;
  const locale = localeFromPathname(pathname) ?? localeFromBrowserLanguages(parseAcceptLanguage(acceptLanguage)) ?? defaultLocale;
  const t = await serverTranslator(locale);
  return {
    status: 405,
    headers: {
      Allow: api ? 'GET, HEAD, POST, OPTIONS' : PAGE_METHODS.join(', '),
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
    body: JSON.stringify({ ok: false, error: { code: 'method_not_allowed', message: t('api.methodNotAllowed') } }),
  };
}
