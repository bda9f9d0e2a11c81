'use client';

import { Send } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { positions } from '@/lib/schemas/contact-options';
import { useFormSubmission } from '@/lib/use-form-submission';
import { FormField, FormSelect, FormTextarea } from './form-field';
import { FailureAlert, PrivacyNote, SubmissionForm, SubmitButton, useFieldProps } from './form-parts';
import { ResultPanel } from './result-panel';

const APPLICATION_ENDPOINT = '/api/job-application';

/** The job application form: success replaces it with a thank-you panel. */
export function ApplicationForm() {
  const t = useTranslations('forms');
  const common = useTranslations('common');
  const { status, errors, onSubmit, prepare, reset } = useFormSubmission({
    form: 'application',
    loadSchema: () => import('@/lib/schemas/application').then((module) => module.applicationSchema),
    endpoint: APPLICATION_ENDPOINT,
  });
  const field = useFieldProps('application', errors);
  if (status === 'success') {
    return (
      <ResultPanel
        tone="success"
        as="h3"
        marker="application-success"
        title={t('application.successTitle')}
        text={t('application.successText')}
      >
        <Button variant="secondary" className="justify-self-start" onClick={reset}>
          {t('application.another')}
        </Button>
      </ResultPanel>
    );
  }

  return (
    <SubmissionForm
      name="application"
      endpoint={APPLICATION_ENDPOINT}
      status={status}
      onSubmit={onSubmit}
      onFocus={prepare}
      honeypotLabel={common('formHoneypot')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...field('name', 'name')} required />
        <FormField {...field('email', 'email')} type="email" required />
        <FormField {...field('phone', 'tel')} type="tel" inputMode="tel" required />
        <FormSelect
          {...field('position', 'off')}
          required
          options={positions.map((value) => ({ value, label: t(`options.position.${value}`) }))}
        />
      </div>
      <FormTextarea {...field('comment', 'off')} />
      <SubmitButton
        icon={Send}
        submitting={status === 'submitting'}
        label={t('application.submit')}
        submittingLabel={t('application.submitting')}
      />
      <PrivacyNote text={t('application.privacyNote')} linkLabel={t('application.privacyLink')} />
      <FailureAlert name="application" show={status === 'error'} text={t('application.failure')} />
    </SubmissionForm>
  );
}
