import { getTranslations, setRequestLocale } from 'next-intl/server';
import { InboxShell } from '@/components/inbox/inbox-shell';
import { SubjectSearch } from '@/components/inbox/subject-search';
import { SubjectResult } from '@/components/inbox/subject-result';
import { notice } from '@/components/inbox/styles';
import type { Locale } from '@/i18n/locales';
import { RETENTION } from '@/lib/constants/retention';
import { database } from '@/server/db';
import { countsOf, findSubject, parseSubject } from '@/server/privacy/data-subject';
import { requireStaff } from '@/server/staff/page-session';
import { inboxPath } from '@/lib/inbox/paths';

const text = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');

export default async function PrivacyRequestsPage({ params, searchParams }: PageProps<'/[locale]/inbox/privacy'>) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const here = inboxPath(locale, '/privacy');
  const session = await requireStaff(locale, here);
  const t = await getTranslations('staff.privacy');
  const query = await searchParams;
  const typed = { email: text(query.email), phone: text(query.phone) };
  const searched = Boolean(typed.email || typed.phone);
  const subject = searched ? parseSubject(typed) : null;
  const data = subject ? await findSubject(await database(), subject) : null;
  const erased = text(query.erased);
  const error = searched && !subject ? 'invalid' : text(query.error);
  return (
    <InboxShell locale={locale} session={session} section="privacy" title={t('title')}>
      <p className="mb-2 max-w-3xl text-muted">{t('intro')}</p>
      <p className="mb-6 max-w-3xl text-sm text-muted">
        {t('retention', { years: String(RETENTION.closedEnquiryYears), days: String(RETENTION.errorReportDays) })}
      </p>
      {/^\d+$/.test(erased) ? (
        <p role="status" className={`${notice} mb-6 border-success/40 text-success`} data-erased={erased}>
          {t('erased', { count: Number(erased) })}
        </p>
      ) : null}
      {error === 'invalid' || error === 'confirm' ? (
        <p role="alert" className={`${notice} mb-6 border-danger/50 text-danger`}>
          {t(error === 'invalid' ? 'invalid' : 'confirmMissing')}
        </p>
      ) : null}
      <SubjectSearch action={here} email={typed.email} phone={typed.phone} />
      {subject && data ? <SubjectResult subject={subject} counts={countsOf(data)} csrfToken={session.csrfToken} locale={locale} /> : null}
    </InboxShell>
  );
}
