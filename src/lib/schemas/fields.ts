import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod/mini';
import { languageOption, locales, type Locale } from '@/i18n/locales';
import { textField, textHygiene, type TextShape } from './text';

/**
 * Field rules shared by every form and route handler (zod/mini: the same zod 4 engine,
 * tree-shakable, so forms ship a fraction of the bytes). Error messages are message keys
 * (common.formErrors.<key>), so client and server speak the visitor's language.
 */
export const languageField = z.enum(locales);

/** Digits with the separators people type; 6 to 15 digits (E.164's maximum). */
const PHONE_PATTERN = /^\+?[0-9\s()./-]+$/;

const digitCount = (value: string) => value.replace(/\D/g, '').length;

export const phoneField = z.pipe(
  z.string({ error: 'phoneRequired' }).check(...textHygiene('line')),
  z.string().check(
    z.minLength(1, { error: 'phoneRequired' }),
    z.maxLength(32, { error: 'phoneInvalid' }),
    z.refine((value) => PHONE_PATTERN.test(value) && digitCount(value) >= 6 && digitCount(value) <= 15, {
      error: 'phoneInvalid',
      abort: true,
    }),
  ),
);

/** The number in E.164 (+4930123456), or null when it cannot be a real number. */
export function toE164(phone: string, language: Locale): string | null {
  const parsed = parsePhoneNumberFromString(phone, languageOption(language).phoneCountry);
  return parsed?.isValid() ? parsed.number : null;
}

/** Wraps a payload schema with { phone, language } so its phone comes out in E.164. */
export function withE164Phone<Schema extends z.ZodMiniType<{ phone: string; language: Locale }>>(schema: Schema) {
  return z.pipe(
    schema,
    z.transform((value: z.output<Schema>, context) => {
      const phone = toE164(value.phone, value.language);
      if (phone === null) {
        context.issues.push({ code: 'custom', message: 'phoneInvalid', path: ['phone'], input: value.phone });
        return z.NEVER;
      }
      return { ...value, phone };
    }),
  );
}

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
    z.nullish(z.string().check(...textHygiene('line'), z.maxLength(2048, { error: 'websiteInvalid' }))),
    z.transform((value) => {
      if (!value) return null;
      return /^https?:\/\//i.test(value) ? value : `https://${value}`;
    }),
  ),
  z.nullable(z.string().check(z.refine(isWebUrl, { error: 'websiteInvalid' }))),
);

/** Text that must not be empty (after the hygiene step of ./text.ts). */
export const requiredText = (maxLength: number, shape: TextShape = 'line') => textField({ shape, maxLength, required: 'required' });

/** Text that may be empty (kept as ''). */
export const optionalText = (maxLength: number, shape: TextShape = 'line') => z._default(textField({ shape, maxLength }), '');

/** Trimmed and lower-cased, so one person is one address. */
export const emailField = z.pipe(
  z.string({ error: 'emailRequired' }).check(...textHygiene('line'), z.toLowerCase()),
  z
    .string()
    .check(z.minLength(1, { error: 'emailRequired' }), z.maxLength(254, { error: 'emailInvalid' }), z.email({ error: 'emailInvalid' })),
);

/** An option of a fixed list; anything else reads as "nothing chosen". */
export const choiceField = <const Options extends readonly [string, ...string[]]>(options: Options) => z.enum(options, { error: 'choose' });
