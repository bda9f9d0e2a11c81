import { ArrowUpRight } from 'lucide-react';
import { getDataTranslations } from '@/i18n/data-translations';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/i18n/navigation';
import { SectionHeading, staggerStyle } from './section-heading';
import type { SectionProps } from './types';

/** Industry grid: each tag links to its /usecase page. */
export async function IndustrySection({ namespace, section, headingId }: SectionProps) {
  const t = await getDataTranslations(`${namespace}.industry`);
  return (
    <>
      <SectionHeading id={headingId} eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} />
      <ul className="grid gap-2.5 sm:grid-cols-2 lg:grid-cols-3">
        {section.content.items?.map((item, index) => (
          <li key={item.key} style={staggerStyle(index)} className="stagger-item">
            <Link
              href={item.href ?? '/usecase'}
              data-industry-link={item.key}
              className="group flex h-full items-start gap-3 rounded-2xl border border-white/10 bg-white/[0.04] p-4 transition-colors hover:border-accent/50 hover:bg-white/[0.07]"
            >
              {item.icon ? (
                <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-xl bg-accent-2/15 text-accent-2">
                  <Icon name={item.icon} className="size-[18px]" />
                </span>
              ) : null}
              <span className="min-w-0 flex-1">
                <span className="flex items-center justify-between gap-2 font-semibold">
                  {t(`items.${item.key}.tag`)}
                  <ArrowUpRight
                    aria-hidden="true"
                    className="size-4 text-muted transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5 group-hover:text-accent"
                  />
                </span>
                <span className="mt-0.5 block text-sm text-muted">{t(`items.${item.key}.description`)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
