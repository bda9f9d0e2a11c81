'use client';

import { TriangleAlert, type LucideIcon } from 'lucide-react';
import { useLocale } from 'next-intl';
import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { useDataTranslations } from '@/i18n/use-data-translations';
import type { SubmissionStatus } from '@/lib/use-form-submission';
import { HoneypotField } from './honeypot-field';
import type { LeadKind } from '@/lib/inbox/lead-vocabulary';

/**
 * The frame every form shares: a plain POST to its endpoint when JavaScript has not loaded,
 * the visitor's language and the honeypot; `data-<name>-form` and `data-status` for tests.
 */
export function SubmissionForm({
  name,
  endpoint,
  status,
  onSubmit,
  onFocus,
  honeypotLabel,
  withLanguage = true,
  describedBy,
  children,
}: {
  name: string;
  endpoint: string;
  status: SubmissionStatus;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onFocus: () => void;
  honeypotLabel: string;
  /** The unsubscribe payload has no language field. */
  withLanguage?: boolean;
  describedBy?: string;
  children: ReactNode;
}) {
  const locale = useLocale();
  const id = useId();
  return (
    <form
      action={endpoint}
      method="post"
      onSubmit={onSubmit}
      onFocus={onFocus}
      noValidate
      {...{ [`data-${name}-form`]: true }}
      data-status={status}
      aria-describedby={describedBy}
      className="relative grid gap-4"
    >
      {withLanguage ? <input type="hidden" name="language" value={locale} /> : null}
      <HoneypotField id={`${id}-trap`} label={honeypotLabel} />
      {children}
    </form>
  );
}

export function SubmitButton({
  icon: Icon,
  submitting,
  label,
  submittingLabel,
}: {
  icon: LucideIcon;
  submitting: boolean;
  label: string;
  submittingLabel: string;
}) {
  return (
    <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto sm:justify-self-start">
      <Icon aria-hidden="true" />
      {submitting ? submittingLabel : label}
    </Button>
  );
}

/** A failed submission, announced at once; the form above stays filled in and usable. */
export function FailureAlert({ name, show, text }: { name: string; show: boolean; text: string }) {
  return (
    <div aria-live="assertive">
      {show ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-xl border border-danger/40 bg-danger/10 p-3 text-sm text-danger"
          {...{ [`data-${name}-error`]: true }}
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {text}
        </p>
      ) : null}
    </div>
  );
}

export function PrivacyNote({ text, linkLabel }: { text: string; linkLabel: string }) {
  return (
    <p className="text-xs text-muted">
      {text}{' '}
      <Link href="/datenschutz" className="underline underline-offset-4 hover:text-fg">
        {linkLabel}
      </Link>
    </p>
  );
}

/**
 * Props of a field of a `forms.<form>` catalogue: id, name, label, placeholder and the
 * error message for the key the schema reported.
 */
export function useFieldProps(form: Exclude<LeadKind, 'callback'>, errors: Record<string, string>) {
  const t = useDataTranslations(`forms.${form}`);
  const formErrors = useDataTranslations('common.formErrors');
  const id = useId();
  return (name: string, autoComplete: string) => ({
    id: `${id}-${name}`,
    name,
    autoComplete,
    label: t(`${name}Label`),
    placeholder: t(`${name}Placeholder`),
    error: errors[name] ? formErrors(errors[name]) : undefined,
  });
}

/**
 * A consent box a form cannot be sent without: the wording as its label, the privacy policy after
 * it, the field error under it. `children` go inside (the callback's hidden wording version).
 */
export function ConsentCheckbox({
  id,
  label,
  privacyLabel,
  error,
  marker,
  children,
}: {
  id: string;
  label: string;
  privacyLabel: string;
  error?: string;
  /** `data-<marker>` on the wrapper, for tests. */
  marker?: string;
  children?: ReactNode;
}) {
  return (
    <div className="space-y-1.5" {...(marker ? { [`data-${marker}`]: true } : {})}>
      {children}
      <div className="flex items-start gap-3">
        <input
          id={id}
          name="consent"
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-5 shrink-0 cursor-pointer rounded-md accent-[var(--color-accent)]"
        />
        <p className="text-xs leading-relaxed text-muted">
          <label htmlFor={id}>{label}</label>{' '}
          <Link href="/datenschutz" className="text-fg underline underline-offset-4 hover:text-accent">
            {privacyLabel}
          </Link>
        </p>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger" data-field-error="consent">
          {error}
        </p>
      ) : null}
    </div>
  );
}
