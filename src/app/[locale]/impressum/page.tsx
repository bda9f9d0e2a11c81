import { setRequestLocale } from 'next-intl/server';
import { LegalPage } from '@/components/layout/legal-page';
import { pageMetadata } from '@/app/page-metadata';
import { localeOrDefault } from '@/i18n/locales';
import { env } from '@/server/env';

export async function generateMetadata({ params }: PageProps<'/[locale]/impressum'>) {
  return pageMetadata(localeOrDefault((await params).locale), 'legal.impressum', '/impressum');
}

export default async function Page({ params }: PageProps<'/[locale]/impressum'>) {
  setRequestLocale(localeOrDefault((await params).locale));
  return <LegalPage page="impressum" siteUrl={env().SITE_URL} />;
}
