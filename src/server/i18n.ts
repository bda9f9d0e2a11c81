import 'server-only';
import { createTranslator } from 'use-intl/core';
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';
import { loadMessages, type Messages } from '@/i18n/messages';
import { messageFallback, reportIntlError } from '@/i18n/missing-message';
import { localeFromBrowserLanguages, parseAcceptLanguage } from '@/i18n/detect';
import { LANGUAGE_STORAGE_KEY } from '@/i18n/locales';
import { localeFromPathname } from '@/i18n/negotiate';

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
    timeZone: 'Europe/Nicosia',
    onError: reportIntlError,
    getMessageFallback: messageFallback,
  }) as unknown as ServerTranslator;
  return translate;
}

/** The language of the page that sent the request (its path prefix), when it is one of ours. */
function refererLanguage(request: Request): Locale | null {
  const referer = request.headers.get('referer');
  const host = request.headers.get('host');
  if (!referer || !host) return null;
  try {
    const url = new URL(referer);
    return url.host === host ? (localeFromPathname(url.pathname) ?? defaultLocale) : null;
  } catch {
    return null;
  }
}

/**
 * The language to answer a request in: the payload's, else the page it came from, else the
 * stored preference, else the browser's.
 */
export function requestLanguage(request: Request, payloadLanguage?: unknown): Locale {
  if (isLocale(payloadLanguage)) return payloadLanguage;
  const fromPage = refererLanguage(request);
  if (fromPage) return fromPage;
  const cookie = request.headers.get('cookie')?.match(new RegExp(`(?:^|;\\s*)${LANGUAGE_STORAGE_KEY}=([^;]+)`))?.[1];
  if (isLocale(cookie)) return cookie;
  return localeFromBrowserLanguages(parseAcceptLanguage(request.headers.get('accept-language'))) ?? defaultLocale;
}
