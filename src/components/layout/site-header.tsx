import { CalendarDays } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { SiteMenuButton } from './site-menu';

/**
 * Appears after 25 px of scroll (src/lib/first-touch/controls.ts sets `data-visible`); switcher left, logo
 * centre, menu right; 68 px high. Next to the menu, a compact call to action (icon only on narrow phones).
 * Focus inside shows the bar at once, so a keyboard user never tabs through controls that are not on screen.
 * `languageLabel` is the switcher's accessible name, formatted by the server.
 */
/** The id of the header switcher's language list, which SiteDocument renders after the header. */
export const HEADER_LANGUAGES = 'language-menu-header';

export async function SiteHeader({ languageLabel }: { languageLabel: string }) {
  const t = await getTranslations('common');
  return (
    <header
      data-site-header
      data-visible="false"
      className="fixed inset-x-0 top-0 z-50 h-[68px] border-b border-white/10 bg-bg/75 backdrop-blur-xl transition-opacity duration-500 ease-[var(--ease-spring)] data-[visible=false]:pointer-events-none data-[visible=false]:-translate-y-full data-[visible=false]:opacity-0 data-[visible=false]:focus-within:pointer-events-auto data-[visible=false]:focus-within:translate-y-0 data-[visible=false]:focus-within:opacity-100 focus-within:transition-none"
    >
      {/* Centred logo; on the narrowest phones the sides take what they need and the logo the rest. */}
      <div className="mx-auto grid h-full max-w-[1200px] grid-cols-[1fr_auto_1fr] items-center gap-1 px-4 max-[379px]:grid-cols-[auto_minmax(0,1fr)_auto] max-[379px]:px-3">
        <div className="justify-self-start">
          <LanguageSwitcher listId={HEADER_LANGUAGES} label={languageLabel} />
        </div>
        <Link href="/" aria-label={t('a11y.homeLink')} className="min-w-0 justify-self-center rounded-lg px-2 py-1 max-[379px]:px-1">
          <Logo />
        </Link>
        <div className="flex items-center gap-1.5 justify-self-end sm:gap-2">
          <Link
            href="/termin"
            data-header-cta
            data-cta="header-termin"
            className={buttonVariants({ size: 'sm', className: 'max-[479px]:size-10 max-[479px]:px-0' })}
          >
            <CalendarDays aria-hidden="true" />
            <span className="max-[479px]:sr-only">{t('header.cta')}</span>
          </Link>
          <SiteMenuButton />
        </div>
      </div>
    </header>
  );
}
