import { getTranslations, setRequestLocale } from 'next-intl/server';
import { InboxShell } from '@/components/inbox/inbox-shell';
import { PageLinks } from '@/components/inbox/page-links';
import { LeadFilters } from '@/components/inbox/lead-filters';
import { LeadTable } from '@/components/inbox/lead-table';
import type { Locale } from '@/i18n/locales';
import { filterQuery, parseCursor, readLeadFilter } from '@/lib/inbox/lead-filter';
import { database } from '@/server/db';
import { listLeads } from '@/server/inbox/leads';
import { requireStaff } from '@/server/staff/page-session';
import { inboxPath } from '@/lib/inbox/paths';

export default async function InboxPage({ params, searchParams }: PageProps<'/[locale]/inbox'>) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const query = await searchParams;
  const { filter, problems } = readLeadFilter(query);
  const here = inboxPath(locale);
  const cursorValue = typeof query.after === 'string' ? query.after : undefined;
  const session = await requireStaff(locale, `${here}${filterQuery(filter) ? `?${filterQuery(filter)}` : ''}`);
  const t = await getTranslations('staff.list');
  const cursor = parseCursor(cursorValue);
  const page = await listLeads(await database(), filter, { cursor });
  return (
    <InboxShell locale={locale} session={session} section="leads" title={t('title')}>
      <LeadFilters filter={filter} problems={problems} action={here} />
      <LeadTable rows={page.rows} />
      <PageLinks
        here={here}
        query={(extra) => filterQuery(filter, extra)}
        paged={Boolean(cursor)}
        next={page.next}
        label={t('title')}
        newestLabel={t('newest')}
        olderLabel={t('older')}
      />
    </InboxShell>
  );
}
