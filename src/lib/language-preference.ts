import { isLocale, LANGUAGE_COOKIE_MAX_AGE_S, LANGUAGE_STORAGE_KEY, type Locale } from '@/i18n/locales';

/** The stored language: localStorage is authoritative, the cookie of the same name mirrors it for the server. */
export function readStoredLanguage(storage: Pick<Storage, 'getItem'> = window.localStorage): Locale | null {
  try {
    const value = storage.getItem(LANGUAGE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function languageCookie(locale: Locale, secure: boolean): string {
  return `${LANGUAGE_STORAGE_KEY}=${locale}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function readLanguageCookie(cookieHeader: string): Locale | null {
  const match = cookieHeader.split(/;\s*/).find((part) => part.startsWith(`${LANGUAGE_STORAGE_KEY}=`));
  const value = match?.slice(LANGUAGE_STORAGE_KEY.length + 1);
  return isLocale(value) ? value : null;
}

export function storeLanguage(locale: Locale): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Storage can be disabled (private mode); the cookie still carries the choice.
  }
  document.cookie = languageCookie(locale, window.location.protocol === 'https:');
}
