'use client';

import { MailCheck, Send } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useDataTranslations } from '@/i18n/use-data-translations';
import { useFormSubmission } from '@/lib/use-form-submission';
import { FormField } from './form-field';
import { ConsentCheckbox, SubmissionForm, SubmitButton } from './form-parts';

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
  const id = useId();
  const { status, errors, onSubmit, prepare } = useFormSubmission({
    form: 'newsletter',
    loadSchema: () => import('@/lib/schemas/newsletter').then((module) => module.newsletterSignupSchema),
    endpoint: NEWSLETTER_ENDPOINT,
  });
  const errorText = (field: string) => (errors[field] ? formErrors(errors[field]) : undefined);

  if (status === 'success') {
    return (
      <div role="status" className="grid gap-2 rounded-2xl border border-success/30 bg-success/10 p-5" data-newsletter-success>
        <p className="flex items-center gap-2 font-semibold">
          <MailCheck aria-hidden="true" className="size-5 shrink-0 text-success" />
          {t('newsletter.successTitle')}
        </p>
        <p className="text-sm text-muted">{t('newsletter.successText')}</p>
      </div>
    );
  }

  return (
    <SubmissionForm
      name="newsletter"
      endpoint={NEWSLETTER_ENDPOINT}
      status={status}
      onSubmit={onSubmit}
      onFocus={prepare}
      honeypotLabel={t('formHoneypot')}
    >
      <FormField
        id={`${id}-email`}
        name="email"
        type="email"
        autoComplete="email"
        required
        label={t('newsletter.emailLabel')}
        placeholder={t('newsletter.emailPlaceholder')}
        error={errorText('email')}
      />
      <ConsentCheckbox id={`${id}-consent`} label={consentLabel} privacyLabel={t('newsletter.privacy')} error={errorText('consent')} />
      <SubmitButton
        icon={Send}
        submitting={status === 'submitting'}
        label={t('newsletter.submit')}
        submittingLabel={t('newsletter.submitting')}
      />
      {status === 'error' ? (
        <p role="alert" className="text-sm text-danger">
          {t('newsletter.failureTitle')}. {t('newsletter.failureText')}
        </p>
      ) : null}
    </SubmissionForm>
  );
}
