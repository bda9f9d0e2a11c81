import { z } from 'zod';
import { locales } from '@/i18n/locales';

/**
 * Field rules shared by every form and route handler. Error messages are message keys
 * (common.<form>.errors.<key>), so client and server speak the visitor's language.
 */
export const languageField = z.enum(locales);

/** Digits with the separators people type; 6 to 15 digits (E.164's maximum). */
const PHONE_PATTERN = /^\+?[0-9\s()./-]+$/;

export const phoneField = z
  .string({ error: 'phoneRequired' })
  .trim()
  .min(1, { error: 'phoneRequired' })
  .max(32, { error: 'phoneInvalid' })
  .refine((value) => PHONE_PATTERN.test(value), { error: 'phoneInvalid' })
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= 6 && digits <= 15;
  }, { error: 'phoneInvalid' });

/** An optional website: empty becomes null; a bare domain gets https:// before it is checked. */
export const optionalWebsiteField = z
  .string()
  .trim()
  .max(2048, { error: 'websiteInvalid' })
  .nullish()
  .transform((value) => {
    if (!value) return null;
    return /^https?:\/\//i.test(value) ? value : `https://${value}`;
  })
  .refine((value) => {
    if (value === null) return true;
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
    } catch {
      return false;
    }
  }, { error: 'websiteInvalid' });
