import { CalendarDays, Send } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';

/** The closing call to action of pages outside the scroll layout: write to us or book a meeting. */
export async function PageClosingCta() {
  const t = await getTranslations('legal.cta');
  return (
    <aside aria-labelledby="closing-cta" className="glass mt-16 grid gap-4 rounded-3xl p-6 md:p-10" data-closing-cta>
      <h2 id="closing-cta" className="text-gradient text-2xl font-bold tracking-tight md:text-3xl">
        {t('title')}
      </h2>
      <p className="max-w-2xl text-muted">{t('text')}</p>
      <div className="flex flex-wrap gap-3">
        <Link href="/kontakt" className={buttonVariants({ size: 'md' })}>
          <Send aria-hidden="true" />
          {t('contact')}
        </Link>
        <Link href="/termin" className={buttonVariants({ variant: 'secondary', size: 'md' })}>
          <CalendarDays aria-hidden="true" />
          {t('booking')}
        </Link>
      </div>
    </aside>
  );
}
