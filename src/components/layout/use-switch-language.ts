'use client';

import { useLocale } from 'next-intl';
import { useCallback } from 'react';
import { usePathname, useRouter } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { storeLanguage } from '@/lib/language-preference';
import { rememberLanguageSwitch } from '@/lib/language-switch';

/**
 * Switches to the same page in another language without a full reload: stores the choice
 * first (the server reads the cookie), remembers scroll and hash, then navigates.
 * LanguageEffects finishes the switch once the new language has rendered.
 */
export function useSwitchLanguage() {
  const locale = useLocale() as Locale;
  const router = useRouter();
  const pathname = usePathname();
  return useCallback(
    (next: Locale) => {
      storeLanguage(next);
      if (next === locale) return;
      rememberLanguageSwitch(next);
      router.replace(`${pathname}${window.location.search}`, { locale: next, scroll: false });
    },
    [locale, pathname, router],
  );
}
