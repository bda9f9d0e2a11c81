'use client';

import { CheckCircle2, MailX } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { toastStore } from '@/lib/toast-store';
import { useDataTranslations } from '@/i18n/use-data-translations';
import { useFormSubmission } from '@/lib/use-form-submission';
import { FormField } from './form-field';
import { SubmissionForm, SubmitButton } from './form-parts';

const UNSUBSCRIBE_ENDPOINT = '/api/newsletter/unsubscribe';

const succeeded = (body: unknown) => typeof body === 'object' && body !== null && (body as { success?: unknown }).success === true;

/**
 * Newsletter unsubscribe: an empty address sends nothing ('E-Mail erforderlich');
 * 'Wird abgemeldet...' while sending; a success toast and confirmation view, or a
 * destructive toast (the server's error is only logged).
 */
export function UnsubscribeForm() {
  const t = useTranslations('forms.unsubscribe');
  const common = useTranslations('common');
  const formErrors = useDataTranslations('common.formErrors');
  const id = useId();
  const { status, errors, onSubmit, prepare } = useFormSubmission({
    form: 'unsubscribe',
    loadSchema: () => import('@/lib/schemas/unsubscribe').then((module) => module.unsubscribeSchema),
    endpoint: UNSUBSCRIBE_ENDPOINT,
    accept: succeeded,
    onInvalid: (found) => {
      if (found.email === 'emailRequired') toastStore.show({ title: t('emptyTitle'), description: t('emptyText'), variant: 'destructive' });
    },
    onSuccess: () => toastStore.show({ title: t('successTitle'), description: t('successText'), variant: 'success' }),
    onFailure: () => toastStore.show({ title: t('failureTitle'), description: t('failureText'), variant: 'destructive' }),
  });

  if (status === 'success') {
    return (
      <div role="status" className="grid gap-3 rounded-2xl border border-success/30 bg-success/10 p-6" data-unsubscribe-success>
        <CheckCircle2 aria-hidden="true" className="size-8 text-success" />
        <h2 className="text-xl font-semibold">{t('doneTitle')}</h2>
        <p className="text-muted">{t('doneText')}</p>
      </div>
    );
  }

  return (
    <SubmissionForm
      name="unsubscribe"
      endpoint={UNSUBSCRIBE_ENDPOINT}
      status={status}
      onSubmit={onSubmit}
      onFocus={prepare}
      honeypotLabel={common('formHoneypot')}
      withLanguage={false}
    >
      <FormField
        id={`${id}-email`}
        name="email"
        type="email"
        autoComplete="email"
        required
        label={t('emailLabel')}
        placeholder={t('emailPlaceholder')}
        error={errors.email ? (errors.email === 'emailRequired' ? t('emptyTitle') : formErrors(errors.email)) : undefined}
      />
      <SubmitButton icon={MailX} submitting={status === 'submitting'} label={t('submit')} submittingLabel={t('submitting')} />
    </SubmissionForm>
  );
}
