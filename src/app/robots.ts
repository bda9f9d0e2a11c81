import type { MetadataRoute } from 'next';
import { locales } from '@/i18n/locales';
import { localizePathname } from '@/i18n/negotiate';
import { env } from '@/server/env';
import { INBOX_PATH, LOGIN_PATH } from '@/lib/inbox/staff-paths';

export const dynamic = 'force-dynamic';

/** Staff pages, the API and the form result page stay out of search engines. */
const privatePaths = [LOGIN_PATH, INBOX_PATH, '/anfrage'];

export default function robots(): MetadataRoute.Robots {
  const origin = env().SITE_URL;
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/api/', ...locales.flatMap((locale) => privatePaths.map((path) => localizePathname(path, locale)))],
    },
    sitemap: `${origin}/sitemap.xml`,
  };
}
