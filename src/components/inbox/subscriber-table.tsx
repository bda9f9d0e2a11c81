import { getLocale, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import type { SubscriberRow } from '@/lib/inbox/subscriber-row';
import { timeFormatter } from './format';

/** One page of newsletter addresses with their state and the consent each rests on. */
export async function SubscriberTable({ rows }: { rows: SubscriberRow[] }) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('staff.newsletter');
  const time = timeFormatter(locale);
  if (rows.length === 0) return <p className="text-muted">{t('empty')}</p>;
  const columns = ['email', 'state', 'language', 'createdAt', 'subscribedAt', 'unsubscribedAt', 'consent'] as const;
  return (
    <div className="overflow-x-auto rounded-2xl border border-white/10">
      <table className="w-full min-w-[820px] text-left text-sm" data-subscriber-table>
        <caption className="sr-only">{t('caption')}</caption>
        <thead className="bg-surface-2 text-muted">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-medium">
                {t(`columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-white/10">
          {rows.map((row) => (
            <tr key={row.id} data-subscriber-row={row.state} className="bg-surface/60">
              <th scope="row" className="px-4 py-3 font-medium break-all">
                {row.email}
              </th>
              <td className="px-4 py-3">{t(`states.${row.state}`)}</td>
              <td className="px-4 py-3 uppercase">{row.language ?? '–'}</td>
              <td className="px-4 py-3 whitespace-nowrap">{time(row.createdAt)}</td>
              <td className="px-4 py-3 whitespace-nowrap">{time(row.subscribedAt)}</td>
              <td className="px-4 py-3 whitespace-nowrap">{time(row.unsubscribedAt)}</td>
              <td className="px-4 py-3">
                {row.consentVersion
                  ? t('consentValue', {
                      version: row.consentVersion,
                      language: (row.consentLanguage ?? '–').toUpperCase(),
                      time: time(row.consentGivenAt),
                    })
                  : '–'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
