'use client';

import { Send } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { inquiryTypes, type InquiryType } from '@/lib/schemas/contact-options';
import { useFormSubmission } from '@/lib/use-form-submission';
import { FormField, FormSelect, FormTextarea } from './form-field';
import { FailureAlert, PrivacyNote, SubmissionForm, SubmitButton, useFieldProps } from './form-parts';
import { ResultPanel } from './result-panel';

const CONTACT_ENDPOINT = '/api/contact';

const requiredFieldErrors = new Set(['required', 'emailRequired', 'phoneRequired', 'choose']);

/**
 * The B2B contact form: on success a thank-you panel promising a reply
 * within 24 hours replaces it; missing required fields raise the 'Fehler' notice. Two columns once the form is wide
 * enough (a container query: the same form sits on the contact page and in the narrow chat panel). `chatTranscript`
 * (JSON) is the chat conversation the visitor chose to attach when writing from the chat panel. `topic` fills in
 * the kind of enquiry and the message for a request a page already knows (the trust centre's data processing agreement).
 */
export function ContactForm({ chatTranscript, topic }: { chatTranscript?: string; topic?: { inquiry: InquiryType; comment: string } }) {
  const t = useTranslations('forms');
  const common = useTranslations('common');
  const { status, errors, onSubmit, prepare, reset } = useFormSubmission({
    form: 'contact',
    loadSchema: () => import('@/lib/schemas/contact').then((module) => module.contactRequestSchema),
    endpoint: CONTACT_ENDPOINT,
  });
  const field = useFieldProps('contact', errors);
  if (status === 'success') {
    return (
      <ResultPanel tone="success" as="h3" marker="contact-success" title={t('contact.successTitle')} text={t('contact.successText')}>
        <Button variant="secondary" className="justify-self-start" onClick={reset}>
          {t('contact.another')}
        </Button>
      </ResultPanel>
    );
  }
  const missingRequired = Object.values(errors).some((code) => requiredFieldErrors.has(code));

  return (
    <SubmissionForm
      name="contact"
      endpoint={CONTACT_ENDPOINT}
      status={status}
      onSubmit={onSubmit}
      onFocus={prepare}
      honeypotLabel={common('formHoneypot')}
    >
      {missingRequired ? (
        <div role="alert" className="rounded-xl border border-danger/40 bg-danger/10 p-3 text-sm text-danger" data-form-missing>
          <p className="font-semibold">{t('contact.missingTitle')}</p>
          <p>{t('contact.missingText')}</p>
        </div>
      ) : null}
      {chatTranscript ? <input type="hidden" name="chatTranscript" value={chatTranscript} /> : null}
      <div className="@container">
        <div className="grid gap-4 @md:grid-cols-2">
          <FormField {...field('name', 'name')} required />
          <FormField {...field('company', 'organization')} required />
          <FormField {...field('email', 'email')} type="email" required />
          <FormField {...field('phone', 'tel')} type="tel" inputMode="tel" required />
          <FormField {...field('website', 'url')} type="url" inputMode="url" />
          <FormSelect
            {...field('inquiry', 'off')}
            defaultValue={topic?.inquiry ?? ''}
            required
            options={inquiryTypes.map((value) => ({ value, label: t(`options.inquiry.${value}`) }))}
          />
        </div>
      </div>
      <FormTextarea {...field('comment', 'off')} defaultValue={topic?.comment} required />
      <SubmitButton
        icon={Send}
        submitting={status === 'submitting'}
        label={t('contact.submit')}
        submittingLabel={t('contact.submitting')}
      />
      <PrivacyNote text={t('contact.privacyNote')} linkLabel={t('contact.privacyLink')} />
      <FailureAlert name="contact" show={status === 'error'} text={t('contact.failure')} />
    </SubmissionForm>
  );
}
