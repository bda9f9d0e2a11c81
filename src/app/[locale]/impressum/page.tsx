import { setRequestLocale } from 'next-intl/server';
import { LegalPage } from '@/components/layout/legal-page';
import { pageMetadata } from '@/app/page-metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/impressum'>) {
  return pageMetadata((await params).locale, 'legal.impressum', '/impressum');
}

export default async function Page({ params }: PageProps<'/[locale]/impressum'>) {
  setRequestLocale((await params).locale);
  return <LegalPage page="impressum" />;
}
