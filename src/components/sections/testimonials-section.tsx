import { Quote } from 'lucide-react';
import { getDataTranslations } from '@/i18n/data-translations';
import { SectionHeading, staggerStyle } from './section-heading';
import type { SectionProps } from './types';

/** Testimonials are industry-level, each with a rating of 5. */
const TESTIMONIAL_RATING = 5;

/** The five stars (with their spoken label) and the quote mark above every testimonial. */
export function RatingHeader({ label }: { label: string }) {
  return (
    <div className="mb-3 flex items-center justify-between">
      <p className="text-sm tracking-[0.2em] text-amber-300" role="img" aria-label={label}>
        {'★'.repeat(TESTIMONIAL_RATING)}
      </p>
      <Quote aria-hidden="true" className="size-5 text-white/20" />
    </div>
  );
}

export async function TestimonialsSection({ namespace, section, headingId }: SectionProps) {
  const t = await getDataTranslations(`${namespace}.testimonials`);
  return (
    <>
      <SectionHeading id={headingId} eyebrow={t('eyebrow')} title={t('title')} />
      <ul className="grid gap-3 md:grid-cols-2">
        {section.content.items?.map((item, index) => (
          <li key={item.key} style={staggerStyle(index)} className="stagger-item">
            <figure className="flex h-full flex-col rounded-2xl border border-white/10 bg-white/[0.04] p-5">
              <RatingHeader label={t('rating')} />
              <blockquote className="flex-1 text-[0.95rem] leading-relaxed">
                <q>{t(`items.${item.key}.quote`)}</q>
              </blockquote>
              <figcaption className="mt-4 text-sm">
                <span className="font-semibold">{t(`items.${item.key}.author`)}</span>
                <span className="block text-muted">
                  {t(`items.${item.key}.position`)}, {t(`items.${item.key}.company`)}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </>
  );
}
