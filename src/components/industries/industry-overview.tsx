import { ArrowRight } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import { industries, industryPath } from '@/content/industries/list';
import { Link } from '@/i18n/navigation';
import { DocumentPage } from '@/components/layout/document-page';

/** /usecase: the industry overview grid, each industry with its tag label; no call to action. */
export async function IndustryOverview() {
  const t = await getTranslations('industries');
  return (
    <DocumentPage eyebrow={t('hero.eyebrow')} title={t('hero.title')} subtitle={t('hero.subtitle')}>
      <ul aria-label={t('gridLabel')} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-industry-grid>
        {industries.map(({ slug, icon }) => (
          <li key={slug}>
            <Link
              href={industryPath(slug)}
              data-industry-link={slug}
              className="group glass flex h-full flex-col rounded-2xl p-5 transition-colors hover:border-accent/50"
            >
              <span className="mb-4 flex items-center justify-between gap-3">
                <span className="inline-flex size-10 items-center justify-center rounded-xl bg-accent/10 text-accent">
                  <Icon name={icon} className="size-5" />
                </span>
                <span
                  className="rounded-full border border-accent/40 bg-accent/10 px-2.5 py-0.5 text-xs font-semibold text-accent"
                  data-industry-tag
                >
                  {t(`items.${slug}.tag`)}
                </span>
              </span>
              <h2 className="mb-1.5 text-lg leading-snug font-semibold">{t(`items.${slug}.title`)}</h2>
              <p className="flex-1 text-sm text-muted">{t(`items.${slug}.description`)}</p>
              <p className="text-gradient mt-4 text-sm font-bold">{t(`items.${slug}.highlight`)}</p>
              <span className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium text-accent">
                {t('open')}
                <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </DocumentPage>
  );
}
