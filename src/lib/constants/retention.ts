/**
 * How long we keep what the site collects. The privacy page (legal.datenschutz) prints these
 * numbers and the retention job (server/privacy/retention.ts) enforces them: one source, so
 * the promise and the practice cannot drift apart.
 */
export const RETENTION = {
  /** Contact enquiries, callbacks and applications: years after staff closed them (done or spam). */
  closedEnquiryYears: 3,
  /** Error reports: days after they arrived. */
  errorReportDays: 7,
  /** Request logs (rate-limit windows, webhook receipts, expired staff sessions): days. */
  requestLogDays: 7,
  /** Newsletter sign-ups never confirmed: days after the last sign-up (its link expires after 7). */
  unconfirmedSignUpDays: 30,
  /** Questions the chat agent could not answer, without personal data: days. */
  chatQuestionDays: 90,
  /** The audit log of sign-ins and staff actions: months. */
  auditLogMonths: 12,
  /** Raw analytics events (consented page views and clicks, no IP, no user agent): days. */
  analyticsRawDays: 30,
  /** Daily analytics totals: months. */
  analyticsRollupMonths: 25,
} as const;
