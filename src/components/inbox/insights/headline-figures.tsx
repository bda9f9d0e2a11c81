import { getTranslations } from 'next-intl/server';
import { change, type Headline } from '@/lib/inbox/insights';
import { panel } from '../styles';

/** The key figures of the period, each with the previous period's value and the change. */
export async function HeadlineFigures({ current, previous, locale }: { current: Headline; previous: Headline; locale: string }) {
  const t = await getTranslations('staff.insights.headline');
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const signed = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' });
  const ratio = (value: number | null) => (value === null ? '–' : percent.format(value));
  const figures = [
    {
      id: 'visitors',
      value: number.format(current.visitors),
      before: number.format(previous.visitors),
      delta: change(current.visitors, previous.visitors),
    },
    {
      id: 'pageviews',
      value: number.format(current.pageviews),
      before: number.format(previous.pageviews),
      delta: change(current.pageviews, previous.pageviews),
    },
    {
      id: 'leads',
      value: number.format(current.leads),
      before: number.format(previous.leads),
      delta: change(current.leads, previous.leads),
    },
    {
      id: 'conversion',
      value: ratio(current.conversion),
      before: ratio(previous.conversion),
      delta: current.conversion !== null && previous.conversion ? change(current.conversion, previous.conversion) : null,
    },
    {
      id: 'callbacks',
      value: t('callbacksOf', {
        delivered: number.format(current.callbacksDelivered),
        requested: number.format(current.callbacksRequested),
      }),
      before: t('callbacksOf', {
        delivered: number.format(previous.callbacksDelivered),
        requested: number.format(previous.callbacksRequested),
      }),
      delta: change(current.callbacksDelivered, previous.callbacksDelivered),
    },
    {
      id: 'dialledInTime',
      value: ratio(current.dialledInTime),
      before: ratio(previous.dialledInTime),
      delta: current.dialledInTime !== null && previous.dialledInTime ? change(current.dialledInTime, previous.dialledInTime) : null,
    },
  ] as const;
  return (
    <section aria-label={t('label')} className="mb-6">
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6">
        {figures.map((figure) => (
          <div key={figure.id} className={panel} data-headline={figure.id}>
            <dt className="text-sm text-muted">{t(figure.id)}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums" data-headline-value>
              {figure.value}
            </dd>
            <dd className="mt-1 text-xs text-muted">
              {t('previous', { value: figure.before })} ·{' '}
              {figure.delta === null ? t('noChange') : t('change', { value: signed.format(figure.delta) })}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
