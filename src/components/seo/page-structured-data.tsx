import { getLocale } from 'next-intl/server';
import { pageNamespaces, servicePaths } from '@/content/pages';
import { getDataTranslations } from '@/i18n/data-translations';
import type { Locale } from '@/i18n/locales';
import { localizePathname } from '@/i18n/negotiate';
import { breadcrumbPaths, breadcrumbs, service } from '@/lib/structured-data';
import { JsonLd } from './json-ld';

/** BreadcrumbList for every sub-page, and Service on the service pages, named by the pages' own titles. */
export async function PageStructuredData({ path, siteUrl }: { path: string; siteUrl: string }) {
  if (path === '/') return null;
  const locale = (await getLocale()) as Locale;
  const t = await getDataTranslations();
  const origin = siteUrl;
  const url = (candidate: string) => `${origin}${localizePathname(candidate, locale)}`;
  // A customer story is a branch of its industry's catalogue with a title of its own, not a page catalogue with meta.
  const title = (candidate: string) =>
    t.has(`${pageNamespaces[candidate]}.meta.title`)
      ? t(`${pageNamespaces[candidate]}.meta.title`)
      : t(`${pageNamespaces[candidate]}.title`);
  const trail = breadcrumbPaths(path, (candidate) => candidate in pageNamespaces).map((candidate) => ({
    name: candidate === '/' ? t('common.meta.siteName') : title(candidate),
    url: url(candidate),
  }));
  return (
    <>
      <JsonLd data={breadcrumbs(trail)} />
      {(servicePaths as readonly string[]).includes(path) ? (
        <JsonLd
          data={service(origin, {
            name: title(path),
            description: t(`${pageNamespaces[path]}.meta.description`),
            url: url(path),
            language: locale,
          })}
        />
      ) : null}
    </>
  );
}
