import { setRequestLocale } from 'next-intl/server';
import { pageMetadata } from '@/app/page-metadata';
import { IntegrationsPage } from '@/components/integrations/integrations-page';
import { PageStructuredData } from '@/components/seo/page-structured-data';
import { integrationsPage } from '@/content/integrations';
import { localeOrDefault } from '@/i18n/locales';
import { env } from '@/server/env';
import { callbackConsentLabel } from '@/server/voice/consent';

export async function generateMetadata({ params }: PageProps<'/[locale]/integrationen'>) {
  return pageMetadata(localeOrDefault((await params).locale), integrationsPage.namespace, integrationsPage.path);
}

export default async function Page({ params }: PageProps<'/[locale]/integrationen'>) {
  const locale = localeOrDefault((await params).locale);
  setRequestLocale(locale);
  return (
    <>
      <PageStructuredData path={integrationsPage.path} siteUrl={env().SITE_URL} />
      <IntegrationsPage consentLabel={await callbackConsentLabel(locale)} />
    </>
  );
}
