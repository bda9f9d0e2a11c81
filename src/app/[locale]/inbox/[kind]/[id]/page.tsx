import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CallPanel } from '@/components/inbox/call-panel';
import { DeliveryLog } from '@/components/inbox/delivery-log';
import { timeFormatter } from '@/components/inbox/format';
import { InboxShell } from '@/components/inbox/inbox-shell';
import { LeadActions } from '@/components/inbox/lead-actions';
import { LeadFields } from '@/components/inbox/lead-fields';
import { link, notice } from '@/components/inbox/styles';
import type { Locale } from '@/i18n/locales';
import { isLeadKind } from '@/lib/enquiries/kinds';
import { isRecordId, type LeadKind } from '@/lib/inbox/lead-vocabulary';
import { database } from '@/server/db';
import { getLead } from '@/server/inbox/lead-detail';
import { requireStaff } from '@/server/staff/page-session';
import { inboxPath, leadPath } from '@/lib/inbox/paths';

export default async function LeadPage({ params, searchParams }: PageProps<'/[locale]/inbox/[kind]/[id]'>) {
  const { locale, kind, id } = (await params) as { locale: Locale; kind: string; id: string };
  setRequestLocale(locale);
  if (!isLeadKind(kind) || !isRecordId(id)) notFound();
  const lead = kind as LeadKind;
  const session = await requireStaff(locale, leadPath(locale, lead, id));
  const t = await getTranslations('staff');
  const found = await getLead(await database(), lead, id);
  if (!found) notFound();
  const { result, noteError } = await searchParams;
  const back = (
    <p className="mb-6">
      <a href={inboxPath(locale)} className={link}>
        ← {t('detail.back')}
      </a>
    </p>
  );
  const title = t('detail.title', { kind: t(`kinds.${lead}`), date: timeFormatter(locale)(found.record.createdAt) });
  return (
    <InboxShell locale={locale} session={session} section="leads" title={title}>
      {back}
      {result === 'saved' || result === 'unchanged' ? (
        <p role="status" className={`${notice} mb-6 border-success/40 text-success`}>
          {t(`detail.${result}`)}
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-6">
          <LeadFields kind={lead} record={found.record} />
          {found.call ? (
            <CallPanel
              call={found.call}
              callAfter={(found.record.callAfter as Date | null) ?? null}
              action={`/api/staff/leads/${lead}/${id}`}
              csrfToken={session.csrfToken}
            />
          ) : null}
          <DeliveryLog kind={lead} lead={found} csrfToken={session.csrfToken} />
        </div>
        <LeadActions
          kind={lead}
          lead={found}
          csrfToken={session.csrfToken}
          noteError={typeof noteError === 'string' ? noteError : undefined}
        />
      </div>
    </InboxShell>
  );
}
