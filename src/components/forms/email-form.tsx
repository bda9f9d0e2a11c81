'use client';

import type { LucideIcon } from 'lucide-react';
import { useId, type FormEvent, type ReactNode } from 'react';
import type { SubmissionStatus } from '@/lib/use-form-submission';
import { FormField } from './form-field';
import { ConsentCheckbox, SubmissionForm, SubmitButton } from './form-parts';

type Words = { label: string; placeholder: string; error?: string };

/**
 * A form of one e-mail address (the newsletter sign-up, the unsubscribe): the address, a consent box
 * where the form needs one, the submit button and what follows it, in the frame every form shares.
 */
export function EmailForm({
  name,
  endpoint,
  submission: { status, onSubmit, prepare },
  honeypotLabel,
  withLanguage,
  email,
  consent,
  submit,
  children,
}: {
  name: string;
  endpoint: string;
  submission: { status: SubmissionStatus; onSubmit: (event: FormEvent<HTMLFormElement>) => void; prepare: () => void };
  honeypotLabel: string;
  withLanguage?: boolean;
  email: Words;
  consent?: { label: string; privacyLabel: string; error?: string };
  submit: { icon: LucideIcon; label: string; submittingLabel: string };
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <SubmissionForm
      name={name}
      endpoint={endpoint}
      status={status}
      onSubmit={onSubmit}
      onFocus={prepare}
      honeypotLabel={honeypotLabel}
      withLanguage={withLanguage}
    >
      <FormField
        id={`${id}-email`}
        name="email"
        type="email"
        autoComplete="email"
        required
        label={email.label}
        placeholder={email.placeholder}
        error={email.error}
      />
      {consent ? (
        <ConsentCheckbox id={`${id}-consent`} label={consent.label} privacyLabel={consent.privacyLabel} error={consent.error} />
      ) : null}
      <SubmitButton icon={submit.icon} submitting={status === 'submitting'} label={submit.label} submittingLabel={submit.submittingLabel} />
      {children}
    </SubmissionForm>
  );
}
