import { isLocale, LANGUAGE_STORAGE_KEY, type Locale } from '@/i18n/locales';

/**
 * The language cookie the server reads (`preferred_language`). The browser writes it with localStorage,
 * which is authoritative there (src/lib/first-touch/first-touch.ts).
 */
export function readLanguageCookie(cookieHeader: string): Locale | null {
  const match = cookieHeader.split(/;\s*/).find((part) => part.startsWith(`${LANGUAGE_STORAGE_KEY}=`));
  const value = match?.slice(LANGUAGE_STORAGE_KEY.length + 1);
  return isLocale(value) ? value : null;
}
