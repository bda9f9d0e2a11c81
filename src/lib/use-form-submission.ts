'use client';

import { useState, type FormEvent } from 'react';
import type { z } from 'zod/mini';
import { apiRequest } from './api-client';
import { fieldErrors } from './schemas/field-errors';

export type SubmissionStatus = 'idle' | 'submitting' | 'success' | 'error';

/**
 * The one form-state hook (spec §4 form states): validates with the endpoint's zod schema,
 * posts with the shared fetch helper, and reports idle → submitting → success | error.
 * Field errors are message keys; an invalid form sends nothing.
 */
export function useFormSubmission<Schema extends z.ZodMiniType>({
  schema,
  endpoint,
  collect,
  onSuccess,
}: {
  schema: Schema;
  endpoint: string;
  collect: (form: HTMLFormElement) => unknown;
  onSuccess?: (form: HTMLFormElement) => void;
}) {
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = schema.safeParse(collect(form));
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      setStatus('idle');
      form.querySelector<HTMLElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
      return;
    }
    setErrors({});
    setStatus('submitting');
    try {
      await apiRequest('POST', endpoint, parsed.data);
      setStatus('success');
      onSuccess?.(form);
    } catch (error) {
      console.warn(`[form] ${endpoint} failed:`, error instanceof Error ? error.message : error);
      setStatus('error');
    }
  };

  return { status, errors, onSubmit };
}
