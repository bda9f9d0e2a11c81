import { getLocale } from 'next-intl/server';
import { getDataTranslations } from '@/i18n/data-translations';
import { figureValues } from '@/content/figures';
import { JsonLd } from '@/components/seo/json-ld';
import { FaqList } from '@/components/ui/faq-list';
import { faqPage } from '@/lib/structured-data';
import { SectionHeading } from './section-heading';
import type { SectionProps } from './types';

/** FAQ: one item open at a time (FaqList), with its FAQPage structured data. */
export async function FaqSection({ namespace, section, headingId }: SectionProps) {
  const t = await getDataTranslations(`${namespace}.faq`);
  // Prices and other figures come from content/figures.ts, not from the answers' text.
  const figures = figureValues(await getLocale());
  const items = (section.content.items ?? []).map((item) => ({
    key: item.key,
    question: t(`items.${item.key}.question`),
    answer: t(`items.${item.key}.answer`, figures),
  }));
  return (
    <>
      <SectionHeading id={headingId} eyebrow={t('eyebrow')} title={t('title')} />
      <FaqList group={`${namespace}-faq`} items={items} />
      <JsonLd data={faqPage(items.map(({ question, answer }) => ({ question, answer })))} />
    </>
  );
}
