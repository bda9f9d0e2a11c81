import { setRequestLocale } from 'next-intl/server';
import { pageMetadata } from '@/app/page-metadata';
import { PricingPage } from '@/components/pricing/pricing-page';
import { PageStructuredData } from '@/components/seo/page-structured-data';
import { pricingPage } from '@/content/pricing';
import { localeOrDefault } from '@/i18n/locales';
import { env } from '@/server/env';
import { callbackConsentLabel } from '@/server/voice/consent';

export async function generateMetadata({ params }: PageProps<'/[locale]/preise'>) {
  return pageMetadata(localeOrDefault((await params).locale), pricingPage.namespace, pricingPage.path);
}

export default async function Page({ params }: PageProps<'/[locale]/preise'>) {
  const locale = localeOrDefault((await params).locale);
  setRequestLocale(locale);
  return (
    <>
      <PageStructuredData path={pricingPage.path} siteUrl={env().SITE_URL} />
      <PricingPage siteUrl={env().SITE_URL} consentLabel={await callbackConsentLabel(locale)} />
    </>
  );
}
