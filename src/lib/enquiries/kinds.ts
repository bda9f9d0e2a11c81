/**
 * Every kind of enquiry the site takes, declared once. This module holds what both sides need: whether the
 * staff inbox works it as a lead, which form counts it in the analytics, and which option list of the
 * forms names its topic. The server's registry (src/server/enquiries/registry.ts) gives each kind its
 * table, endpoint, limits, mails, CRM event, inbox columns, personal data and retention, and the compiler
 * refuses a kind that is declared here and missing there.
 */
export const enquiryKinds = {
  contact: { lead: true, form: true, topicOptions: 'inquiry' },
  callback: { lead: true, form: true, topicOptions: null },
  application: { lead: true, form: true, topicOptions: 'position' },
  /** The crash screen's report: no form the analytics count, no lead. */
  error: { lead: false, form: false, topicOptions: null },
  unsubscribe: { lead: false, form: true, topicOptions: null },
  newsletter: { lead: false, form: true, topicOptions: null },
} as const satisfies Record<string, { lead: boolean; form: boolean; topicOptions: 'inquiry' | 'position' | null }>;

type Declared = typeof enquiryKinds;
export type SubmissionKind = keyof Declared;
type KindsWhere<Facet extends 'lead' | 'form'> = {
  [Kind in SubmissionKind]: Declared[Kind][Facet] extends true ? Kind : never;
}[SubmissionKind];
export type LeadKind = KindsWhere<'lead'>;
export type FormKind = KindsWhere<'form'>;

const kindsWhere = <Facet extends 'lead' | 'form'>(facet: Facet) =>
  (Object.keys(enquiryKinds) as SubmissionKind[]).filter((kind) => enquiryKinds[kind][facet]) as KindsWhere<Facet>[];

/** Every kind, in the order declared (a tuple, as the database schema's column types want it). */
export const submissionKinds = Object.keys(enquiryKinds) as [SubmissionKind, ...SubmissionKind[]];
/** The kinds the staff inbox works as leads. */
export const leadKinds = kindsWhere('lead') as [LeadKind, ...LeadKind[]];
/** The forms whose start, sending and refusal the analytics count. */
export const formKinds = kindsWhere('form') as [FormKind, ...FormKind[]];
