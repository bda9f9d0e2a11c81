import { getLocale } from 'next-intl/server';
import { getDataTranslations } from '@/i18n/data-translations';
import type { Locale } from '@/i18n/locales';
import { figureValues } from '@/content/figures';
import { legalSectionLinks } from '@/content/legal-links';
import { Link } from '@/i18n/navigation';
import { legalTextValues } from '@/lib/legal-text-values';
import { PageStructuredData } from '@/components/seo/page-structured-data';
import { PageClosingCta } from './page-closing-cta';

export type LegalPageKey = 'impressum' | 'datenschutz' | 'agb' | 'cookies';

/** A section of a legal page; `after` is a sentence that follows its list and leads to the section's link. */
type LegalSection = { id: string; title: string; paragraphs: string[]; list: string[]; after?: string };

/** The date the legal texts were last revised. */
const LEGAL_TEXTS_UPDATED = '2026-11-25';

/**
 * A static legal page: real headings, a table of contents,
 * every section in the server HTML; no scroll layout.
 */
export async function LegalPage({ page, siteUrl }: { page: LegalPageKey; siteUrl: string }) {
  const locale = (await getLocale()) as Locale;
  const t = await getDataTranslations('legal');
  // The terms state prices, VAT and the minimum term through the same arguments as the pricing page.
  const values = { ...legalTextValues(locale), ...figureValues(locale) };
  const sections = t.raw(`${page}.sections`) as LegalSection[];
  const updated = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(LEGAL_TEXTS_UPDATED));

  return (
    <article className="mx-auto max-w-[960px] px-5 pt-28 pb-20 md:pt-32" data-legal-page={page}>
      <header className="mb-10 max-w-3xl space-y-4">
        <h1 className="text-3xl font-bold tracking-tight md:text-5xl">{t(`${page}.title`)}</h1>
        <p className="text-muted md:text-lg">{t(`${page}.intro`, values)}</p>
        <p className="text-sm text-muted">{t('updated', { date: updated })}</p>
      </header>
      <div className="grid gap-10 md:grid-cols-[220px_1fr]">
        <nav aria-labelledby="legal-toc" className="md:sticky md:top-24 md:self-start">
          <h2 id="legal-toc" className="mb-3 text-sm font-semibold tracking-[0.18em] text-accent uppercase">
            {t('toc')}
          </h2>
          <ol className="space-y-2 text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-muted underline-offset-4 hover:text-fg hover:underline">
                  {t(`${page}.sections.${index}.title`)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl space-y-10">
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24 space-y-3">
              <h2 id={`${section.id}-title`} className="text-xl font-semibold md:text-2xl">
                {t(`${page}.sections.${index}.title`)}
              </h2>
              {section.paragraphs.map((_, paragraph) => (
                <p key={paragraph} className="leading-relaxed text-fg/90">
                  {t(`${page}.sections.${index}.paragraphs.${paragraph}`, values)}
                </p>
              ))}
              {section.list.length ? (
                <ul className="list-disc space-y-1.5 ps-5 text-fg/90">
                  {section.list.map((_, item) => (
                    <li key={item}>{t(`${page}.sections.${index}.list.${item}`, values)}</li>
                  ))}
                </ul>
              ) : null}
              {section.after ? <p className="leading-relaxed text-fg/90">{t(`${page}.sections.${index}.after`, values)}</p> : null}
              <SectionLink link={legalSectionLinks[`${page}.${section.id}`]} label={(key) => t(key)} />
            </section>
          ))}
        </div>
      </div>
      <PageClosingCta />
      <PageStructuredData path={`/${page}`} siteUrl={siteUrl} />
    </article>
  );
}

/** The link a section ends with (content/legal-links.ts), if it has one. */
function SectionLink({ link, label }: { link: (typeof legalSectionLinks)[string] | undefined; label: (key: string) => string }) {
  if (!link) return null;
  return (
    <p>
      <Link href={link.href} className="font-medium text-accent underline-offset-4 hover:underline" data-legal-link>
        {label(link.labelKey)}
      </Link>
    </p>
  );
}
