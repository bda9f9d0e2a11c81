import { z } from 'zod/mini';
import { languageField } from './fields';

/** Spec §3 error report: subject, error {message, stack, url, userAgent, timestamp}, language. */
export const errorReportSchema = z.strictObject({
  subject: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  error: z.strictObject({
    message: z.string().check(z.maxLength(2000)),
    stack: z._default(z.string().check(z.maxLength(16_000)), ''),
    url: z.string().check(z.maxLength(2048)),
    userAgent: z.string().check(z.maxLength(512)),
    timestamp: z.string().check(z.maxLength(64)),
  }),
  language: languageField,
});

export type ErrorReport = z.input<typeof errorReportSchema>;
export type ErrorReportPayload = z.output<typeof errorReportSchema>;

/** What the crash screen sends about an error it caught. */
export function describeError(error: Error, language: ErrorReport['language']): ErrorReport {
  return {
    subject: `Crash: ${error.message}`.slice(0, 200),
    error: {
      message: error.message.slice(0, 2000),
      stack: (error.stack ?? '').slice(0, 16_000),
      url: window.location.href.slice(0, 2048),
      userAgent: navigator.userAgent.slice(0, 512),
      timestamp: new Date().toISOString(),
    },
    language,
  };
}
