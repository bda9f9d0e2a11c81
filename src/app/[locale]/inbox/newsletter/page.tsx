import { getTranslations, setRequestLocale } from 'next-intl/server';
import { InboxShell } from '@/components/inbox/inbox-shell';
import { PageLinks } from '@/components/inbox/page-links';
import { fieldLabel, input, notice } from '@/components/inbox/styles';
import { SubscriberTable } from '@/components/inbox/subscriber-table';
import { buttonVariants } from '@/components/ui/button';
import type { Locale } from '@/i18n/locales';
import { filterQuery, parseCursor } from '@/lib/inbox/lead-filter';
import { readSubscriberFilter, subscriberStates } from '@/lib/inbox/subscriber-filter';
import { database } from '@/server/db';
import { listSubscribers, subscriberCounts } from '@/server/inbox/subscribers';
import { requireStaff } from '@/server/staff/page-session';
import { inboxPath } from '@/lib/inbox/paths';
import { localeOrDefault } from '@/i18n/locales';

export async function generateMetadata({ params }: PageProps<'/[locale]/inbox/newsletter'>) {
  const t = await getTranslations({ locale: localeOrDefault((await params).locale), namespace: 'staff.newsletter' });
  return { title: t('meta.title'), robots: { index: false, follow: false } };
}

/** /inbox/newsletter: every address of the newsletter list with its state and consent, filtered, paged and exported as CSV. */
export default async function NewsletterSubscribersPage({ params, searchParams }: PageProps<'/[locale]/inbox/newsletter'>) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const query = await searchParams;
  const { filter, invalid } = readSubscriberFilter(query);
  const here = inboxPath(locale, '/newsletter');
  const session = await requireStaff(locale, `${here}${filterQuery(filter) ? `?${filterQuery(filter)}` : ''}`);
  const t = await getTranslations('staff');
  const cursor = parseCursor(typeof query.after === 'string' ? query.after : undefined);
  const db = await database();
  const [page, counts] = await Promise.all([listSubscribers(db, filter, { cursor }), subscriberCounts(db)]);
  return (
    <InboxShell locale={locale} session={session} section="newsletter" title={t('newsletter.title')}>
      <p className="mb-6 text-muted" data-subscriber-counts>
        {t('newsletter.counts', {
          subscribed: String(counts.subscribed),
          pending: String(counts.pending),
          unsubscribed: String(counts.unsubscribed),
        })}
      </p>
      <form method="get" action={here} className="mb-6 flex flex-wrap items-end gap-4">
        <label className={fieldLabel}>
          {t('newsletter.state')}
          <select name="state" defaultValue={filter.state ?? ''} className={input}>
            <option value="">{t('newsletter.states.all')}</option>
            {subscriberStates.map((state) => (
              <option key={state} value={state}>
                {t(`newsletter.states.${state}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={fieldLabel}>
          {t('newsletter.search')}
          <input type="search" name="q" defaultValue={filter.q ?? ''} maxLength={100} className={input} />
        </label>
        <button type="submit" className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
          {t('newsletter.apply')}
        </button>
        <a
          href={`/api/staff/newsletter/export?${filterQuery(filter)}`}
          className={buttonVariants({ variant: 'ghost', size: 'sm' })}
          download
          data-newsletter-export
        >
          {t('newsletter.export')}
        </a>
      </form>
      {invalid ? (
        <p role="alert" className={`${notice} mb-6 border-danger/50 text-danger`}>
          {t('list.errors.invalidCharacters')}
        </p>
      ) : null}
      <SubscriberTable rows={page.rows} />
      <PageLinks
        here={here}
        query={(extra) => filterQuery(filter, extra)}
        paged={Boolean(cursor)}
        next={page.next}
        label={t('newsletter.title')}
        newestLabel={t('newsletter.newest')}
        olderLabel={t('newsletter.older')}
      />
    </InboxShell>
  );
}
