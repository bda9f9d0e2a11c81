import type { MetadataRoute } from 'next';
import { publicPaths } from '@/content/pages';
import { languageAlternates } from '@/i18n/alternates';
import { locales } from '@/i18n/locales';
import { env } from '@/server/env';

/** Read at request time, so SITE_URL is the deployment's, not the build machine's. */
export const dynamic = 'force-dynamic';

/** Every public page in every language, each entry naming its siblings (hreflang) and x-default. */
export default function sitemap(): MetadataRoute.Sitemap {
  const origin = env().SITE_URL;
  const absolute = (path: string) => `${origin}${path}`;
  return publicPaths.flatMap((path) => {
    const alternates = languageAlternates(path);
    const languages = Object.fromEntries(Object.entries(alternates).map(([language, url]) => [language, absolute(url)]));
    return locales.map((locale) => ({
      url: absolute(alternates[locale]),
      changeFrequency: 'monthly' as const,
      priority: path === '/' ? 1 : 0.7,
      alternates: { languages },
    }));
  });
}
