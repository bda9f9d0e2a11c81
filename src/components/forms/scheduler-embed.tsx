'use client';

import { CalendarDays, ExternalLink } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { acceptConsent, CONSENT_CHANGED_EVENT, readConsent, storeConsent, type CookieConsent } from '@/lib/consent';

/** The scheduling widget starts 1 s after it may load. */
const SCHEDULER_START_DELAY_MS = 1000;

export type SchedulerTexts = {
  consentTitle: string;
  consentText: string;
  consentButton: string;
  directLink: string;
  loading: string;
  frameTitle: string;
};

/**
 * The third-party booking calendar (30-minute meetings, month view). It loads only with the
 * visitor's consent to marketing and external content; until then a prompt and a plain link
 * to the hosted booking page stand in its place.
 */
export function SchedulerEmbed({ url, texts }: { url: string; texts: SchedulerTexts }) {
  const [consented, setConsented] = useState(false);
  const [started, setStarted] = useState(false);

  useEffect(() => {
    const update = (consent: CookieConsent | null) => setConsented(Boolean(consent?.marketing));
    update(readConsent(window.localStorage));
    const onChange = (event: Event) => update((event as CustomEvent<CookieConsent>).detail);
    window.addEventListener(CONSENT_CHANGED_EVENT, onChange);
    return () => window.removeEventListener(CONSENT_CHANGED_EVENT, onChange);
  }, []);

  useEffect(() => {
    if (!consented) return;
    const timer = window.setTimeout(() => setStarted(true), SCHEDULER_START_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [consented]);

  const allow = () => {
    const current = readConsent(window.localStorage);
    storeConsent(acceptConsent({ analytics: current?.analytics ?? false, marketing: true }));
  };

  const directLink = (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1.5 text-sm font-medium text-accent underline-offset-4 hover:underline"
    >
      {texts.directLink}
      <ExternalLink aria-hidden="true" className="size-4" />
    </a>
  );

  if (!consented) {
    return (
      <div data-scheduler-consent className="grid gap-4 rounded-2xl border border-white/10 bg-white/[0.04] p-6">
        <CalendarDays aria-hidden="true" className="size-8 text-accent" />
        <h3 className="text-lg font-semibold">{texts.consentTitle}</h3>
        <p className="text-sm text-muted">{texts.consentText}</p>
        <div className="flex flex-wrap items-center gap-4">
          <Button onClick={allow} data-scheduler-allow data-awaits-react>
            {texts.consentButton}
          </Button>
          {directLink}
        </div>
      </div>
    );
  }

  return (
    <div className="grid gap-3">
      {started ? (
        <iframe
          data-scheduler-frame
          src={url}
          title={texts.frameTitle}
          className="h-[640px] w-full rounded-2xl border border-white/10 bg-white"
        />
      ) : (
        <p
          role="status"
          className="grid h-[640px] place-items-center rounded-2xl border border-white/10 bg-white/[0.04] text-sm text-muted"
        >
          {texts.loading}
        </p>
      )}
      {directLink}
    </div>
  );
}
