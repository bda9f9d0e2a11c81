import { z } from 'zod/mini';
import { languageField, optionalWebsiteField, phoneField, withE164Phone } from './fields';

/** Spec §3 callback request: phone (normalised to E.164), website (optional; null if empty), language. */
export const callbackRequestSchema = withE164Phone(
  z.strictObject({
    phone: phoneField,
    website: optionalWebsiteField,
    language: languageField,
  }),
);

export type CallbackRequestInput = z.input<typeof callbackRequestSchema>;
export type CallbackRequest = z.output<typeof callbackRequestSchema>;
