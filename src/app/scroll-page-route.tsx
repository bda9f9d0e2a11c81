import { setRequestLocale } from 'next-intl/server';
import { ScrollPage } from '@/components/scroll/scroll-page';
import { PageStructuredData } from '@/components/seo/page-structured-data';
import type { PageConfig } from '@/content/types';
import { pageMetadata } from './page-metadata';
import { localeOrDefault } from '@/i18n/locales';
import { env } from '@/server/env';
import { callbackConsentLabel } from '@/server/voice/consent';

type LocaleParams = { params: Promise<{ locale: string }> };

/**
 * A page that is a page configuration on the scroll layout: its metadata from
 * `<namespace>.meta` with the primary path as canonical, and the page itself.
 */
export function scrollPageRoute(config: PageConfig, primaryPath: string) {
  return {
    generateMetadata: async ({ params }: LocaleParams) =>
      pageMetadata(localeOrDefault((await params).locale), config.namespace, primaryPath),
    Page: async function ConfiguredPage({ params }: LocaleParams) {
      const locale = localeOrDefault((await params).locale);
      setRequestLocale(locale);
      return (
        <>
          <PageStructuredData path={primaryPath} siteUrl={env().SITE_URL} />
          <ScrollPage config={config} consentLabel={await callbackConsentLabel(locale)} />
        </>
      );
    },
  };
}
