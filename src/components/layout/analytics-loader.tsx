'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { CONSENT_CHANGED_EVENT, readConsent } from '@/lib/consent';

const loadBeacon = () => import('@/lib/analytics/beacon');

/**
 * Loads the analytics beacon only while "Analyse" consent is stored, and counts a page view per
 * address (docs/decisions/024-first-party-analytics.md). Without consent nothing is loaded or sent;
 * withdrawing it stops the beacon at once.
 */
export function AnalyticsLoader() {
  const pathname = usePathname();
  const [consented, setConsented] = useState(false);

  useEffect(() => {
    const check = () => setConsented(readConsent(window.localStorage)?.analytics === true);
    check();
    window.addEventListener(CONSENT_CHANGED_EVENT, check);
    return () => window.removeEventListener(CONSENT_CHANGED_EVENT, check);
  }, []);

  useEffect(() => {
    if (!consented) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void loadBeacon().then((beacon) => {
      if (!cancelled) stop = beacon.startAnalytics();
    });
    return () => {
      cancelled = true;
      // Only a withdrawal stops the beacon; an effect run again while consent holds keeps it listening.
      if (readConsent(window.localStorage)?.analytics !== true) stop?.();
    };
  }, [consented]);

  useEffect(() => {
    if (consented) void loadBeacon().then((beacon) => beacon.pageView());
  }, [consented, pathname]);

  return null;
}
