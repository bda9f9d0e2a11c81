'use client';

import { useState, type FormEvent } from 'react';
import type { z } from 'zod/mini';
import { apiRequest } from './api-client';
import { fieldErrors } from './schemas/field-errors';

export type SubmissionStatus = 'idle' | 'submitting' | 'success' | 'error';

/**
 * The one form-state hook (spec §4 form states): validates with the endpoint's zod schema,
 * posts with the shared fetch helper, and reports idle → submitting → success | error.
 * Field errors are message keys; an invalid form sends nothing. The schema module is loaded
 * when the visitor first focuses the form (`prepare`), not with the page.
 */
export function useFormSubmission<Schema extends z.ZodMiniType>({
  loadSchema,
  endpoint,
  collect,
  onSuccess,
}: {
  loadSchema: () => Promise<Schema>;
  endpoint: string;
  collect: (form: HTMLFormElement) => unknown;
  onSuccess?: (form: HTMLFormElement) => void;
}) {
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const schema = await loadSchema();
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

  const prepare = () => void loadSchema();

  return { status, errors, onSubmit, prepare };
}
