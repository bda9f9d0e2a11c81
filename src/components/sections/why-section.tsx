import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import { SectionHeading, staggerStyle } from './section-heading';
import type { SectionProps } from './types';

/** Advantages: reasons with icon, title, description and a figure. */
export async function WhySection({ namespace, section, headingId }: SectionProps) {
  const t = await getTranslations(`${namespace}.why`);
  return (
    <>
      <SectionHeading id={headingId} eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} />
      <ul className="grid gap-3 sm:grid-cols-2">
        {section.content.items?.map((item, index) => (
          <li key={item.key} style={staggerStyle(index)} className="stagger-item rounded-2xl border border-white/10 bg-white/[0.04] p-5">
            <div className="mb-3 flex items-center justify-between gap-3">
              {item.icon ? (
                <span className="inline-flex size-10 items-center justify-center rounded-xl bg-accent/10 text-accent">
                  <Icon name={item.icon} className="size-5" />
                </span>
              ) : null}
              <span className="text-gradient text-right text-sm font-bold">{t(`items.${item.key}.stat`)}</span>
            </div>
            <h3 className="mb-1 font-semibold">{t(`items.${item.key}.title`)}</h3>
            <p className="text-sm text-muted">{t(`items.${item.key}.description`)}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
