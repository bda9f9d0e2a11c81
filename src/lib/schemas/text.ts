import { z } from 'zod/mini';

/**
 * The one hygiene step for every text a visitor or a staff member types (docs/decisions/017-hostile-input.md).
 * Rejected, because no honest typing produces them and each breaks something downstream:
 * - C0 and C1 control characters (NUL makes PostgreSQL refuse the row); a multi-line field keeps
 *   tab, line feed, carriage return and the Unicode line and paragraph separators;
 * - lone UTF-16 surrogates (not text; PostgreSQL refuses them too);
 * - the non-characters U+FFFE and U+FFFF;
 * - bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which make a
 *   name or a comment read differently in the inbox than what was stored ("Trojan Source").
 * Kept, but normalised: Unicode NFC (one spelling per letter, so "é" is one code point whether it
 * was typed or pasted) and without byte-order marks (U+FEFF), which copy and paste brings along.
 */
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069\uFFFE\uFFFF]|\p{Cs}/u;
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFFFE\uFFFF]|\p{Cs}/u;
const BYTE_ORDER_MARKS = /\uFEFF/g;

export type TextShape = 'line' | 'lines';

const forbidden = (shape: TextShape) => (shape === 'lines' ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN);

/** True when the text holds nothing the hygiene step rejects. */
export function isCleanText(value: string, shape: TextShape): boolean {
  return !forbidden(shape).test(value);
}

/** NFC, no byte-order marks, no surrounding white space. Call only on clean text. */
export function normaliseText(value: string): string {
  return value.replace(BYTE_ORDER_MARKS, '').normalize('NFC').trim();
}

/**
 * Makes any text clean by replacing what the hygiene step rejects with U+FFFD. Only for text no
 * person typed and that must still arrive (the crash screen's error report).
 */
export function cleanTextLossy(value: string, shape: TextShape): string {
  const pattern = new RegExp(forbidden(shape).source, 'gu');
  return value.replace(pattern, '\uFFFD');
}

/** The checks every text field starts with: refuse what is forbidden (`invalidCharacters`), then normalise. */
export const textHygiene = (shape: TextShape) =>
  [
    z.refine<string>((value) => isCleanText(value, shape), { error: 'invalidCharacters', abort: true }),
    z.overwrite(normaliseText),
  ] as const;

/**
 * A string field after the hygiene step: trimmed, NFC, at most `maxLength` characters
 * (`tooLong`), and not empty when `required` names the error key for that.
 */
export function textField({
  shape = 'line',
  maxLength,
  required,
  tooLong = 'tooLong',
}: {
  shape?: TextShape;
  maxLength: number;
  required?: string;
  tooLong?: string;
}) {
  return z.pipe(
    z.string({ error: required ?? 'invalid' }).check(...textHygiene(shape)),
    z.string().check(...(required ? [z.minLength(1, { error: required })] : []), z.maxLength(maxLength, { error: tooLong })),
  );
}
