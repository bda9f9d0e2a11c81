'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { CrashScreen } from '@/components/layout/crash-screen';
import type { Locale } from '@/i18n/locales';
import { company } from '@/lib/company';

/** A rendering error inside a page: the crash screen in the visitor's language. */
export default function PageError({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations('common.errorBoundary');
  const locale = useLocale() as Locale;
  useEffect(() => console.error(error), [error]);
  const texts = {
    title: t('title'),
    description: t('description'),
    reload: t('reload'),
    home: t('home'),
    report: t('report'),
    reporting: t('reporting'),
    reportSuccess: t('reportSuccess'),
    reportFailure: t('reportFailure', { email: company.supportEmail }),
  };
  return <CrashScreen error={error} texts={texts} language={locale} homeHref="/" />;
}
