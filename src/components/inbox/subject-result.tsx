import { getTranslations } from 'next-intl/server';
import { getDataTranslations } from '@/i18n/data-translations';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/locales';
import { StaffFormFields } from './staff-form-fields';
import { panel } from './styles';

/** What is stored about a person, with the two answers the GDPR asks for: a copy, or erasure. */
export async function SubjectResult({
  subject,
  counts,
  csrfToken,
  locale,
}: {
  subject: { email?: string; phone?: string };
  /** Rows found per table (server/privacy/data-subject.ts, countsOf). */
  counts: Record<string, number>;
  csrfToken: string;
  locale: Locale;
}) {
  const t = await getTranslations('staff.privacy');
  const tableLabel = await getDataTranslations('staff.privacy.tables');
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const identity = (
    <>
      <StaffFormFields csrfToken={csrfToken} locale={locale} />
      {subject.email ? <input type="hidden" name="email" value={subject.email} /> : null}
      {subject.phone ? <input type="hidden" name="phone" value={subject.phone} /> : null}
    </>
  );
  return (
    <section aria-labelledby="subject-found" className={`${panel} space-y-6`} data-subject-total={total}>
      <h2 id="subject-found" className="text-lg font-semibold">
        {total ? t('found') : t('nothing')}
      </h2>
      {total ? (
        <>
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
            {Object.entries(counts).map(([table, count]) => (
              <div key={table} className="contents">
                <dt className="text-muted">{tableLabel(table)}</dt>
                <dd data-subject-count={table}>{count}</dd>
              </div>
            ))}
          </dl>
          <form method="post" action="/api/staff/subject/export">
            {identity}
            <Button type="submit" variant="secondary" size="sm">
              {t('export')}
            </Button>
          </form>
          <form method="post" action="/api/staff/subject/erase" className="space-y-3 rounded-xl border border-danger/40 p-4">
            {identity}
            <h3 className="font-semibold text-danger">{t('eraseTitle')}</h3>
            <p className="text-sm text-fg/90">{t('eraseWarning')}</p>
            <label className="flex items-start gap-3 text-sm">
              <input type="checkbox" name="confirm" required className="mt-1 size-4 accent-[var(--color-danger)]" />
              <span>{t('confirm')}</span>
            </label>
            <Button type="submit" size="sm" className="bg-none bg-danger text-ink shadow-none">
              {t('erase')}
            </Button>
          </form>
        </>
      ) : null}
    </section>
  );
}
