import 'server-only';
import type { Messages } from 'next-intl';
import { _createCache, _createIntlFormatters, createTranslator, type _Translator } from 'use-intl/core';
import type { DataKeyTranslator } from '@/i18n/data-keys';
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';
import { loadMessages } from '@/i18n/messages';
import { messageFallback, reportIntlError } from '@/i18n/missing-message';
import { localeFromBrowserLanguages, parseAcceptLanguage } from '@/i18n/detect';
import { localeFromPathname } from '@/i18n/negotiate';
import { COMPANY_TIME_ZONE } from '@/i18n/time-zone';
import { readLanguageCookie } from '@/lib/language-preference';
import { sameSiteReferer } from './http/referer';

const translators = new Map<Locale, Promise<ServerTranslator>>();

/** Keys are full paths ("api.rateLimited"), typed by the German catalogue like every `t` (src/i18n/app-config.d.ts). */
export type ServerTranslator = _Translator<Messages>;

async function createServerTranslator(locale: Locale): Promise<ServerTranslator> {
  const messages = await loadMessages(locale);
  // One cache of compiled messages and formatters per language: every answer and mail reuses them.
  const cache = _createCache();
  return createTranslator({
    locale,
    // The catalogue loaded from JSON is the German one's shape (npm run check:messages keeps en and el in step).
    messages: messages as unknown as Messages,
    timeZone: COMPANY_TIME_ZONE,
    onError: reportIntlError,
    getMessageFallback: messageFallback,
    _cache: cache,
    _formatters: _createIntlFormatters(cache),
  });
}

/** The same translator for keys that come from data (a kind, an error code): see DataKeyTranslator. */
export const dataKeys = (t: ServerTranslator): DataKeyTranslator => t as unknown as DataKeyTranslator;

/** A translator for server-side texts (API errors, mails), keys as full paths ("api.rateLimited"); one per language and process. */
export function serverTranslator(locale: Locale): Promise<ServerTranslator> {
  if (!translators.has(locale)) translators.set(locale, createServerTranslator(locale));
  return translators.get(locale)!;
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
