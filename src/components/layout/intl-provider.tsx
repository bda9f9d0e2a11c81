'use client';

import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/locales';
import { messageFallback, reportIntlError } from '@/i18n/missing-message';
import { COMPANY_TIME_ZONE } from '@/i18n/time-zone';

/** The client side of the catalogues, with the same missing-key behaviour as the server. */
export function IntlProvider({ locale, messages, children }: { locale: Locale; messages: AbstractIntlMessages; children: ReactNode }) {
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={messages}
      timeZone={COMPANY_TIME_ZONE}
      onError={reportIntlError}
      getMessageFallback={messageFallback}
    >
      {children}
    </NextIntlClientProvider>
  );
}
