import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { languageAlternates } from '@/i18n/alternates';
import { getDataTranslations } from '@/i18n/data-translations';
import { languageOption, languageOptions, localeOrDefault, type Locale } from '@/i18n/locales';
import { localizePathname } from '@/i18n/negotiate';
import { publicPaths } from '@/content/pages';
import { OG_IMAGE_SIZE, ogImagePath } from '@/lib/og-image';

/**
 * Title and description from `<namespace>.meta`; the canonical URL is the primary path of
 * the screen, so an alias (/contact, /career) points search engines at /kontakt, /karriere;
 * hreflang alternates name the page in every language, and link previews get the same words.
 */
export async function pageMetadata(
  locale: string,
  namespace: string,
  primaryPath: string,
  extra: Metadata & { absoluteTitle?: boolean } = {},
): Promise<Metadata> {
  const language = localeOrDefault(locale);
  const t = await getDataTranslations(`${namespace}.meta`, language);
  return metadataOf(language, primaryPath, { title: t('title'), description: t('description') }, extra);
}

/** A customer story's: its headline as the title and its starting point as the description (content/stories.ts). */
export async function storyMetadata(locale: string, story: { namespace: string; path: string }): Promise<Metadata> {
  const language = localeOrDefault(locale);
  const t = await getDataTranslations(story.namespace, language);
  return metadataOf(language, story.path, { title: t('title'), description: t('problem'), type: 'article' }, {});
}

async function metadataOf(
  language: Locale,
  primaryPath: string,
  { title, description, type = 'website' }: { title: string; description: string; type?: 'website' | 'article' },
  { absoluteTitle = false, ...extra }: Metadata & { absoluteTitle?: boolean },
): Promise<Metadata> {
  const siteName = (await getTranslations({ locale: language, namespace: 'common.meta' }))('siteName');
  const url = localizePathname(primaryPath, language);
  // Public pages have a preview image per language (app/og); staff pages have none.
  const images = publicPaths.includes(primaryPath)
    ? [{ url: ogImagePath(primaryPath, language), ...OG_IMAGE_SIZE, alt: title }]
    : undefined;
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: url, languages: languageAlternates(primaryPath) },
    openGraph: {
      type,
      url,
      siteName,
      title,
      description,
      locale: languageOption(language).openGraphLocale,
      alternateLocale: languageOptions.filter((option) => option.code !== language).map((option) => option.openGraphLocale),
      images,
    },
    twitter: { card: 'summary_large_image', title, description, images },
    ...extra,
  };
}
