import { ArrowLeft, CheckCircle2, TriangleAlert } from 'lucide-react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NewsletterSignup } from '@/components/forms/newsletter-signup';
import { localeOrDefault } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';

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
  const Icon = confirmed ? CheckCircle2 : TriangleAlert;
  return (
    <div className="mx-auto grid min-h-[80vh] max-w-xl content-center gap-6 px-5 py-28" data-newsletter-result={outcome ?? undefined}>
      {outcome ? (
        <div className="glass grid gap-3 rounded-3xl p-6 md:p-8" role={confirmed ? 'status' : 'alert'}>
          <Icon aria-hidden="true" className={confirmed ? 'size-9 text-success' : 'size-9 text-danger'} />
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t(`status.${outcome}Title`)}</h1>
          <p className="text-muted">{t(`status.${outcome}Text`)}</p>
        </div>
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
      <Link
        href="/"
        className="inline-flex items-center gap-2 justify-self-start text-sm text-muted underline-offset-4 hover:text-fg hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('backHome')}
      </Link>
    </div>
  );
}
