import { z } from 'zod/mini';
import { languageField, optionalWebsiteField, phoneField } from './fields';

/** Spec §3 callback request: phone, website (optional; null if empty), language. */
export const callbackRequestSchema = z.strictObject({
  phone: phoneField,
  website: optionalWebsiteField,
  language: languageField,
});

export type CallbackRequestInput = z.input<typeof callbackRequestSchema>;
export type CallbackRequest = z.output<typeof callbackRequestSchema>;
