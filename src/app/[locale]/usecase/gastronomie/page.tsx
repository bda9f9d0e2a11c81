import { setRequestLocale } from 'next-intl/server';
import { pageMetadata } from '@/app/page-metadata';
import { GastronomyContent } from '@/components/sector/gastronomy-content';
import { SectorPage } from '@/components/sector/sector-page';
import { PageStructuredData } from '@/components/seo/page-structured-data';
import { gastronomyPage } from '@/content/gastronomy';
import { localeOrDefault } from '@/i18n/locales';
import { env } from '@/server/env';

export async function generateMetadata({ params }: PageProps<'/[locale]/usecase/gastronomie'>) {
  return pageMetadata(localeOrDefault((await params).locale), gastronomyPage.namespace, '/usecase/gastronomie');
}

export default async function Page({ params }: PageProps<'/[locale]/usecase/gastronomie'>) {
  setRequestLocale(localeOrDefault((await params).locale));
  return (
    <SectorPage namespace={gastronomyPage.namespace} heroImage={gastronomyPage.heroImage} backHref={gastronomyPage.backHref}>
      <PageStructuredData path="/usecase/gastronomie" siteUrl={env().SITE_URL} />
      <GastronomyContent />
    </SectorPage>
  );
}
