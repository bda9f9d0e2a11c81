'use client';

import { CheckCircle2, PhoneCall } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useDataTranslations } from '@/i18n/use-data-translations';
import { CALL_TIME_FORMAT, scheduledCallTime } from '@/lib/callback-hours';
import { CALLBACK_CONSENT_VERSION } from '@/lib/schemas/callback-consent-version';
import { useFormSubmission } from '@/lib/use-form-submission';
import { FormField } from './form-field';
import { ConsentCheckbox, SubmissionForm, SubmitButton } from './form-parts';

/** The failure text is shown in the error colour when it reads as an error. */
const looksLikeError = (text: string) => /Fehler|Error|Σφάλμα/i.test(text);

export const CALLBACK_ENDPOINT = '/api/callback-automation';

/** The day and time of a scheduled call, in the visitor's language and time zone. */
/**
 * The free callback form: phone and optional website. On success the
 * fields are cleared and a success message appears; after a failure the form stays usable.
 * Without JavaScript it posts as a plain form and the server answers with a result page.
 * `consentLabel` is the server's callbackConsentLabel(): the wording the consent proof stores, and
 * formatted there so hydration parses no ICU message. `chatTranscript` (JSON) is the chat conversation the visitor
 * chose to attach when asking from the chat panel.
 */
export function CallbackForm({ consentLabel, chatTranscript }: { consentLabel: string; chatTranscript?: string }) {
  const t = useTranslations('common');
  const formErrors = useDataTranslations('common.formErrors');
  const id = useId();
  const locale = useLocale();
  const [scheduledFor, setScheduledFor] = useState<Date | null>(null);
  const { status, errors, onSubmit, prepare } = useFormSubmission({
    form: 'callback',
    loadSchema: () => import('@/lib/schemas/callback').then((module) => module.callbackRequestSchema),
    endpoint: CALLBACK_ENDPOINT,
    onSuccess: (form, answer) => {
      form.reset();
      setScheduledFor(scheduledCallTime((answer as { callAfter?: unknown } | null)?.callAfter));
    },
  });
  const failure = t('callbackForm.failure');
  const errorText = (field: string) => (errors[field] ? formErrors(errors[field]) : undefined);

  return (
    <SubmissionForm
      name="callback"
      endpoint={CALLBACK_ENDPOINT}
      status={status}
      onSubmit={onSubmit}
      onFocus={prepare}
      honeypotLabel={t('formHoneypot')}
      describedBy={`${id}-note`}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={`${id}-phone`}
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          required
          label={t('callbackForm.phoneLabel')}
          placeholder={t('callbackForm.phonePlaceholder')}
          error={errorText('phone')}
        />
        <FormField
          id={`${id}-website`}
          name="website"
          type="url"
          autoComplete="url"
          inputMode="url"
          label={t('callbackForm.websiteLabel')}
          placeholder={t('callbackForm.websitePlaceholder')}
          error={errorText('website')}
        />
      </div>
      <ConsentCheckbox
        id={`${id}-consent`}
        label={consentLabel}
        privacyLabel={t('callbackForm.consentPrivacy')}
        error={errorText('consent') ?? errorText('consentVersion')}
        marker="callback-consent"
      >
        <input type="hidden" name="consentVersion" value={CALLBACK_CONSENT_VERSION} />
        {chatTranscript ? <input type="hidden" name="chatTranscript" value={chatTranscript} /> : null}
      </ConsentCheckbox>
      <SubmitButton
        icon={PhoneCall}
        submitting={status === 'submitting'}
        label={t('callbackForm.submit')}
        submittingLabel={t('callbackForm.submitting')}
      />
      <p id={`${id}-note`} className="text-xs text-muted">
        {t('callbackForm.privacyNote')}
      </p>
      <div aria-live="polite" role="status">
        {status === 'success' ? (
          <p
            className="flex items-start gap-2 rounded-xl border border-success/30 bg-success/10 p-3 text-sm text-success"
            data-callback-success
          >
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {scheduledFor
              ? t('callbackForm.successScheduled', { time: new Intl.DateTimeFormat(locale, CALL_TIME_FORMAT).format(scheduledFor) })
              : t('callbackForm.success')}
          </p>
        ) : null}
        {status === 'error' ? (
          <p
            className={`rounded-xl border p-3 text-sm ${looksLikeError(failure) ? 'border-danger/40 bg-danger/10 text-danger' : 'border-white/15'}`}
            data-callback-error
          >
            {failure}
          </p>
        ) : null}
      </div>
    </SubmissionForm>
  );
}
