import { Icon } from '@/components/ui/icon';
import { getDataTranslations } from '@/i18n/data-translations';
import { SectionHeading, staggerStyle } from './section-heading';
import type { SectionProps } from './types';

/** What sets the company apart. */
export async function UspSection({ namespace, section, headingId }: SectionProps) {
  const t = await getDataTranslations(`${namespace}.usp`);
  return (
    <>
      <SectionHeading id={headingId} eyebrow={t('eyebrow')} title={t('title')} />
      <ul className="grid gap-4 sm:grid-cols-2">
        {section.content.items?.map((item, index) => (
          <li key={item.key} style={staggerStyle(index)} className="stagger-item flex gap-4">
            {item.icon ? (
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-accent/20 to-accent-2/20 text-accent">
                <Icon name={item.icon} className="size-5" />
              </span>
            ) : null}
            <div>
              <h3 className="font-semibold">{t(`items.${item.key}.title`)}</h3>
              <p className="text-sm text-muted">{t(`items.${item.key}.description`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
