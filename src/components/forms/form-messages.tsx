import { getLocale, getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { IntlProvider } from '@/components/layout/intl-provider';

/**
 * The larger forms read the `forms` catalogue; only pages that show one send it to the
 * browser, together with the shared field errors.
 */
export async function FormMessages({ children }: { children: ReactNode }) {
  const [locale, all] = await Promise.all([getLocale(), getMessages()]);
  const messages = { forms: all.forms, common: { formErrors: all.common.formErrors, formHoneypot: all.common.formHoneypot } };
  return (
    <IntlProvider locale={locale} messages={messages}>
      {children}
    </IntlProvider>
  );
}
