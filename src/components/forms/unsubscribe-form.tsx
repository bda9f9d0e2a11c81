'use client';

import { MailX } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { toastStore } from '@/lib/toast-store';
import { useDataTranslations } from '@/i18n/use-data-translations';
import { useFormSubmission } from '@/lib/use-form-submission';
import { EmailForm } from './email-form';
import { ResultPanel } from './result-panel';

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
  const submission = useFormSubmission({
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
  const { status, errors } = submission;

  if (status === 'success') {
    return <ResultPanel tone="success" as="h2" marker="unsubscribe-success" title={t('doneTitle')} text={t('doneText')} />;
  }

  return (
    <EmailForm
      name="unsubscribe"
      endpoint={UNSUBSCRIBE_ENDPOINT}
      submission={submission}
      honeypotLabel={common('formHoneypot')}
      withLanguage={false}
      email={{
        label: t('emailLabel'),
        placeholder: t('emailPlaceholder'),
        error: errors.email ? (errors.email === 'emailRequired' ? t('emptyTitle') : formErrors(errors.email)) : undefined,
      }}
      submit={{ icon: MailX, label: t('submit'), submittingLabel: t('submitting') }}
    />
  );
}
