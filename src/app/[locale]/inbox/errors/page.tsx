import { getTranslations, setRequestLocale } from 'next-intl/server';
import { timeFormatter } from '@/components/inbox/format';
import { InboxShell } from '@/components/inbox/inbox-shell';
import { panel } from '@/components/inbox/styles';
import type { Locale } from '@/i18n/locales';
import { RETENTION } from '@/lib/constants/retention';
import { database } from '@/server/db';
import { errorGroups } from '@/server/inbox/error-groups';
import { requireStaff } from '@/server/staff/page-session';
import { inboxPath } from '@/lib/inbox/paths';

export default async function ErrorReportsPage({ params }: PageProps<'/[locale]/inbox/errors'>) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const session = await requireStaff(locale, inboxPath(locale, '/errors'));
  const t = await getTranslations('staff.errorReports');
  const time = timeFormatter(locale);
  const groups = await errorGroups(await database());
  return (
    <InboxShell locale={locale} session={session} section="errors" title={t('title')}>
      <p className="mb-6 text-muted">{t('intro', { days: String(RETENTION.errorReportDays) })}</p>
      {groups.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className="space-y-4">
          {groups.map((group) => (
            <li key={group.message} className={panel} data-error-group>
              <div className="flex flex-wrap items-baseline justify-between gap-3">
                <h2 className="font-mono text-sm font-semibold break-all">{group.message}</h2>
                <span className="rounded-full border border-danger/50 px-2.5 py-0.5 text-xs font-semibold text-danger">
                  {t('count', { count: group.count })}
                </span>
              </div>
              <p className="mt-2 text-sm text-muted">
                {t('first', { time: time(group.firstAt) })} · {t('last', { time: time(group.lastAt) })}
              </p>
              <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
                <dt className="text-muted">{t('page')}</dt>
                <dd className="break-all">{group.lastUrl}</dd>
                <dt className="text-muted">{t('browser')}</dt>
                <dd className="break-all">{group.lastUserAgent}</dd>
              </dl>
              {group.lastStack ? (
                <details className="mt-3 text-sm">
                  <summary className="cursor-pointer text-accent">{t('stack')}</summary>
                  <pre className="mt-2 overflow-x-auto rounded-lg bg-bg p-3 text-xs whitespace-pre-wrap">{group.lastStack}</pre>
                </details>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </InboxShell>
  );
}
