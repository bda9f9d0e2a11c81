'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { CONSENT_CHANGED_EVENT } from '@/lib/consent';
import { showToast } from '@/lib/toast-store';

/** A choice changed from the footer's cookie settings is confirmed with a toast (the banner itself answers without React). */
export function ConsentSavedToast() {
  const t = useTranslations('common.cookies');
  useEffect(() => {
    const confirm = (event: Event) => {
      if ((event as CustomEvent<{ reopened?: boolean }>).detail?.reopened) showToast({ title: t('saved'), variant: 'success' });
    };
    window.addEventListener(CONSENT_CHANGED_EVENT, confirm);
    return () => window.removeEventListener(CONSENT_CHANGED_EVENT, confirm);
  }, [t]);
  return null;
}
