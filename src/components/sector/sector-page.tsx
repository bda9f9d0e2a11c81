import { ArrowLeft } from 'lucide-react';
import { getLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { getDataTranslations } from '@/i18n/data-translations';
import { localeOrDefault } from '@/i18n/locales';
import { localizePathname } from '@/i18n/negotiate';
import { BackgroundStill } from '@/components/media/background-still';
import { SectorLayout } from './sector-layout';
import { HeroTitle } from '@/components/ui/hero-title';

type SectorPageProps = {
  /** Words under `<namespace>`: back, hero.eyebrow, hero.title, hero.subtitle. */
  namespace: string;
  heroImage: { src: string; width: number; height: number };
  /** The start page unless a page says otherwise. */
  backHref?: string;
  children: ReactNode;
};

/**
 * The shared sector layout: a back button (a plain link, so a full page
 * navigation), the hero image that shrinks to a bar, the hero title that fades out, and the
 * content panel that takes over after half a viewport.
 */
export async function SectorPage({ namespace, heroImage, backHref = '/', children }: SectorPageProps) {
  const t = await getDataTranslations(namespace);
  const locale = await getLocale();
  const backUrl = localizePathname(backHref, localeOrDefault(locale));
  return (
    <SectorLayout>
      <div className="sector-hero">
        <div aria-hidden="true" className="absolute inset-0 bg-bg">
          <BackgroundStill src={heroImage.src} />
          <div className="absolute inset-0 bg-gradient-to-b from-bg/40 via-bg/20 to-bg/80" />
        </div>
        <a
          href={backUrl}
          data-back-link
          className="sector-back inline-flex h-10 items-center gap-2 rounded-full border border-white/15 bg-bg/60 px-4 text-sm font-medium backdrop-blur-md transition-colors hover:border-accent/60 hover:text-accent"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('back')}
        </a>
      </div>
      <div className="sector-title" data-sector-title>
        <div className="w-full max-w-3xl text-center">
          <p className="mb-4 text-xs font-semibold tracking-[0.22em] text-accent uppercase md:text-sm">{t('hero.eyebrow')}</p>
          <HeroTitle>{t('hero.title')}</HeroTitle>
          <p className="mx-auto mt-4 max-w-2xl text-base text-fg/90 text-balance sm:text-lg md:text-xl">{t('hero.subtitle')}</p>
        </div>
      </div>
      <div className="sector-panel glass" data-sector-panel>
        {children}
      </div>
    </SectorLayout>
  );
}
