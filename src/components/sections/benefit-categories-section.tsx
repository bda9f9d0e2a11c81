import { CheckList } from '@/components/ui/check-list';
import { getDataTranslations } from '@/i18n/data-translations';
import { Icon } from '@/components/ui/icon';
import { SectionHeading, staggerStyle } from './section-heading';
import type { SectionProps } from './types';

type Benefit = { title: string; description: string };

/** Benefit categories (icon, title, three items each) and the compliance or practical checklist. */
export async function BenefitCategoriesSection({ namespace, section, headingId }: SectionProps) {
  const t = await getDataTranslations(`${namespace}.${section.id}`);
  const checklist = t.raw('checklist.items') as string[];
  return (
    <>
      <SectionHeading id={headingId} eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} />
      <div className="grid gap-3 lg:grid-cols-3">
        {section.content.items?.map((category, index) => (
          <section
            key={category.key}
            aria-labelledby={`${headingId}-${category.key}`}
            style={staggerStyle(index)}
            className="stagger-item rounded-2xl border border-white/10 bg-white/[0.04] p-5"
            data-benefit-category={category.key}
          >
            <h3 id={`${headingId}-${category.key}`} className="mb-3 flex items-center gap-3 font-semibold">
              {category.icon ? (
                <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-xl bg-accent/10 text-accent">
                  <Icon name={category.icon} className="size-[18px]" />
                </span>
              ) : null}
              {t(`categories.${category.key}.title`)}
            </h3>
            <ul className="space-y-3 text-sm">
              {(t.raw(`categories.${category.key}.items`) as Benefit[]).map((benefit) => (
                <li key={benefit.title}>
                  <p className="font-medium">{benefit.title}</p>
                  <p className="text-muted">{benefit.description}</p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <section
        aria-labelledby={`${headingId}-checklist`}
        className="mt-3 rounded-2xl border border-accent/30 bg-accent/[0.06] p-5"
        data-checklist
      >
        <h3 id={`${headingId}-checklist`} className="mb-3 font-semibold">
          {t('checklist.title')}
        </h3>
        <CheckList items={checklist} className="grid gap-2 text-sm sm:grid-cols-2" />
      </section>
    </>
  );
}
