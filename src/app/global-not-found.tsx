import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { NotFoundScreen } from '@/components/layout/not-found-screen';
import { SiteDocument } from '@/components/layout/site-document';
import { localeOrDefault } from '@/i18n/locales';
import { env } from '@/server/env';
import './globals.css';

/**
 * Any address no route claims (docs/decisions/004-not-found-rendering.md): status 404 with the
 * not-found screen, rendered on the server in the language of the address (the proxy's language
 * rewrite tells next-intl), inside the site's header and footer, readable without JavaScript.
 */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('common.notFound');
  return { title: t('title'), robots: { index: false } };
}

export default async function GlobalNotFound() {
  const requested = await getLocale();
  const locale = localeOrDefault(requested);
  return (
    <SiteDocument locale={locale} siteUrl={env().SITE_URL}>
      <NotFoundScreen />
    </SiteDocument>
  );
}
