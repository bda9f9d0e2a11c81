import { setRequestLocale } from 'next-intl/server';
import { LegalPage } from '@/components/layout/legal-page';
import { pageMetadata } from '@/app/page-metadata';
import { localeOrDefault } from '@/i18n/locales';
import { env } from '@/server/env';

export async function generateMetadata({ params }: PageProps<'/[locale]/cookies'>) {
  return pageMetadata(localeOrDefault((await params).locale), 'legal.cookies', '/cookies');
}

export default async function Page({ params }: PageProps<'/[locale]/cookies'>) {
  setRequestLocale(localeOrDefault((await params).locale));
  return <LegalPage page="cookies" siteUrl={env().SITE_URL} />;
}
