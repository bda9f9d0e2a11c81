import { ArrowRight } from 'lucide-react';
import { getFormatter } from 'next-intl/server';
import { getDataTranslations } from '@/i18n/data-translations';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/i18n/navigation';
import { SectionHeading, staggerStyle } from './section-heading';
import type { SectionProps } from './types';

/** The service suite; offers with a price show "from … / month" and link to their page. */
export async function ServicesSection({ namespace, section, headingId }: SectionProps) {
  const t = await getDataTranslations(`${namespace}.services`);
  const format = await getFormatter();
  return (
    <>
      <SectionHeading id={headingId} eyebrow={t('eyebrow')} title={t('title')} />
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {section.content.items?.map((item, index) => (
          <li
            key={item.key}
            style={staggerStyle(index)}
            className="stagger-item flex flex-col rounded-2xl border border-white/10 bg-white/[0.04] p-4"
          >
            <div className="mb-2 flex items-center gap-2.5">
              {item.icon ? <Icon name={item.icon} className="size-5 text-accent" /> : null}
              <h3 className="font-semibold">{t(`items.${item.key}.title`)}</h3>
            </div>
            <p className="flex-1 text-sm text-muted">{t(`items.${item.key}.description`)}</p>
            {item.price !== undefined ? (
              <p className="mt-3 text-sm font-semibold text-fg">
                {t('priceFrom', { price: format.number(item.price, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }) })}
              </p>
            ) : null}
            {item.href ? (
              <Link href={item.href} className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-accent hover:underline">
                {t('learnMore')}
                <span className="sr-only">: {t(`items.${item.key}.title`)}</span>
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
