import { setRequestLocale } from 'next-intl/server';
import { LegalPage } from '@/components/layout/legal-page';
import { pageMetadata } from '@/app/page-metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/agb'>) {
  return pageMetadata((await params).locale, 'legal.agb', '/agb');
}

export default async function Page({ params }: PageProps<'/[locale]/agb'>) {
  setRequestLocale((await params).locale);
  return <LegalPage page="agb" />;
}
