import { getTranslations, setRequestLocale } from 'next-intl/server';
import { timeFormatter } from '@/components/inbox/format';
import { InboxShell } from '@/components/inbox/inbox-shell';
import { InboxTable } from '@/components/inbox/inbox-table';
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
      <InboxTable
        caption={t('caption')}
        columns={(['at', 'actor', 'action', 'detail'] as const).map((column) => t(`columns.${column}`))}
        rows={lines}
        empty={t('empty')}
        minWidth="min-w-[720px]"
        marker="audit-log"
        rowData={(line) => ({ 'data-audit-action': line.action })}
        cells={(line) => (
          <>
            <td className="whitespace-nowrap">{time(line.at)}</td>
            <td className="break-all">{line.actor}</td>
            <td>{t(`actions.${line.action}`)}</td>
            <td className="font-mono text-xs break-all text-muted">
              {Object.entries(line.detail)
                .map(([key, value]) => `${key}: ${value}`)
                .join(' · ')}
            </td>
          </>
        )}
      />
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
