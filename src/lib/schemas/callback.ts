import { z } from 'zod/mini';
import { CALLBACK_CONSENT_VERSION } from './callback-consent-version';
import { chatTranscriptField } from './chat';
import { languageField, optionalWebsiteField, phoneField, withE164Phone } from './fields';

/** The consent box must be ticked: JSON true, or "on" from a form posted without JavaScript. */
const consentField = z.pipe(
  z.transform((value: unknown) => value === true || value === 'on' || value === 'true'),
  z.literal(true, { error: 'consentRequired' }),
);

/**
 * The callback request: phone (normalised to E.164), website (optional; null if empty),
 * language; plus the visitor's consent to one call by our AI voice agent and the version of
 * the wording they agreed to.
 */
export const callbackRequestSchema = withE164Phone(
  z.strictObject({
    phone: phoneField,
    website: optionalWebsiteField,
    language: languageField,
    consent: consentField,
    consentVersion: z.literal(CALLBACK_CONSENT_VERSION, { error: 'consentOutdated' }),
    /** The chat conversation, when the visitor asked for the callback in the chat panel and chose to attach it. */
    chatTranscript: z.optional(chatTranscriptField),
  }),
);

export type CallbackRequest = z.output<typeof callbackRequestSchema>;
