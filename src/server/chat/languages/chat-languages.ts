import { locales, type Locale } from '@/i18n/locales';
import type { ChatLanguage } from './chat-language';
import { german } from './de';
import { greek } from './el';
import { english } from './en';

/** Each of the site's languages as the chat reads it: a language of the site without one here does not compile. */
const chatLanguages: Record<Locale, ChatLanguage> = { de: german, en: english, el: greek };

/** How the chat reads a language. */
export function chatLanguage(locale: Locale): ChatLanguage {
  return chatLanguages[locale];
}

/** The site's languages and how the chat reads each, in the site's order. */
export const allChatLanguages: readonly { locale: Locale; language: ChatLanguage }[] = locales.map((locale) => ({
  locale,
  language: chatLanguages[locale],
}));
