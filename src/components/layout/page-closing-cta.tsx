import type { PageConfig } from '@/content/types';
import { getDataTranslations } from '@/i18n/data-translations';
import { CtaLinks } from './cta-links';

type CallToAction = Pick<NonNullable<PageConfig['callback']>, 'titleKey' | 'contentKey' | 'links'>;

/** The legal pages' closing: write to us or book a meeting (legal.cta). */
const LEGAL_CALL_TO_ACTION: CallToAction = {
  titleKey: 'cta.title',
  contentKey: 'cta.text',
  links: [
    { labelKey: 'cta.contact', href: '/kontakt' },
    { labelKey: 'cta.booking', href: '/termin' },
  ],
};

/**
 * The closing call to action of pages outside the scroll layout, in the same shape as a scroll
 * page's call to action (keys under `namespace`); by default the legal pages' one.
 */
export async function PageClosingCta({
  namespace = 'legal',
  callToAction = LEGAL_CALL_TO_ACTION,
}: {
  namespace?: string;
  callToAction?: CallToAction;
}) {
  const t = await getDataTranslations(namespace);
  return (
    <aside aria-labelledby="closing-cta" className="glass mt-16 grid gap-4 rounded-3xl p-6 md:p-10" data-closing-cta>
      <h2 id="closing-cta" className="text-gradient text-2xl font-bold tracking-tight md:text-3xl">
        {t(callToAction.titleKey)}
      </h2>
      <p className="max-w-2xl text-muted">{t(callToAction.contentKey)}</p>
      <CtaLinks place="closing" size="md" links={(callToAction.links ?? []).map(({ labelKey, href }) => ({ label: t(labelKey), href }))} />
    </aside>
  );
}
