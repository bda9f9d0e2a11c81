/**
 * The version of the callback consent wording (common.callbackForm.consent and consentPrivacy).
 * Change the wording only together with a new version: server/voice/callback.test.ts pins
 * each language's wording of this version by its hash, and every stored callback keeps the
 * version, the exact wording and its hash.
 */
export const CALLBACK_CONSENT_VERSION = '2026-11-25';
