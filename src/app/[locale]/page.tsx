import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { pageMetadata } from '@/app/page-metadata';
import { ScrollPage } from '@/components/scroll/scroll-page';
import { homePage } from '@/content/home';
import { localeOrDefault } from '@/i18n/locales';
import { callbackConsentLabel } from '@/server/voice/consent';

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  return pageMetadata(localeOrDefault((await params).locale), homePage.namespace, '/', { absoluteTitle: true });
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = localeOrDefault((await params).locale);
  setRequestLocale(locale);
  return <ScrollPage config={homePage} consentLabel={await callbackConsentLabel(locale)} />;
}
