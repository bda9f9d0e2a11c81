import { setRequestLocale } from 'next-intl/server';
import { pageMetadata } from '@/app/page-metadata';
import { IndustryOverview } from '@/components/industries/industry-overview';
import { PageStructuredData } from '@/components/seo/page-structured-data';
import { INDUSTRIES_PATH } from '@/content/industries/list';

export async function generateMetadata({ params }: PageProps<'/[locale]/usecase'>) {
  return pageMetadata((await params).locale, 'industries', INDUSTRIES_PATH);
}

export default async function Page({ params }: PageProps<'/[locale]/usecase'>) {
  setRequestLocale((await params).locale);
  return (
    <>
      <PageStructuredData path={INDUSTRIES_PATH} />
      <IndustryOverview />
    </>
  );
}
