import { z } from 'zod/mini';
import { emailField, languageField } from './fields';

/**
 * The version of the newsletter consent wording (common.newsletter.consent). Change the wording only
 * together with a new version: every subscriber keeps the version they ticked, with its language and time.
 */
export const NEWSLETTER_CONSENT_VERSION = '2026-11-25';

/** The box must be ticked: JSON true, or "on" from a form posted without JavaScript. */
const newsletterConsentField = z.pipe(
  z.transform((value: unknown) => value === true || value === 'on' || value === 'true'),
  z.literal(true, { error: 'newsletterConsentRequired' }),
);

/** The newsletter sign-up (POST /api/newsletter/subscribe): the address, the language of the mails, the ticked consent. */
export const newsletterSignupSchema = z.strictObject({
  email: emailField,
  language: languageField,
  consent: newsletterConsentField,
});

export type NewsletterSignup = z.output<typeof newsletterSignupSchema>;
