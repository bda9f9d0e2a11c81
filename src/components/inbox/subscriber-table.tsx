import { getLocale, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import type { SubscriberRow } from '@/lib/inbox/subscriber-row';
import { timeFormatter } from './format';
import { InboxTable } from './inbox-table';

/** One page of newsletter addresses with their state and the consent each rests on. */
export async function SubscriberTable({ rows }: { rows: SubscriberRow[] }) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('staff.newsletter');
  const time = timeFormatter(locale);
  const columns = ['email', 'state', 'language', 'createdAt', 'subscribedAt', 'unsubscribedAt', 'consent'] as const;
  return (
    <InboxTable
      caption={t('caption')}
      columns={columns.map((column) => t(`columns.${column}`))}
      rows={rows}
      empty={t('empty')}
      minWidth="min-w-[820px]"
      marker="subscriber-table"
      rowData={(row) => ({ 'data-subscriber-row': row.state })}
      cells={(row) => (
        <>
          <th scope="row" className="font-medium break-all">
            {row.email}
          </th>
          <td>{t(`states.${row.state}`)}</td>
          <td className="uppercase">{row.language ?? '–'}</td>
          <td className="whitespace-nowrap">{time(row.createdAt)}</td>
          <td className="whitespace-nowrap">{time(row.subscribedAt)}</td>
          <td className="whitespace-nowrap">{time(row.unsubscribedAt)}</td>
          <td>
            {row.consentVersion
              ? t('consentValue', {
                  version: row.consentVersion,
                  language: (row.consentLanguage ?? '–').toUpperCase(),
                  time: time(row.consentGivenAt),
                })
              : '–'}
          </td>
        </>
      )}
    />
  );
}
