import { Check } from 'lucide-react';
import { getDataTranslations } from '@/i18n/data-translations';
import { Icon } from '@/components/ui/icon';
import { SectionHeading, staggerStyle } from './section-heading';
import type { SectionProps } from './types';

/**
 * A grid of cards (values, offerings, expertise, trust factors, features, benefits): icon,
 * title, description, and where the catalogue has them a figure (`stat`) and bullet `details`.
 */
export async function CardsSection({ namespace, section, headingId }: SectionProps) {
  const t = await getDataTranslations(`${namespace}.${section.id}`);
  const items = section.content.items ?? [];
  return (
    <>
      <SectionHeading id={headingId} eyebrow={t('eyebrow')} title={t('title')} intro={t.has('intro') ? t('intro') : undefined} />
      <ul className={items.length === 3 ? 'grid gap-3 md:grid-cols-3' : 'grid gap-3 sm:grid-cols-2'}>
        {items.map((item, index) => {
          const details = t.has(`items.${item.key}.details`) ? (t.raw(`items.${item.key}.details`) as string[]) : [];
          return (
            <li key={item.key} style={staggerStyle(index)} className="stagger-item rounded-2xl border border-white/10 bg-white/[0.04] p-5">
              <div className="mb-3 flex items-center justify-between gap-3">
                {item.icon ? (
                  <span className="inline-flex size-10 items-center justify-center rounded-xl bg-accent/10 text-accent">
                    <Icon name={item.icon} className="size-5" />
                  </span>
                ) : null}
                {t.has(`items.${item.key}.stat`) ? (
                  <span className="text-gradient text-right text-sm font-bold">{t(`items.${item.key}.stat`)}</span>
                ) : null}
              </div>
              <h3 className="mb-1 font-semibold">{t(`items.${item.key}.title`)}</h3>
              <p className="text-sm text-muted">{t(`items.${item.key}.description`)}</p>
              {details.length ? (
                <ul className="mt-3 space-y-1.5 text-sm">
                  {details.map((detail) => (
                    <li key={detail} className="flex gap-2">
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
                      <span>{detail}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}
