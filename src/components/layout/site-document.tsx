import type { ReactNode } from 'react';
import { getMessages, getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { languageOption, type Locale } from '@/i18n/locales';
import { pickNamespaces } from '@/i18n/messages';
import { clientNamespaces } from '@/i18n/namespaces';
import { OWN_SCRIPT_IDS } from '@/lib/inline-scripts';
import { FIRST_TOUCH_SCRIPT } from '@/lib/first-touch/first-touch';
import { SERVICE_WORKER_REGISTRATION } from '@/lib/service-worker';
import { organization, website } from '@/lib/structured-data';
import { AnalyticsLoader } from './analytics-loader';
import { ConsentSavedToast } from './consent-saved-toast';
import { CookieBanner } from './cookie-banner';
import { FloatingContactButton } from './floating-contact-button';
import { HydrationMark } from './hydration-mark';
import { IntlProvider } from './intl-provider';
import { SiteFooter } from './site-footer';
import { LanguageList } from './language-switcher';
import { HEADER_LANGUAGES, SiteHeader } from './site-header';
import { SiteMenu } from './site-menu';

/**
 * The whole document around a page in one language: <html lang>, the skip link, header, <main>,
 * cookie banner, footer and floating contact button, and the inline script that makes the first
 * touch answer before React runs (docs/decisions/034-first-touch-without-react.md). The locale layout wraps every page in it,
 * and the not-found page of unknown addresses (app/global-not-found.tsx), which has no layout.
 */
export async function SiteDocument({ locale, siteUrl, children }: { locale: Locale; siteUrl: string; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'common' });
  const messages = pickNamespaces(await getMessages({ locale }), clientNamespaces);
  const languageLabel = t('language.choose', { current: languageOption(locale).nativeName });
  return (
    <html lang={locale} className="dark" suppressHydrationWarning>
      {/* The App Router's document head (this is no pages-router component, whatever the rule assumes). */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        {/* Before the first paint: the stored choices, the visitor's language, and the controls a visitor
            touches first, answering before React runs (src/lib/first-touch/first-touch.ts). */}
        <script id={OWN_SCRIPT_IDS.firstTouch} dangerouslySetInnerHTML={{ __html: FIRST_TOUCH_SCRIPT }} />
        {process.env.NODE_ENV === 'production' ? (
          <script id={OWN_SCRIPT_IDS.serviceWorker} dangerouslySetInnerHTML={{ __html: SERVICE_WORKER_REGISTRATION }} />
        ) : null}
      </head>
      <body>
        <IntlProvider locale={locale} messages={messages}>
          <a
            href="#main"
            className="sr-only z-[100] rounded-full bg-fg px-4 py-2 text-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
          >
            {t('a11y.skipToContent')}
          </a>
          <SiteHeader languageLabel={languageLabel} />
          <LanguageList id={HEADER_LANGUAGES} />
          <main id="main" tabIndex={-1} className="outline-none">
            {children}
          </main>
          {/* Fixed on screen, in the server HTML for the first paint; after <main>, so a screen
              reader's list of headings starts with the page's own. */}
          {/* The menu dialog too: its title is no heading of the page's own. */}
          <SiteMenu languageLabel={languageLabel} />
          <CookieBanner />
          <SiteFooter />
          <FloatingContactButton />
          <LazyToaster />
          <ConsentSavedToast />
          <HydrationMark />
          <AnalyticsLoader />
          <JsonLd data={organization(siteUrl)} />
          <JsonLd data={website(siteUrl, locale)} />
        </IntlProvider>
      </body>
    </html>
  );
}
