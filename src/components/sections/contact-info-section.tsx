import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { getLocale } from 'next-intl/server';
import { getDataTranslations } from '@/i18n/data-translations';
import type { Locale } from '@/i18n/locales';
import { company, phoneDial } from '@/lib/company';
import { SectionHeading } from './section-heading';
import type { SectionProps } from './types';

/** How to reach us: the company facts (lib/company.ts) with the page's words around them. */
export async function ContactInfoSection({ namespace, section, headingId }: SectionProps) {
  const t = await getDataTranslations(`${namespace}.${section.id}`);
  const locale = (await getLocale()) as Locale;
  const rows = [
    { icon: Mail, label: t('emailLabel'), value: company.email, href: `mailto:${company.email}` },
    { icon: Phone, label: t('phoneLabel'), value: company.phone, href: `tel:${phoneDial()}` },
    { icon: MapPin, label: t('addressLabel'), value: `${company.legalName}, ${company.location[locale]}` },
    { icon: Clock, label: t('hoursLabel'), value: t('hours') },
  ];
  return (
    <>
      <SectionHeading id={headingId} eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} />
      <dl className="grid gap-3 sm:grid-cols-2">
        {rows.map(({ icon: RowIcon, label, value, href }) => (
          // A <dl> allows only <dt> and <dd> in its row <div>s: the icon sits inside the term.
          <div key={label} className="relative rounded-2xl border border-white/10 bg-white/[0.04] p-5 ps-[4.25rem]">
            <dt className="text-sm text-muted">
              <span className="absolute start-5 top-5 inline-flex size-10 items-center justify-center rounded-xl bg-accent/10 text-accent">
                <RowIcon aria-hidden="true" className="size-5" />
              </span>
              {label}
            </dt>
            <dd className="font-medium break-words">
              {href ? (
                <a href={href} className="underline-offset-4 hover:underline">
                  {value}
                </a>
              ) : (
                value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
