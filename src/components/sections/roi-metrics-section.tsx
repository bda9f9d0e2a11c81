import { getLocale } from 'next-intl/server';
import { getDataTranslations } from '@/i18n/data-translations';
import { roiModelValues } from '@/content/roi-calculator';
import { RoiCalculatorButton } from './roi-calculator-button';
import { SectionHeading, staggerStyle } from './section-heading';
import type { SectionProps } from './types';

const calculatorKeys = [
  'title',
  'description',
  'employees',
  'salary',
  'share',
  'current',
  'withAi',
  'savingsMonthly',
  'savingsYearly',
  'ratio',
  'note',
  'close',
] as const;

/** ROI metrics (value, label, description) and the button to the ROI calculator. */
export async function RoiMetricsSection({ namespace, section, headingId }: SectionProps) {
  const t = await getDataTranslations(`${namespace}.${section.id}`);
  const locale = await getLocale();
  const model = roiModelValues(locale);
  const texts = Object.fromEntries(calculatorKeys.map((key) => [key, t(`calculator.${key}`, model)])) as Record<
    (typeof calculatorKeys)[number],
    string
  >;
  return (
    <>
      <SectionHeading id={headingId} eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} />
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {section.content.items?.map((item, index) => (
          <li
            key={item.key}
            style={staggerStyle(index)}
            className="stagger-item rounded-2xl border border-white/10 bg-white/[0.04] p-4 text-center"
          >
            <p className="text-gradient text-3xl font-bold">{t(`items.${item.key}.value`)}</p>
            <p className="mt-1 text-sm font-semibold">{t(`items.${item.key}.label`)}</p>
            <p className="mt-1 text-xs text-muted">{t(`items.${item.key}.description`)}</p>
          </li>
        ))}
      </ul>
      <div className="mt-6">
        <RoiCalculatorButton label={t('button')} texts={texts} locale={locale} />
      </div>
    </>
  );
}
