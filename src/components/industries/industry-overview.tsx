import { ArrowRight } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import { industries, industryPath } from '@/content/industries/list';
import { Link } from '@/i18n/navigation';
import { HeroTitle } from '@/components/ui/hero-title';

/** /usecase: the industry overview grid, each industry with its tag label; no call to action. */
export async function IndustryOverview() {
  const t = await getTranslations('industries');
  return (
    <div className="relative isolate">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[70vh] bg-[radial-gradient(ellipse_at_20%_10%,rgb(34_211_238/0.18),transparent_55%),radial-gradient(ellipse_at_85%_30%,rgb(139_92_246/0.22),transparent_55%)]"
      />
      <div className="mx-auto max-w-[960px] px-5 pt-28 pb-20 md:pt-36">
        <header className="mb-10 max-w-3xl space-y-4 md:mb-14">
          <p className="text-xs font-semibold tracking-[0.22em] text-accent uppercase md:text-sm">{t('hero.eyebrow')}</p>
          <HeroTitle largest="5xl">{t('hero.title')}</HeroTitle>
          <p className="text-base text-muted md:text-lg">{t('hero.subtitle')}</p>
        </header>
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
      </div>
    </div>
  );
}
