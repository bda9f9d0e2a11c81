import { COMPANY_TIME_ZONE } from '@/i18n/time-zone';

/** Times in the inbox: the visitor's language, the company's time zone (where the team works). */
export function timeFormatter(locale: string) {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: COMPANY_TIME_ZONE });
  return (value: Date | string | null | undefined) => (value ? format.format(new Date(value)) : '–');
}
