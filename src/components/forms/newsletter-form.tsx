'use client';

import { MailCheck, Send } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useDataTranslations } from '@/i18n/use-data-translations';
import { useFormSubmission } from '@/lib/use-form-submission';
import { EmailForm } from './email-form';
import { FailureAlert } from './form-parts';
import { ResultPanel } from './result-panel';

const NEWSLETTER_ENDPOINT = '/api/newsletter/subscribe';

/**
 * The newsletter sign-up (footer, about page, /newsletter): address and consent, validated with the
 * endpoint's own schema; after sending it asks the visitor to confirm from the mail (double opt-in).
 * Without JavaScript it is a plain form POST answered by the result page. `consentLabel` is
 * formatted on the server (it names the company).
 */
export function NewsletterForm({ consentLabel }: { consentLabel: string }) {
  const t = useTranslations('common');
  const formErrors = useDataTranslations('common.formErrors');
  const submission = useFormSubmission({
    form: 'newsletter',
    loadSchema: () => import('@/lib/schemas/newsletter').then((module) => module.newsletterSignupSchema),
    endpoint: NEWSLETTER_ENDPOINT,
  });
  const { status, errors } = submission;
  const errorText = (field: string) => (errors[field] ? formErrors(errors[field]) : undefined);

  if (status === 'success') {
    return (
      <ResultPanel
        tone="success"
        as="p"
        icon={MailCheck}
        marker="newsletter-success"
        title={t('newsletter.successTitle')}
        text={t('newsletter.successText')}
      />
    );
  }

  return (
    <EmailForm
      name="newsletter"
      endpoint={NEWSLETTER_ENDPOINT}
      submission={submission}
      honeypotLabel={t('formHoneypot')}
      email={{ label: t('newsletter.emailLabel'), placeholder: t('newsletter.emailPlaceholder'), error: errorText('email') }}
      consent={{ label: consentLabel, privacyLabel: t('newsletter.privacy'), error: errorText('consent') }}
      submit={{ icon: Send, label: t('newsletter.submit'), submittingLabel: t('newsletter.submitting') }}
    >
      <FailureAlert name="newsletter" show={status === 'error'} text={`${t('newsletter.failureTitle')}. ${t('newsletter.failureText')}`} />
    </EmailForm>
  );
}
