import { getRequestConfig } from 'next-intl/server';
import { COMPANY_TIME_ZONE } from './time-zone';
import { localeOrDefault } from './locales';
import { loadMessages } from './messages';
import { messageFallback, reportIntlError } from './missing-message';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = localeOrDefault(requested);
  return {
    locale,
    messages: await loadMessages(locale),
    timeZone: COMPANY_TIME_ZONE,
    onError: reportIntlError,
    getMessageFallback: messageFallback,
  };
});
