import { setRequestLocale } from 'next-intl/server';
import { LegalPage } from '@/components/layout/legal-page';
import { pageMetadata } from '@/app/page-metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/cookies'>) {
  return pageMetadata((await params).locale, 'legal.cookies', '/cookies');
}

export default async function Page({ params }: PageProps<'/[locale]/cookies'>) {
  setRequestLocale((await params).locale);
  return <LegalPage page="cookies" />;
}
