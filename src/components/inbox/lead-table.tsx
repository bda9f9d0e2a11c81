import { getLocale, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import type { LeadRow } from '@/lib/inbox/lead-row';
import { leadPath } from '@/lib/inbox/paths';
import { timeFormatter } from './format';
import { StatusBadge } from './status-badge';
import { topicLabeller } from './topic-label';
import { link } from './styles';

/** One page of leads; each row opens the lead's detail page. */
export async function LeadTable({ rows }: { rows: LeadRow[] }) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('staff');
  const time = timeFormatter(locale);
  const topic = await topicLabeller();
  if (rows.length === 0) return <p className="text-muted">{t('list.empty')}</p>;
  return (
    <div className="overflow-x-auto rounded-2xl border border-white/10">
      <table className="w-full min-w-[720px] text-left text-sm" data-lead-table>
        <caption className="sr-only">{t('list.caption')}</caption>
        <thead className="bg-surface-2 text-muted">
          <tr>
            {(['received', 'kind', 'contact', 'topic', 'status'] as const).map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-medium">
                {t(`list.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-white/10">
          {rows.map((row) => (
            <tr key={row.id} data-lead-row={row.id} className="bg-surface/60">
              <td className="px-4 py-3 whitespace-nowrap">
                <a href={leadPath(locale, row.kind, row.id)} className={link}>
                  {time(row.createdAt)}
                </a>
              </td>
              <td className="px-4 py-3">{t(`kinds.${row.kind}`)}</td>
              <td className="px-4 py-3">
                <span className="block font-medium">{row.name ?? row.phone}</span>
                <span className="block text-muted">
                  {[row.email, row.name ? row.phone : null, row.company].filter(Boolean).join(' · ')}
                </span>
              </td>
              <td className="px-4 py-3">
                {topic(row.kind, row.topic) ?? '–'}
                {row.suppressed ? <span className="mt-1 block text-danger">{t('list.suppressed')}</span> : null}
              </td>
              <td className="px-4 py-3">
                <StatusBadge status={row.status} label={t(`statuses.${row.status}`)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
