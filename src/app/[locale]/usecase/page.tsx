import { setRequestLocale } from 'next-intl/server';
import { pageMetadata } from '@/app/page-metadata';
import { IndustryOverview } from '@/components/industries/industry-overview';
import { PageStructuredData } from '@/components/seo/page-structured-data';
import { INDUSTRIES_PATH } from '@/content/industries/list';
import { localeOrDefault } from '@/i18n/locales';
import { env } from '@/server/env';

export async function generateMetadata({ params }: PageProps<'/[locale]/usecase'>) {
  return pageMetadata(localeOrDefault((await params).locale), 'industries', INDUSTRIES_PATH);
}

export default async function Page({ params }: PageProps<'/[locale]/usecase'>) {
  setRequestLocale(localeOrDefault((await params).locale));
  return (
    <>
      <PageStructuredData path={INDUSTRIES_PATH} siteUrl={env().SITE_URL} />
      <IndustryOverview />
    </>
  );
}
