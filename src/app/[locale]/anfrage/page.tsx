import { ArrowLeft, Home } from 'lucide-react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ResultPanel } from '@/components/forms/result-panel';
import { NarrowPage } from '@/components/layout/narrow-page';
import { buttonVariants } from '@/components/ui/button';
import { getDataTranslations } from '@/i18n/data-translations';
import { Link } from '@/i18n/navigation';
import { CALL_TIME_FORMAT, scheduledCallTime } from '@/lib/callback-hours';
import { company } from '@/lib/company';
import { COMPANY_TIME_ZONE } from '@/i18n/time-zone';
import { SUBMISSION_OUTCOMES } from '@/lib/forms';
import { submissionKinds } from '@/server/db/schema';
import { localeOrDefault } from '@/i18n/locales';

export async function generateMetadata({ params }: PageProps<'/[locale]/anfrage'>) {
  const t = await getTranslations({ locale: localeOrDefault((await params).locale), namespace: 'forms.result' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

const pick = <T extends string>(options: readonly T[], value: unknown, fallback: T): T =>
  typeof value === 'string' && (options as readonly string[]).includes(value) ? (value as T) : fallback;

/** Only a path of this site, never another origin ("//evil.example"). */
const safeBackPath = (value: unknown) => (typeof value === 'string' && /^\/(?!\/)[^\s\\]*$/.test(value) ? value : null);

/** In the company's time zone: a server does not know the visitor's, so the time names its zone. */
const SERVER_CALL_TIME_FORMAT = { ...CALL_TIME_FORMAT, timeZone: COMPANY_TIME_ZONE, timeZoneName: 'short' } as const;

/** A callback outside CALLBACK_HOURS says when the call comes (the endpoint adds `callAfter`); every other form its usual text. */
function sentText(
  t: Awaited<ReturnType<typeof getTranslations<'forms.result'>>>,
  locale: string,
  form: (typeof submissionKinds)[number],
  callAfter: unknown,
) {
  const time = form === 'callback' ? scheduledCallTime(callAfter) : null;
  if (time) return t('sent.callbackScheduled', { time: new Intl.DateTimeFormat(locale, SERVER_CALL_TIME_FORMAT).format(time) });
  return t(`sent.${form}`);
}

/**
 * The answer to a form sent without JavaScript (server/http/form-redirect.ts): what
 * happened, in the visitor's language, and the way back.
 */
export default async function SubmissionResultPage({ params, searchParams }: PageProps<'/[locale]/anfrage'>) {
  const locale = localeOrDefault((await params).locale);
  setRequestLocale(locale);
  const query = await searchParams;
  const t = await getTranslations('forms.result');
  const fieldLabel = await getDataTranslations('forms.result.fields');
  const form = pick(submissionKinds, query.form, 'contact');
  const outcome = pick(SUBMISSION_OUTCOMES, query.status, 'failed');
  // Only fields the catalogue names: the query string is the visitor's to change.
  const fields =
    typeof query.fields === 'string' ? query.fields.split(',').filter((field) => /^[a-z]+$/i.test(field) && fieldLabel.has(field)) : [];
  const back = safeBackPath(query.back);
  const success = outcome === 'sent';

  return (
    <NarrowPage data-submission-result={outcome}>
      <ResultPanel tone={success ? 'success' : 'failure'} as="h1" title={t(`${outcome}Title`)}>
        {outcome === 'sent' ? <p className="text-muted">{sentText(t, locale, form, query.callAfter)}</p> : null}
        {outcome === 'invalid' ? (
          <div className="space-y-2 text-muted">
            <p>{t('invalidText')}</p>
            <ul className="list-disc ps-5">
              {fields.map((field) => (
                <li key={field}>{fieldLabel(field)}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {outcome === 'limited' ? <p className="text-muted">{t('limitedText')}</p> : null}
        {outcome === 'failed' ? <p className="text-muted">{t('failedText', { email: company.email })}</p> : null}
        <div className="flex flex-wrap gap-3 pt-2">
          {back && !success ? (
            <a href={back} className={buttonVariants({ size: 'md' })}>
              <ArrowLeft aria-hidden="true" />
              {t('back')}
            </a>
          ) : null}
          <Link href="/" className={buttonVariants({ variant: success ? 'primary' : 'secondary', size: 'md' })}>
            <Home aria-hidden="true" />
            {t('home')}
          </Link>
        </div>
      </ResultPanel>
    </NarrowPage>
  );
}
