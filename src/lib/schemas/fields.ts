import { z } from 'zod/mini';
import { locales } from '@/i18n/locales';

/**
 * Field rules shared by every form and route handler (zod/mini: the same zod 4 engine,
 * tree-shakable, so forms ship a fraction of the bytes). Error messages are message keys
 * (common.<form>.errors.<key>), so client and server speak the visitor's language.
 */
export const languageField = z.enum(locales);

/** Digits with the separators people type; 6 to 15 digits (E.164's maximum). */
const PHONE_PATTERN = /^\+?[0-9\s()./-]+$/;

const digitCount = (value: string) => value.replace(/\D/g, '').length;

export const phoneField = z.pipe(
  z.string({ error: 'phoneRequired' }).check(z.trim()),
  z.string().check(
    z.minLength(1, { error: 'phoneRequired' }),
    z.maxLength(32, { error: 'phoneInvalid' }),
    z.refine((value) => PHONE_PATTERN.test(value) && digitCount(value) >= 6 && digitCount(value) <= 15, {
      error: 'phoneInvalid',
      abort: true,
    }),
  ),
);

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** An optional website: empty becomes null; a bare domain gets https:// before it is checked. */
export const optionalWebsiteField = z.pipe(
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(2048, { error: 'websiteInvalid' }))),
    z.transform((value) => {
      if (!value) return null;
      return /^https?:\/\//i.test(value) ? value : `https://${value}`;
    }),
  ),
  z.nullable(z.string().check(z.refine(isWebUrl, { error: 'websiteInvalid' }))),
);
