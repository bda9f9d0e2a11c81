import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NarrowPage } from '@/components/layout/narrow-page';
import { buttonVariants } from '@/components/ui/button';
import { localeOrDefault, type Locale } from '@/i18n/locales';
import { localizePathname } from '@/i18n/negotiate';
import { company } from '@/lib/company';

export async function generateMetadata({ params }: PageProps<'/[locale]/offline'>) {
  const t = await getTranslations({ locale: localeOrDefault((await params).locale), namespace: 'offline.meta' });
  return { title: t('title'), description: t('description'), robots: { index: false, follow: false } };
}

/**
 * What the service worker (app/sw.js) shows for a page it cannot fetch and has not kept:
 * precached in all three languages at install, shown in the language of the requested address.
 */
export default async function OfflinePage({ params }: PageProps<'/[locale]/offline'>) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const t = await getTranslations('offline');
  return (
    <NarrowPage data-offline-page>
      <div className="glass grid gap-5 rounded-3xl p-6 md:p-10">
        <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="text-muted">{t('description')}</p>
        <p className="text-sm text-muted">{t('reach', { phone: company.phone, email: company.email })}</p>
        <div className="flex flex-wrap gap-3">
          {/* An empty href is the address that failed: following it tries again. */}
          <a href="" className={buttonVariants({ variant: 'primary' })}>
            {t('retry')}
          </a>
          <a href={localizePathname('/', locale)} className={buttonVariants({ variant: 'secondary' })}>
            {t('home')}
          </a>
        </div>
      </div>
    </NarrowPage>
  );
}
