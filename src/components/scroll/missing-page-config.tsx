import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { buttonVariants } from '@/components/ui/button';

/** A page whose configuration is missing shows 'Page not found'. */
export async function MissingPageConfig() {
  const t = await getTranslations('common');
  return (
    <div className="container-site grid min-h-[70vh] place-items-center py-32 text-center" data-missing-page-config>
      <div className="space-y-4">
        <h1 className="text-3xl font-bold">{t('missingPage.title')}</h1>
        <p className="text-muted">{t('missingPage.description')}</p>
        <Link href="/" className={buttonVariants()}>
          {t('notFound.home')}
        </Link>
      </div>
    </div>
  );
}
