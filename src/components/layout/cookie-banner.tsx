import { Cookie } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Link } from '@/i18n/navigation';

const CATEGORIES = [
  { id: 'necessary', locked: true },
  { id: 'analytics', locked: false },
  { id: 'marketing', locked: false },
] as const;

/**
 * The cookie choice, server-rendered and open: CONSENT_KNOWN (the document-start script) hides it before the
 * first paint for a visitor who has chosen. Its buttons answer from the first frame (src/lib/first-touch/controls.ts):
 * on a first visit it shows only the choice (at most a third of a phone's screen); "Settings" shows the
 * categories (`data-detailed`), and the footer's cookie settings open it that way again. Rendered after
 * <main>, so the page's heading comes first in the document.
 */
export async function CookieBanner() {
  const t = await getTranslations('common.cookies');
  return (
    <section
      id="cookie-banner"
      aria-labelledby="cookie-banner-title"
      aria-describedby="cookie-banner-description"
      data-cookie-banner
      // Scrolls inside (with a visible scroll bar) if the settings do not fit a short screen.
      className="group/banner glass fixed inset-x-3 bottom-3 z-[55] mx-auto max-h-[calc(100dvh-1.5rem)] max-w-2xl overflow-y-auto overscroll-contain rounded-3xl p-4 [anchor-name:--cookie-banner] md:bottom-6 md:p-6"
    >
      <div className="flex items-start gap-3">
        <Cookie aria-hidden="true" className="mt-0.5 hidden size-5 shrink-0 text-accent sm:block" />
        <div className="space-y-1 sm:space-y-2">
          <h2 id="cookie-banner-title" className="text-[0.9375rem] font-semibold sm:text-base">
            {t('title')}
          </h2>
          <p id="cookie-banner-description" className="text-[0.8125rem] leading-snug text-muted sm:text-sm">
            {t('description')} {/* On a phone the first view stays short; the settings say where to change the choice. */}
            <span className="hidden group-data-detailed/banner:inline sm:inline">{t('descriptionChange')} </span>
            <Link href={{ pathname: '/datenschutz', hash: 'datenschutz' }} className="text-fg underline underline-offset-4">
              {t('privacyLink')}
            </Link>
          </p>
        </div>
      </div>
      <ul className="mt-3 hidden gap-1.5 group-data-detailed/banner:grid sm:mt-4 sm:grid-cols-3 sm:gap-2" data-consent-categories>
        {CATEGORIES.map((category) => (
          <li
            key={category.id}
            className="flex items-start gap-2.5 rounded-xl border border-white/10 bg-white/[0.03] px-3 py-2 sm:gap-3 sm:rounded-2xl sm:p-3"
          >
            <Checkbox
              id={`consent-${category.id}`}
              defaultChecked={category.locked}
              disabled={category.locked}
              aria-describedby={`consent-${category.id}-description`}
            />
            <div>
              <label htmlFor={`consent-${category.id}`} className="text-sm font-medium">
                {t(category.id)}
              </label>
              <p id={`consent-${category.id}-description`} className="hidden text-xs text-muted sm:block">
                {t(`${category.id}Description`)}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-3 grid grid-cols-2 gap-2 sm:mt-4 sm:flex sm:justify-end">
        <Button variant="secondary" size="sm" data-consent-reject>
          {t('reject')}
        </Button>
        <Button variant="secondary" size="sm" data-consent-save>
          {t('acceptSelection')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          data-consent-settings
          aria-controls="cookie-banner"
          className="group-data-detailed/banner:hidden"
        >
          {t('settings')}
        </Button>
        <Button size="sm" className="col-span-2" data-consent-accept-all>
          {t('acceptAll')}
        </Button>
      </div>
    </section>
  );
}
