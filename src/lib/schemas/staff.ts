import { z } from 'zod/mini';
import { emailField, requiredText } from './fields';

/** The longest internal note on a lead. */
export const MAX_NOTE_LENGTH = 4000;

/** The longest password the sign-in takes (scrypt hashes any length; this bounds the work per request). */
const MAX_PASSWORD_LENGTH = 1024;

/** An internal note: multi-line text after the hygiene step of every form. */
export const leadNoteSchema = z.object({ note: requiredText(MAX_NOTE_LENGTH, 'lines') });

/**
 * The sign-in form. The password is taken as typed (no trimming or normalising beyond what the
 * hash does); only its length is bounded.
 */
export const signInSchema = z.object({
  email: emailField,
  password: z
    .string({ error: 'required' })
    .check(z.minLength(1, { error: 'required' }), z.maxLength(MAX_PASSWORD_LENGTH, { error: 'tooLong' })),
});
