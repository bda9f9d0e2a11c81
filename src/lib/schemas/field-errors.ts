import type { z } from 'zod/mini';

/** Our schemas' messages are keys ('phoneRequired'); zod's own texts become 'invalid'. */
const isMessageKey = (message: string) => /^[a-zA-Z]+$/.test(message);

/** The first error key per field, e.g. { phone: 'phoneRequired' }; `_form` for the payload itself. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '_form');
    errors[field] ??= isMessageKey(issue.message) ? issue.message : 'invalid';
  }
  return errors;
}
