import { z } from 'zod/mini';
import { languageField, optionalText, requiredText } from './fields';
import { cleanTextLossy, textField } from './text';

/** The error report: subject, error {message, stack, url, userAgent, timestamp}, language. */
export const errorReportSchema = z.strictObject({
  subject: requiredText(200),
  error: z.strictObject({
    message: textField({ shape: 'lines', maxLength: 2000 }),
    stack: optionalText(16_000, 'lines'),
    url: textField({ maxLength: 2048 }),
    userAgent: textField({ maxLength: 512 }),
    timestamp: textField({ maxLength: 64 }),
  }),
  language: languageField,
});

export type ErrorReport = z.input<typeof errorReportSchema>;
export type ErrorReportPayload = z.output<typeof errorReportSchema>;

/**
 * What the crash screen sends about an error it caught. An error message may quote anything
 * (a control character included), and the report must still pass the schema: such characters
 * become U+FFFD instead of costing the report.
 */
export function describeError(error: Error, language: ErrorReport['language']): ErrorReport {
  const line = (value: string, max: number) => cleanTextLossy(value, 'line').slice(0, max);
  const lines = (value: string, max: number) => cleanTextLossy(value, 'lines').slice(0, max);
  return {
    subject: line(`Crash: ${error.message}`, 200),
    error: {
      message: lines(error.message, 2000),
      stack: lines(error.stack ?? '', 16_000),
      url: line(window.location.href, 2048),
      userAgent: line(navigator.userAgent, 512),
      timestamp: new Date().toISOString(),
    },
    language,
  };
}
