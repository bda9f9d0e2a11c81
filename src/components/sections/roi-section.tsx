import { TrendingDown } from 'lucide-react';
import { getFormatter } from 'next-intl/server';
import { CostColumn, euro } from './cost-column';
import { getDataTranslations } from '@/i18n/data-translations';
import { costComparison } from '@/content/cost-comparison';
import { compareCosts } from '@/lib/roi';
import { SectionHeading } from './section-heading';
import type { SectionProps } from './types';

/** The cost comparison: 3,500 + 700 + 800 = 5,000 vs 500 + 800 + 200 = 1,500; saving 3,500 = 70 %. */
export async function RoiSection({ namespace, headingId }: SectionProps) {
  const t = await getDataTranslations(`${namespace}.roi`);
  const format = await getFormatter();
  const result = compareCosts(costComparison.traditional, costComparison.withAi);
  const label = (item: string) => t(`items.${item}`);
  const columns = [
    { titleKey: 'traditionalTitle', items: costComparison.traditional, total: result.currentTotal, highlight: false },
    { titleKey: 'aiTitle', items: costComparison.withAi, total: result.withAiTotal, highlight: true },
  ];
  return (
    <>
      <SectionHeading id={headingId} eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} />
      <div className="grid gap-3 md:grid-cols-[1fr_1fr_0.9fr]">
        {columns.map((column) => (
          <CostColumn key={column.titleKey} title={t(column.titleKey)} totalLabel={t('total')} label={label} format={format} {...column} />
        ))}
        <div
          className="stagger-item flex flex-col justify-center rounded-2xl bg-gradient-to-br from-accent to-accent-2 p-5 text-ink"
          data-roi-saving
        >
          <TrendingDown aria-hidden="true" className="mb-2 size-6" />
          <p className="text-sm font-semibold">{t('savingTitle')}</p>
          <p className="text-3xl font-extrabold tabular-nums">{t('savingMonthly', { amount: euro(format, result.savingsMonthly) })}</p>
          <p className="text-sm font-medium">{t('savingYearly', { amount: euro(format, result.savingsYearly) })}</p>
          <p className="mt-2 text-lg font-bold">
            {t('savingPercent', { percent: format.number(result.savingsRatio, { style: 'percent' }) })}
          </p>
        </div>
      </div>
      <p className="mt-3 text-xs text-muted">{t('footnote')}</p>
    </>
  );
}
