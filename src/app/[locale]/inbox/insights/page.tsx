import { getTranslations, setRequestLocale } from 'next-intl/server';
import { InboxShell } from '@/components/inbox/inbox-shell';
import { InsightsView } from '@/components/inbox/insights/insights-view';
import { RangeForm } from '@/components/inbox/insights/range-form';
import type { Locale } from '@/i18n/locales';
import { companyDay } from '@/lib/analytics/day';
import { previousRange, readInsightRange } from '@/lib/inbox/insight-range';
import { periodData } from '@/server/analytics/insights';
import { database } from '@/server/db';
import { requireStaff } from '@/server/staff/page-session';
import { inboxPath } from '@/lib/inbox/paths';

/** Staff only: what brings visitors and leads, over a chosen period and against the one before (docs/decisions/024-first-party-analytics.md). */
export default async function InsightsPage({ params, searchParams }: PageProps<'/[locale]/inbox/insights'>) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const path = inboxPath(locale, '/insights');
  const query = await searchParams;
  const session = await requireStaff(
    locale,
    `${path}${query.from || query.to ? `?${new URLSearchParams({ from: String(query.from ?? ''), to: String(query.to ?? '') })}` : ''}`,
  );
  const t = await getTranslations('staff.insights');
  const today = companyDay(new Date());
  const { range, problem } = readInsightRange(query, today);
  const before = previousRange(range);
  const db = await database();
  const [current, previous] = [await periodData(db, range), await periodData(db, before)];
  const dayFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const day = (value: string) => dayFormat.format(new Date(`${value}T00:00:00Z`));
  return (
    <InboxShell locale={locale} session={session} section="insights" title={t('title')}>
      <p className="mb-6 max-w-3xl text-muted">{t('intro')}</p>
      <RangeForm
        range={range}
        today={today}
        problem={problem}
        action={path}
        comparison={t('range.comparison', { from: day(before.from), to: day(before.to) })}
      />
      <InsightsView current={current} previous={previous} locale={locale} csvBase={`/api/staff/insights?${new URLSearchParams(range)}`} />
    </InboxShell>
  );
}
