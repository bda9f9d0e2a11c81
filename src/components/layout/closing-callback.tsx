import { CalendarDays } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { CallbackForm } from '@/components/forms/callback-form';
import { Link } from '@/i18n/navigation';

/**
 * The closing of a document page: the free demo call (our AI voice agent calls the visitor back),
 * and the free strategy session with our team as the other way, as a scroll page closes.
 */
function ClosingCallback({
  title,
  content,
  alternative,
  alternativeLink,
  consentLabel,
}: {
  title: string;
  content: string;
  alternative: string;
  alternativeLink: string;
  consentLabel: string;
}) {
  return (
    <aside id="cta" aria-labelledby="closing-cta" className="glass grid gap-4 rounded-3xl p-6 md:p-10" data-closing-cta>
      <h2 id="closing-cta" className="text-gradient text-2xl font-bold tracking-tight text-balance md:text-3xl">
        {title}
      </h2>
      <p className="max-w-2xl text-muted">{content}</p>
      <CallbackForm consentLabel={consentLabel} />
      <p className="flex flex-wrap items-center gap-2 border-t border-white/10 pt-4 text-sm text-muted">
        <CalendarDays aria-hidden="true" className="size-4 text-accent" />
        {alternative}
        <Link href="/termin" data-cta="closing-termin" className="font-medium text-accent underline-offset-4 hover:underline">
          {alternativeLink}
        </Link>
      </p>
    </aside>
  );
}

/** The closing of a document page whose catalogue has the words in `cta` (title, content, alternative, alternativeLink). */
export async function PageClosingCallback({
  namespace,
  consentLabel,
}: {
  namespace: 'pricing' | 'stories' | 'integrations';
  consentLabel: string;
}) {
  const t = await getTranslations(namespace);
  return (
    <ClosingCallback
      title={t('cta.title')}
      content={t('cta.content')}
      alternative={t('cta.alternative')}
      alternativeLink={t('cta.alternativeLink')}
      consentLabel={consentLabel}
    />
  );
}
