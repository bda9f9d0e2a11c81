import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { preload } from 'react-dom';
import { hasLocale } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { CookieBanner } from '@/components/layout/cookie-banner';
import { FloatingContactButton } from '@/components/layout/floating-contact-button';
import { IntlProvider } from '@/components/layout/intl-provider';
import { LanguageEffects } from '@/components/layout/language-effects';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { JsonLd } from '@/components/seo/json-ld';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { languageOption } from '@/i18n/locales';
import { pickNamespaces, type Messages } from '@/i18n/messages';
import { clientNamespaces } from '@/i18n/namespaces';
import { CONSENT_KNOWN_SCRIPT } from '@/lib/consent';
import { SERVICE_WORKER_REGISTRATION } from '@/lib/service-worker';
import { organization, website } from '@/lib/structured-data';
import { routing } from '@/i18n/routing';
import { env } from '@/server/env';
import { GREEK_FONT_URL, interLatin } from '../fonts';
import '../globals.css';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export const viewport: Viewport = {
  themeColor: '#05070f',
  colorScheme: 'dark',
  width: 'device-width',
  initialScale: 1,
};

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'common.meta' });
  return {
    metadataBase: new URL(env().SITE_URL),
    title: { default: t('defaultTitle'), template: `%s | ${t('siteName')}` },
    description: t('defaultDescription'),
    applicationName: t('siteName'),
    manifest: '/site.webmanifest',
  };
}

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  if (locale === 'el') preload(GREEK_FONT_URL, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  const t = await getTranslations({ locale, namespace: 'common' });
  const messages = pickNamespaces((await getMessages()) as Messages, clientNamespaces);
  return (
    <html lang={locale} className={`dark ${interLatin.variable}`} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: CONSENT_KNOWN_SCRIPT }} />
        {process.env.NODE_ENV === 'production' ? <script dangerouslySetInnerHTML={{ __html: SERVICE_WORKER_REGISTRATION }} /> : null}
      </head>
      <body>
        <IntlProvider locale={locale} messages={messages}>
          <a
            href="#main"
            className="sr-only z-[100] rounded-full bg-fg px-4 py-2 text-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
          >
            {t('a11y.skipToContent')}
          </a>
          {/* Early in the document: fixed on screen, and painted with the first bytes for first-time visitors. */}
          <CookieBanner />
          <SiteHeader languageLabel={t('language.choose', { current: languageOption(locale).nativeName })} />
          <main id="main" tabIndex={-1} className="outline-none">
            {children}
          </main>
          <SiteFooter />
          <FloatingContactButton />
          <LazyToaster />
          <LanguageEffects />
          <JsonLd data={organization(env().SITE_URL)} />
          <JsonLd data={website(env().SITE_URL, locale)} />
        </IntlProvider>
      </body>
    </html>
  );
}
