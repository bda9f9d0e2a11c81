import { describe, expect, it } from 'vitest';
import { callbackRequestSchema } from './callback';
import { CALLBACK_CONSENT_VERSION } from './callback-consent-version';
import { fieldErrors } from './field-errors';

const consent = { consent: true, consentVersion: CALLBACK_CONSENT_VERSION };
/** A payload with the consent a ticked box gives, unless the test says otherwise. */
const parse = (input: Record<string, unknown>) => callbackRequestSchema.safeParse({ ...consent, ...input });

describe('callbackRequestSchema', () => {
  it('accepts a phone with separators, normalises it to E.164 and turns an empty website into null', () => {
    const result = parse({ phone: '  +49 (30) 123-4567 ', website: '', language: 'de' });
    expect(result.success && result.data).toEqual({ phone: '+49301234567', website: null, language: 'de', ...consent });
  });

  it('reads a number without country code as one of the language home country', () => {
    expect(parse({ phone: '030 1234567', language: 'de' }).data?.phone).toBe('+49301234567');
    expect(parse({ phone: '210 123 4567', language: 'el' }).data?.phone).toBe('+302101234567');
    expect(parse({ phone: '020 7946 0958', language: 'en' }).success).toBe(false);
    expect(parse({ phone: '+44 20 7946 0958', language: 'en' }).data?.phone).toBe('+442079460958');
  });

  it('accepts a bare domain as website and normalises it to https', () => {
    const result = parse({ phone: '+357 22 123456', website: 'beispiel.de', language: 'el' });
    expect(result.success && result.data.website).toBe('https://beispiel.de');
  });

  it('requires the phone', () => {
    const result = parse({ phone: '   ', website: null, language: 'en' });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error)).toEqual({ phone: 'phoneRequired' });
  });

  it.each(['abc', '12345', '+49 30 1234567890123456', 'call me maybe'])('rejects the phone %s', (phone) => {
    const result = parse({ phone, language: 'de' });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error).phone).toBe('phoneInvalid');
  });

  it.each(['not a url', 'https://localhost', 'ftp://example.com', 'javascript:alert(1)'])('rejects the website %s', (website) => {
    const result = parse({ phone: '+49 30 1234567', website, language: 'de' });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error).website).toBe('websiteInvalid');
  });

  it('requires the ticked consent box (JSON true, or "on" from a plain form) and the current wording version', () => {
    expect(parse({ phone: '+49 30 1234567', language: 'de', consent: 'on' }).data?.consent).toBe(true);
    for (const value of [false, undefined, 'off', '', 1]) {
      const result = parse({ phone: '+49 30 1234567', language: 'de', consent: value });
      expect(result.success, String(value)).toBe(false);
      if (!result.success) expect(fieldErrors(result.error)).toEqual({ consent: 'consentRequired' });
    }
    const outdated = parse({ phone: '+49 30 1234567', language: 'de', consentVersion: '2020-01-01' });
    expect(!outdated.success && fieldErrors(outdated.error)).toEqual({ consentVersion: 'consentOutdated' });
  });

  it('rejects unknown languages and unknown fields', () => {
    expect(parse({ phone: '+49 30 1234567', language: 'fr' }).success).toBe(false);
    expect(parse({ phone: '+49 30 1234567', language: 'de', extra: 1 }).success).toBe(false);
  });
});
