import 'server-only';
import { createHash } from 'node:crypto';
import type { Locale } from '@/i18n/locales';
import { company } from '@/lib/company';
import { CALLBACK_CONSENT_VERSION } from '@/lib/schemas/callback-consent-version';
import { serverTranslator } from '../i18n';

export type ConsentRecord = { version: string; text: string; textSha256: string };

/** The callback form's consent checkbox label in `language`: what the form shows, and what the proof starts with. */
export async function callbackConsentLabel(language: Locale): Promise<string> {
  const t = await serverTranslator(language);
  return t('common.callbackForm.consent', { company: company.brand });
}

/**
 * The exact consent wording the callback form showed in `language` (the checkbox label and
 * the privacy link after it), with its version and SHA-256: what a stored callback keeps as proof.
 */
export async function callbackConsent(language: Locale): Promise<ConsentRecord> {
  const t = await serverTranslator(language);
  const text = `${await callbackConsentLabel(language)} ${t('common.callbackForm.consentPrivacy')}`;
  return { version: CALLBACK_CONSENT_VERSION, text, textSha256: createHash('sha256').update(text).digest('hex') };
}

/** What the agent says first (EU AI Act Art. 50): an AI assistant of the company, calling because of a request made at `requestedAt`. */
export async function callOpening(language: Locale, requestedAt: Date, timeZone: string): Promise<string> {
  const t = await serverTranslator(language);
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone }).format(requestedAt);
  const time = new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone }).format(requestedAt);
  return t('api.voiceOpening', { company: company.brand, date, time });
}
