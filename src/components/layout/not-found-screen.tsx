import { Compass } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';

/** The not-found screen of any unknown path, in the visitor's language. */
export async function NotFoundScreen() {
  const t = await getTranslations('common.notFound');
  return (
    <div className="relative grid min-h-[80vh] place-items-center overflow-hidden px-5 pt-28 pb-20 text-center" data-not-found>
      <div aria-hidden="true" className="absolute inset-0 bg-[radial-gradient(ellipse_at_50%_0%,rgb(34_211_238/0.18),transparent_60%)]" />
      <div className="relative max-w-xl space-y-5">
        <Compass aria-hidden="true" className="mx-auto size-10 text-accent" />
        <p className="text-gradient text-7xl font-extrabold tracking-tight">{t('code')}</p>
        <h1 className="text-3xl font-bold tracking-tight text-balance">{t('title')}</h1>
        <p className="text-muted">{t('description')}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link href="/" className={buttonVariants()}>
            {t('home')}
          </Link>
          <Link href="/kontakt" className={buttonVariants({ variant: 'secondary' })}>
            {t('contact')}
          </Link>
          <Link href="/usecase" className={buttonVariants({ variant: 'ghost' })}>
            {t('industries')}
          </Link>
        </div>
      </div>
    </div>
  );
}
