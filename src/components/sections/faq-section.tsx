import { ChevronDown } from 'lucide-react';
import { getLocale } from 'next-intl/server';
import { getDataTranslations } from '@/i18n/data-translations';
import { figureValues } from '@/content/figures';
import { JsonLd } from '@/components/seo/json-ld';
import { faqPage } from '@/lib/structured-data';
import { SectionHeading } from './section-heading';
import type { SectionProps } from './types';

/**
 * FAQ: one item open at a time; clicking the open item closes it. Native exclusive
 * <details name> does exactly that without JavaScript (docs/decisions/006-native-faq.md).
 */
export async function FaqSection({ namespace, section, headingId }: SectionProps) {
  const t = await getDataTranslations(`${namespace}.faq`);
  // Prices and other figures come from content/figures.ts, not from the answers' text.
  const figures = figureValues(await getLocale());
  const group = `${namespace}-faq`;
  const items = section.content.items ?? [];
  return (
    <>
      <SectionHeading id={headingId} eyebrow={t('eyebrow')} title={t('title')} />
      <div className="divide-y divide-white/10 rounded-2xl border border-white/10 bg-white/[0.03]" data-faq>
        {items.map((item) => (
          <details key={item.key} name={group} data-faq-item={item.key} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-4 py-3.5 text-left text-[0.95rem] font-medium hover:text-accent [&::-webkit-details-marker]:hidden">
              <h3>{t(`items.${item.key}.question`)}</h3>
              <ChevronDown aria-hidden="true" className="size-4 shrink-0 transition-transform duration-300 group-open:rotate-180" />
            </summary>
            <p className="px-4 pb-4 text-sm text-muted">{t(`items.${item.key}.answer`, figures)}</p>
          </details>
        ))}
      </div>
      <JsonLd
        data={faqPage(items.map((item) => ({ question: t(`items.${item.key}.question`), answer: t(`items.${item.key}.answer`, figures) })))}
      />
    </>
  );
}
