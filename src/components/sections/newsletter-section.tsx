import { NewsletterSignup } from '@/components/forms/newsletter-signup';
import { getDataTranslations } from '@/i18n/data-translations';
import { SectionHeading } from './section-heading';
import type { SectionProps } from './types';

/** The newsletter sign-up as a section of a page (the about page), with the page's words around it. */
export async function NewsletterSection({ namespace, section, headingId }: SectionProps) {
  const t = await getDataTranslations(`${namespace}.${section.id}`);
  return (
    <>
      <SectionHeading id={headingId} eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} />
      <div className="max-w-xl rounded-2xl border border-white/10 bg-white/[0.04] p-5 md:p-6">
        <NewsletterSignup />
      </div>
    </>
  );
}
