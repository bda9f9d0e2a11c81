import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { isLocale, defaultLocale } from '@/i18n/locales';
import { localizePathname } from '@/i18n/negotiate';

/**
 * Title and description from `<namespace>.meta`; the canonical URL is the primary path of
 * the screen, so an alias (/contact, /career) points search engines at /kontakt, /karriere.
 */
export async function pageMetadata(locale: string, namespace: string, primaryPath: string, extra: Metadata = {}): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: `${namespace}.meta` });
  const language = isLocale(locale) ? locale : defaultLocale;
  return {
    title: t('title'),
    description: t('description'),
    alternates: { canonical: localizePathname(primaryPath, language) },
    ...extra,
  };
}
