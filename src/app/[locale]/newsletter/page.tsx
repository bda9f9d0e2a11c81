import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NewsletterSignup } from '@/components/forms/newsletter-signup';
import { ResultPanel } from '@/components/forms/result-panel';
import { NarrowPage } from '@/components/layout/narrow-page';
import { localeOrDefault } from '@/i18n/locales';

/** How the confirmation link went (the redirect of GET /api/newsletter/confirm); absent on a plain visit. */
const outcomes = ['confirmed', 'expired', 'invalid', 'failed'] as const;
type Outcome = (typeof outcomes)[number];
const outcomeOf = (value: unknown): Outcome | null => ((outcomes as readonly unknown[]).includes(value) ? (value as Outcome) : null);

export async function generateMetadata({ params }: PageProps<'/[locale]/newsletter'>) {
  const t = await getTranslations({ locale: localeOrDefault((await params).locale), namespace: 'forms.newsletterPage' });
  return { title: t('metaTitle'), description: t('metaDescription'), robots: { index: false, follow: true } };
}

/** /newsletter: the result of a confirmation link, and the sign-up (again, after an expired link). */
export default async function NewsletterPage({ params, searchParams }: PageProps<'/[locale]/newsletter'>) {
  setRequestLocale(localeOrDefault((await params).locale));
  const outcome = outcomeOf((await searchParams).status);
  const t = await getTranslations('forms.newsletterPage');
  const confirmed = outcome === 'confirmed';
  return (
    <NarrowPage backHome={t('backHome')} data-newsletter-result={outcome ?? undefined}>
      {outcome ? (
        <ResultPanel
          tone={confirmed ? 'success' : 'failure'}
          as="h1"
          title={t(`status.${outcome}Title`)}
          text={t(`status.${outcome}Text`)}
        />
      ) : null}
      {confirmed ? null : (
        <section aria-labelledby="newsletter-title" className="glass grid gap-6 rounded-3xl p-6 md:p-10">
          <div className="space-y-3">
            {outcome ? (
              <h2 id="newsletter-title" className="text-2xl font-bold tracking-tight">
                {t('title')}
              </h2>
            ) : (
              <h1 id="newsletter-title" className="text-3xl font-bold tracking-tight md:text-4xl">
                {t('title')}
              </h1>
            )}
            <p className="text-muted">{t('intro')}</p>
          </div>
          <NewsletterSignup />
        </section>
      )}
    </NarrowPage>
  );
}
