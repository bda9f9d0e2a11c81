import type { z } from 'zod/mini';

/** The first error key per field, e.g. { phone: 'phoneRequired' }. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '_form');
    errors[field] ??= issue.message;
  }
  return errors;
}
