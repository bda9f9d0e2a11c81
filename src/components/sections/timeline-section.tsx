import { SectionHeading, staggerStyle } from './section-heading';
import { getDataTranslations } from '@/i18n/data-translations';
import type { SectionProps } from './types';

/** Milestones (year, achievement) on a vertical line. */
export async function TimelineSection({ namespace, section, headingId }: SectionProps) {
  const t = await getDataTranslations(`${namespace}.${section.id}`);
  return (
    <>
      <SectionHeading id={headingId} eyebrow={t('eyebrow')} title={t('title')} intro={t.has('intro') ? t('intro') : undefined} />
      <ol className="relative space-y-4 border-s border-accent/30 ps-6">
        {section.content.items?.map((item, index) => (
          <li key={item.key} style={staggerStyle(index)} className="stagger-item relative">
            <span
              aria-hidden="true"
              className="absolute -start-[1.95rem] top-1.5 size-3 rounded-full bg-accent shadow-[0_0_12px] shadow-accent/60"
            />
            <p className="text-gradient text-sm font-bold">{t(`items.${item.key}.year`)}</p>
            <h3 className="font-semibold">{t(`items.${item.key}.title`)}</h3>
            <p className="text-sm text-muted">{t(`items.${item.key}.description`)}</p>
          </li>
        ))}
      </ol>
    </>
  );
}
