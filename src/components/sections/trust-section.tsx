import { BadgeCheck } from 'lucide-react';
import { getLocale } from 'next-intl/server';
import { getDataTranslations } from '@/i18n/data-translations';
import { figureValues } from '@/content/figures';
import { Icon } from '@/components/ui/icon';
import { SectionHeading, staggerStyle } from './section-heading';
import type { SectionProps } from './types';

const badges = ['gdpr', 'euHosting', 'support'] as const;

/** Company story with the figures that make it credible. */
export async function TrustSection({ namespace, section, headingId }: SectionProps) {
  const t = await getDataTranslations(`${namespace}.trust`);
  // The founding year and the counts come from content/figures.ts.
  const figures = figureValues(await getLocale());
  return (
    <>
      <SectionHeading id={headingId} eyebrow={t('eyebrow')} title={t('title')} intro={t('story', figures)} />
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {section.content.items?.map((item, index) => (
          <div key={item.key} style={staggerStyle(index)} className="stagger-item rounded-2xl border border-white/10 bg-white/[0.04] p-4">
            {item.icon ? <Icon name={item.icon} className="mb-2 size-5 text-accent" /> : null}
            <dt className="text-xs text-muted">{t(`facts.${item.key}.label`)}</dt>
            <dd className="text-gradient order-first text-2xl font-bold md:text-3xl">{t(`facts.${item.key}.value`, figures)}</dd>
          </div>
        ))}
      </dl>
      <ul className="mt-5 flex flex-wrap gap-2">
        {badges.map((badge) => (
          <li key={badge} className="inline-flex items-center gap-1.5 rounded-full border border-white/15 px-3 py-1.5 text-xs">
            <BadgeCheck aria-hidden="true" className="size-4 text-teal" />
            {t(`badges.${badge}`)}
          </li>
        ))}
      </ul>
    </>
  );
}
