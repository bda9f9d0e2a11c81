'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { detectLocale } from '@/i18n/detect';
import { usePathname, useRouter } from '@/i18n/navigation';
import { defaultLocale, type Locale } from '@/i18n/locales';
import { localeFromPathname } from '@/i18n/negotiate';
import { LANGUAGE_ANNOUNCE_MS, LANGUAGE_SCROLL_RESTORE_MS } from '@/lib/constants/interaction';
import { readLanguageCookie, readStoredLanguage, storeLanguage } from '@/lib/language-preference';
import { LANGUAGE_CHANGED_EVENT, takeLanguageSwitch } from '@/lib/language-switch';
import { whenIdle } from '@/lib/when-idle';

/**
 * The browser half of the language handling (docs/architecture.md, "Languages"):
 * - first visit on an unprefixed page: browser languages, then the time zone (the server
 *   already applied the cookie and Accept-Language);
 * - after a switch has rendered: <html lang>, the languageChanged event, a 1 s screen-reader
 *   announcement, and scroll position and hash restored after 100 ms.
 */
export function LanguageEffects() {
  const locale = useLocale() as Locale;
  const t = useTranslations('common.a11y');
  const router = useRouter();
  const pathname = usePathname();
  const [announcement, setAnnouncement] = useState('');

  useEffect(
    // In an idle moment after hydration: the first visit's language needs no hurry, the first paint does.
    () =>
      whenIdle(() => {
        const fromStorage = readStoredLanguage();
        const fromCookie = readLanguageCookie(document.cookie);
        const stored = fromStorage ?? fromCookie;
        const unprefixed = localeFromPathname(window.location.pathname) === null;
        if (stored) {
          if (fromStorage !== stored || fromCookie !== stored) storeLanguage(stored);
          if (unprefixed && stored !== locale) router.replace(pathname, { locale: stored });
          return;
        }
        if (!unprefixed) return;
        const detected = detectLocale({
          browserLanguages: navigator.languages,
          timeZone: () => Intl.DateTimeFormat().resolvedOptions().timeZone,
        });
        storeLanguage(detected);
        if (detected !== defaultLocale) router.replace(pathname, { locale: detected });
      }),
    // Runs once per page load: later navigations carry the stored language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  useEffect(() => {
    // Only on a change: writing lang, even the same value, restyles the whole document.
    if (document.documentElement.lang !== locale) document.documentElement.lang = locale;
    const pending = takeLanguageSwitch(locale);
    if (!pending) return;
    window.dispatchEvent(new CustomEvent(LANGUAGE_CHANGED_EVENT, { detail: { language: locale } }));
    // The live region must change after the new language rendered to be announced.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setAnnouncement(t('languageChanged'));
    const clear = window.setTimeout(() => setAnnouncement(''), LANGUAGE_ANNOUNCE_MS);
    const restore = window.setTimeout(() => {
      window.scrollTo({ top: pending.scrollY, behavior: 'instant' });
      if (pending.hash && window.location.hash !== pending.hash) {
        window.history.replaceState(window.history.state, '', pending.hash);
      }
    }, LANGUAGE_SCROLL_RESTORE_MS);
    return () => {
      window.clearTimeout(clear);
      window.clearTimeout(restore);
    };
  }, [locale, t]);

  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only" data-language-announcer>
      {announcement}
    </div>
  );
}
