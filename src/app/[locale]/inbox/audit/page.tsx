import { getTranslations, setRequestLocale } from 'next-intl/server';
import { timeFormatter } from '@/components/inbox/format';
import { InboxShell } from '@/components/inbox/inbox-shell';
import { buttonVariants } from '@/components/ui/button';
import type { Locale } from '@/i18n/locales';
import { database } from '@/server/db';
import { AUDIT_PAGE_SIZE, listAudit } from '@/server/staff/audit';
import { requireStaff } from '@/server/staff/page-session';
import { inboxPath } from '@/lib/inbox/paths';

export default async function AuditPage({ params, searchParams }: PageProps<'/[locale]/inbox/audit'>) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const here = inboxPath(locale, '/audit');
  const session = await requireStaff(locale, here);
  const t = await getTranslations('staff.audit');
  const time = timeFormatter(locale);
  const { before } = await searchParams;
  const beforeId = typeof before === 'string' && /^\d{1,15}$/.test(before) ? Number(before) : undefined;
  const lines = await listAudit(await database(), beforeId);
  return (
    <InboxShell locale={locale} session={session} section="audit" title={t('title')}>
      <p className="mb-6 text-muted">{t('intro')}</p>
      {lines.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-white/10">
          <table className="w-full min-w-[720px] text-left text-sm" data-audit-log>
            <caption className="sr-only">{t('caption')}</caption>
            <thead className="bg-surface-2 text-muted">
              <tr>
                {(['at', 'actor', 'action', 'detail'] as const).map((column) => (
                  <th key={column} scope="col" className="px-4 py-3 font-medium">
                    {t(`columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-white/10">
              {lines.map((line) => (
                <tr key={line.id} data-audit-action={line.action} className="bg-surface/60">
                  <td className="px-4 py-3 whitespace-nowrap">{time(line.at)}</td>
                  <td className="px-4 py-3 break-all">{line.actor}</td>
                  <td className="px-4 py-3">{t(`actions.${line.action}`)}</td>
                  <td className="px-4 py-3 font-mono text-xs break-all text-muted">
                    {Object.entries(line.detail)
                      .map(([key, value]) => `${key}: ${value}`)
                      .join(' · ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {lines.length === AUDIT_PAGE_SIZE ? (
        <p className="mt-6">
          <a href={`${here}?before=${lines.at(-1)!.id}`} rel="next" className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
            {t('older')}
          </a>
        </p>
      ) : null}
    </InboxShell>
  );
}
