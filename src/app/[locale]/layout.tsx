import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { CookieBanner } from '@/components/layout/cookie-banner';
import { FloatingContactButton } from '@/components/layout/floating-contact-button';
import { IntlProvider } from '@/components/layout/intl-provider';
import { LanguageEffects } from '@/components/layout/language-effects';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { Toaster } from '@/components/ui/toaster';
import { TooltipProvider } from '@/components/ui/tooltip';
import { pickNamespaces, type Messages } from '@/i18n/messages';
import { clientNamespaces } from '@/i18n/namespaces';
import { routing } from '@/i18n/routing';
import { interLatin } from '../fonts';
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
    title: { default: t('defaultTitle'), template: `%s | ${t('siteName')}` },
    description: t('defaultDescription'),
    applicationName: t('siteName'),
  };
}

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'common.a11y' });
  const messages = pickNamespaces((await getMessages()) as Messages, clientNamespaces);
  return (
    <html lang={locale} className={`dark ${interLatin.variable}`}>
      <body>
        <IntlProvider locale={locale} messages={messages}>
          <TooltipProvider>
            <a
              href="#main"
              className="sr-only z-[100] rounded-full bg-fg px-4 py-2 text-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
            >
              {t('skipToContent')}
            </a>
            <SiteHeader />
            <main id="main" tabIndex={-1} className="outline-none">
              {children}
            </main>
            <SiteFooter />
            <FloatingContactButton />
            <CookieBanner />
            <Toaster />
            <LanguageEffects />
          </TooltipProvider>
        </IntlProvider>
      </body>
    </html>
  );
}
