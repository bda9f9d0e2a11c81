/**
 * Conventions every form and route handler share. The honeypot is a field people never see
 * (off-screen, not focusable, no autofill) and bots fill in; a submission with it is
 * answered like a success and stored nowhere.
 */
export const HONEYPOT_FIELD = 'fax_number';

/** Header carrying the key that makes a retried or double-clicked submission store one record. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Largest request body the API reads (bytes). */
export const MAX_BODY_BYTES = 32 * 1024;

/** What the result page (/anfrage) tells a visitor whose browser sent a plain form. */
export const SUBMISSION_OUTCOMES = ['sent', 'invalid', 'limited', 'failed'] as const;
export type SubmissionOutcome = (typeof SUBMISSION_OUTCOMES)[number];
