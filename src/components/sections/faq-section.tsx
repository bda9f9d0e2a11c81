import { getTranslations } from 'next-intl/server';
import { FaqAccordion } from './faq-accordion';
import { SectionHeading } from './section-heading';
import type { SectionProps } from './types';

export async function FaqSection({ namespace, section, headingId }: SectionProps) {
  const t = await getTranslations(`${namespace}.faq`);
  const entries = (section.content.items ?? []).map((item) => ({
    key: item.key,
    question: t(`items.${item.key}.question`),
    answer: t(`items.${item.key}.answer`),
  }));
  return (
    <>
      <SectionHeading id={headingId} eyebrow={t('eyebrow')} title={t('title')} />
      <FaqAccordion entries={entries} />
    </>
  );
}
