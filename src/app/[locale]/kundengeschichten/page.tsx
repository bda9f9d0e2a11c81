import { setRequestLocale } from 'next-intl/server';
import { pageMetadata } from '@/app/page-metadata';
import { PageStructuredData } from '@/components/seo/page-structured-data';
import { StoriesOverview } from '@/components/stories/stories-overview';
import { storiesPage } from '@/content/stories';
import { localeOrDefault } from '@/i18n/locales';
import { env } from '@/server/env';
import { callbackConsentLabel } from '@/server/voice/consent';

export async function generateMetadata({ params }: PageProps<'/[locale]/kundengeschichten'>) {
  return pageMetadata(localeOrDefault((await params).locale), storiesPage.namespace, storiesPage.path);
}

export default async function Page({ params }: PageProps<'/[locale]/kundengeschichten'>) {
  const locale = localeOrDefault((await params).locale);
  setRequestLocale(locale);
  return (
    <>
      <PageStructuredData path={storiesPage.path} siteUrl={env().SITE_URL} />
      <StoriesOverview consentLabel={await callbackConsentLabel(locale)} />
    </>
  );
}
