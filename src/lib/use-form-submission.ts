'use client';

import { useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod/mini';
import type { AnalyticsForm } from './analytics/vocabulary';
import { signalAnalytics } from './analytics/signal';
import { ApiError, apiRequest } from './api-client';
import { HONEYPOT_FIELD, IDEMPOTENCY_HEADER } from './forms';
import { fieldErrors } from './schemas/field-errors';

export type SubmissionStatus = 'idle' | 'submitting' | 'success' | 'error';

/** Every named field of the form as text, the honeypot aside. */
function collectFields(form: HTMLFormElement): { fields: Record<string, string>; trap: string } {
  const fields: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields[name] = value;
  const { [HONEYPOT_FIELD]: trap = '', ...rest } = fields;
  return { fields: rest, trap };
}

/**
 * The one form-state hook: validates with the endpoint's zod schema,
 * posts with the shared fetch helper, and reports idle → submitting → success | error.
 * Field errors are message keys, from the schema here or from the server's 400; an invalid form sends nothing. The same submission sent
 * again (double click, retry after a lost answer) carries the same idempotency key. The
 * schema module is loaded when the visitor first focuses the form (`prepare`).
 */
export function useFormSubmission<Schema extends z.ZodMiniType>({
  form: formName,
  loadSchema,
  endpoint,
  accept = () => true,
  onInvalid,
  onSuccess,
  onFailure,
}: {
  /** The form's name in the analytics (started, submitted, rejected with the failing fields). */
  form: AnalyticsForm;
  loadSchema: () => Promise<Schema>;
  endpoint: string;
  /** Whether an ok answer's body means success (the unsubscribe endpoint answers { success }). */
  accept?: (body: unknown) => boolean;
  onInvalid?: (errors: Record<string, string>) => void;
  /** Called with the form and the server's answer (a callback's answer says when the call comes). */
  onSuccess?: (form: HTMLFormElement, answer: unknown) => void;
  onFailure?: () => void;
}) {
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const attempt = useRef<{ body: string; key: string } | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitting') return;
    const form = event.currentTarget;
    const { fields, trap } = collectFields(form);
    const schema = await loadSchema();
    const parsed = schema.safeParse(fields);
    const showInvalid = (found: Record<string, string>) => {
      setErrors(found);
      setStatus('idle');
      signalAnalytics({ type: 'form_rejected', form: formName, fields: Object.keys(found) });
      onInvalid?.(found);
      form.querySelector<HTMLElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
    };
    if (!parsed.success) {
      showInvalid(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setStatus('submitting');
    const payload = trap ? { ...(parsed.data as object), [HONEYPOT_FIELD]: trap } : parsed.data;
    const body = JSON.stringify(payload);
    if (attempt.current?.body !== body) attempt.current = { body, key: crypto.randomUUID() };
    try {
      const answer = await apiRequest('POST', endpoint, payload, { headers: { [IDEMPOTENCY_HEADER]: attempt.current.key } });
      if (!accept(answer)) throw new Error(`${endpoint} answered without success`);
      attempt.current = null;
      setStatus('success');
      signalAnalytics({ type: 'form_submitted', form: formName });
      onSuccess?.(form, answer);
    } catch (error) {
      // The server's schema can refuse what the page's accepted (a consent text changed since the page loaded).
      const refused = error instanceof ApiError ? error.fieldCodes() : null;
      if (refused && Object.keys(refused).some((field) => form.elements.namedItem(field))) {
        showInvalid(refused);
        return;
      }
      console.warn(`[form] ${endpoint} failed:`, error instanceof Error ? error.message : error);
      setStatus('error');
      onFailure?.();
    }
  };

  const started = useRef(false);
  const prepare = () => {
    if (!started.current) signalAnalytics({ type: 'form_started', form: formName });
    started.current = true;
    void loadSchema();
  };
  const reset = () => setStatus('idle');

  return { status, errors, onSubmit, prepare, reset };
}
