import { getTranslations } from 'next-intl/server';
import { CtaLinks } from './cta-links';

type ClosingLink = { labelKey: string; href: string };

const LEGAL_LINKS: readonly ClosingLink[] = [
  { labelKey: 'contact', href: '/kontakt' },
  { labelKey: 'booking', href: '/termin' },
];

/**
 * The closing call to action of pages outside the scroll layout: `title`, the text and the
 * links' labels under `namespace` (by default the legal pages' write-to-us or book-a-meeting).
 */
export async function PageClosingCta({
  namespace = 'legal.cta',
  textKey = 'text',
  links = LEGAL_LINKS,
}: {
  namespace?: string;
  textKey?: string;
  links?: readonly ClosingLink[];
}) {
  const t = await getTranslations(namespace);
  return (
    <aside aria-labelledby="closing-cta" className="glass mt-16 grid gap-4 rounded-3xl p-6 md:p-10" data-closing-cta>
      <h2 id="closing-cta" className="text-gradient text-2xl font-bold tracking-tight md:text-3xl">
        {t('title')}
      </h2>
      <p className="max-w-2xl text-muted">{t(textKey)}</p>
      <CtaLinks size="md" links={links.map(({ labelKey, href }) => ({ label: t(labelKey), href }))} />
    </aside>
  );
}
