import { getLocale, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import type { LeadRow } from '@/lib/inbox/lead-row';
import { leadPath } from '@/lib/inbox/paths';
import { timeFormatter } from './format';
import { InboxTable } from './inbox-table';
import { CallBadge } from './call-badge';
import { StatusBadge } from './status-badge';
import { topicLabeller } from './topic-label';
import { link } from './styles';

/** One page of leads; each row opens the lead's detail page. */
export async function LeadTable({ rows }: { rows: LeadRow[] }) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('staff');
  const time = timeFormatter(locale);
  const topic = await topicLabeller();
  return (
    <InboxTable
      caption={t('list.caption')}
      columns={(['received', 'kind', 'contact', 'topic', 'call', 'status'] as const).map((column) => t(`list.columns.${column}`))}
      rows={rows}
      empty={t('list.empty')}
      minWidth="min-w-[820px]"
      marker="lead-table"
      rowData={(row) => ({ 'data-lead-row': row.id })}
      cells={(row) => (
        <>
          <td className="whitespace-nowrap">
            <a href={leadPath(locale, row.kind, row.id)} className={link}>
              {time(row.createdAt)}
            </a>
          </td>
          <td>{t(`kinds.${row.kind}`)}</td>
          <td>
            <span className="block font-medium">{row.name ?? row.phone}</span>
            <span className="block text-muted">{[row.email, row.name ? row.phone : null, row.company].filter(Boolean).join(' · ')}</span>
          </td>
          <td>{topic(row.kind, row.topic) ?? '–'}</td>
          <td>{row.call ? <CallBadge status={row.call} label={t(`call.statuses.${row.call}`)} /> : '–'}</td>
          <td>
            <StatusBadge status={row.status} label={t(`statuses.${row.status}`)} />
          </td>
        </>
      )}
    />
  );
}
