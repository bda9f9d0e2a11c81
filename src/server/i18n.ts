import 'server-only';
import { createTranslator } from 'use-intl/core';
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';
import { loadMessages, type Messages } from '@/i18n/messages';
import { messageFallback, reportIntlError } from '@/i18n/missing-message';
import { localeFromBrowserLanguages, parseAcceptLanguage } from '@/i18n/detect';
import { localeFromPathname } from '@/i18n/negotiate';
import { COMPANY_TIME_ZONE } from '@/lib/constants/time';
import { readLanguageCookie } from '@/lib/language-preference';
import { sameSiteReferer } from './http/referer';

const cache = new Map<Locale, Promise<Messages>>();

export type ServerTranslator = {
  (key: string, values?: Record<string, string | number>): string;
  has(key: string): boolean;
};

/** A translator for server-side texts (API errors, mails), keys as full paths ("api.rateLimited"). */
export async function serverTranslator(locale: Locale): Promise<ServerTranslator> {
  if (!cache.has(locale)) cache.set(locale, loadMessages(locale));
  const messages = await cache.get(locale)!;
  const translate = createTranslator({
    locale,
    messages,
    timeZone: COMPANY_TIME_ZONE,
    onError: reportIntlError,
    getMessageFallback: messageFallback,
  }) as unknown as ServerTranslator;
  return translate;
}

/**
 * The language to answer a request in: the payload's, else the page it came from, else the
 * stored preference, else the browser's.
 */
export function requestLanguage(request: Request, payloadLanguage?: unknown): Locale {
  if (isLocale(payloadLanguage)) return payloadLanguage;
  const page = sameSiteReferer(request);
  if (page) return localeFromPathname(page.pathname) ?? defaultLocale;
  return (
    readLanguageCookie(request.headers.get('cookie') ?? '') ??
    localeFromBrowserLanguages(parseAcceptLanguage(request.headers.get('accept-language'))) ??
    defaultLocale
  );
}
