'use client';

import { Cookie } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Link } from '@/i18n/navigation';
import { acceptConsent, OPEN_CONSENT_EVENT, readConsent, rejectConsent, storeConsent, type CookieConsent } from '@/lib/consent';
import { showToast } from '@/lib/toast-store';

/**
 * Shown without stored consent; accept with the chosen categories, or reject. On a
 * first visit it shows only the choice (at most a third of a phone's screen); the categories
 * open behind "Settings", and directly when the footer's cookie settings reopen it. Rendered
 * after <main>, so the page's heading comes first in the document.
 */
export function CookieBanner() {
  const t = useTranslations('common.cookies');
  // Rendered open on the server so first-time visitors see it in the first paint (it is the
  // largest text then); CONSENT_KNOWN_SCRIPT hides it before paint for returning visitors.
  const [open, setOpen] = useState(true);
  const [reopened, setReopened] = useState(false);
  const [detailed, setDetailed] = useState(false);
  const [analytics, setAnalytics] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    // localStorage is only readable after hydration; a stored choice closes the banner.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOpen(readConsent(window.localStorage) === null);
    const reopen = () => {
      const current = readConsent(window.localStorage);
      setAnalytics(current?.analytics ?? false);
      setMarketing(current?.marketing ?? false);
      delete document.documentElement.dataset.consent;
      setReopened(true);
      setDetailed(true);
      setOpen(true);
    };
    window.addEventListener(OPEN_CONSENT_EVENT, reopen);
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, reopen);
  }, []);

  if (!open) return null;

  const finish = (consent: CookieConsent) => {
    storeConsent(consent);
    setOpen(false);
    if (reopened) showToast({ title: t('saved'), variant: 'success' });
  };

  // The settings button gives way to the categories: focus moves to the first one that can change.
  const showSettings = () => {
    setDetailed(true);
    requestAnimationFrame(() => document.getElementById('consent-analytics')?.focus());
  };

  const categories = [
    { id: 'necessary', checked: true, disabled: true, onChange: () => {} },
    { id: 'analytics', checked: analytics, disabled: false, onChange: setAnalytics },
    { id: 'marketing', checked: marketing, disabled: false, onChange: setMarketing },
  ] as const;

  return (
    <section
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      data-cookie-banner
      // Scrolls inside (with a visible scroll bar) if the settings do not fit a short screen.
      className="glass fixed inset-x-3 bottom-3 z-[55] mx-auto max-h-[calc(100dvh-1.5rem)] max-w-2xl overflow-y-auto overscroll-contain rounded-3xl p-4 md:bottom-6 md:p-6"
    >
      <div className="flex items-start gap-3">
        <Cookie aria-hidden="true" className="mt-0.5 hidden size-5 shrink-0 text-accent sm:block" />
        <div className="space-y-1 sm:space-y-2">
          <h2 id={titleId} className="text-[0.9375rem] font-semibold sm:text-base">
            {t('title')}
          </h2>
          <p id={descriptionId} className="text-[0.8125rem] leading-snug text-muted sm:text-sm">
            {t('description')} {/* On a phone the first view stays short; the settings say where to change the choice. */}
            <span className={detailed ? undefined : 'hidden sm:inline'}>{t('descriptionChange')} </span>
            <Link href={{ pathname: '/datenschutz', hash: 'datenschutz' }} className="text-fg underline underline-offset-4">
              {t('privacyLink')}
            </Link>
          </p>
        </div>
      </div>
      {detailed ? (
        <ul className="mt-3 grid gap-1.5 sm:mt-4 sm:grid-cols-3 sm:gap-2">
          {categories.map((category) => (
            <li
              key={category.id}
              className="flex items-start gap-2.5 rounded-xl border border-white/10 bg-white/[0.03] px-3 py-2 sm:gap-3 sm:rounded-2xl sm:p-3"
            >
              <Checkbox
                id={`consent-${category.id}`}
                checked={category.checked}
                disabled={category.disabled}
                onCheckedChange={category.onChange}
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
      ) : null}
      <div className="mt-3 grid grid-cols-2 gap-2 sm:mt-4 sm:flex sm:justify-end">
        <Button variant="secondary" size="sm" data-consent-reject onClick={() => finish(rejectConsent())}>
          {t('reject')}
        </Button>
        {detailed ? (
          <Button variant="secondary" size="sm" data-consent-save onClick={() => finish(acceptConsent({ analytics, marketing }))}>
            {t('acceptSelection')}
          </Button>
        ) : (
          <Button variant="secondary" size="sm" data-consent-settings onClick={showSettings}>
            {t('settings')}
          </Button>
        )}
        <Button
          size="sm"
          className="col-span-2"
          data-consent-accept-all
          onClick={() => finish(acceptConsent({ analytics: true, marketing: true }))}
        >
          {t('acceptAll')}
        </Button>
      </div>
    </section>
  );
}
