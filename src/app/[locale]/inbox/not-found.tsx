import { getLocale, getTranslations } from 'next-intl/server';
import { link } from '@/components/inbox/styles';
import { StaffArea } from '@/components/inbox/staff-area';
import type { Locale } from '@/i18n/locales';
import { inboxPath } from '@/lib/inbox/paths';

/** An address in the staff area that names no lead (a wrong link, an erased enquiry): 404 with the way back. */
export default async function InboxNotFound() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('staff.detail');
  return (
    <StaffArea className="mx-auto max-w-[1200px] px-5 pt-24 pb-16 md:pt-28">
      <h1 className="mb-4 text-3xl font-bold tracking-tight">{t('notFoundTitle')}</h1>
      <p className="mb-6">{t('notFound')}</p>
      <a href={inboxPath(locale)} className={link}>
        ← {t('back')}
      </a>
    </StaffArea>
  );
}
