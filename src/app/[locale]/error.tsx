'use client';

import { useParams } from 'next/navigation';
import { useEffect } from 'react';
import { LazyCrashScreen } from '@/components/layout/lazy-crash-screen';
import { defaultLocale, isLocale } from '@/i18n/locales';

/** A rendering error inside a page: the crash screen in the page's language. */
export default function PageError({ error }: { error: Error & { digest?: string } }) {
  const { locale } = useParams<{ locale: string }>();
  useEffect(() => console.error(error), [error]);
  return <LazyCrashScreen error={error} language={isLocale(locale) ? locale : defaultLocale} />;
}
