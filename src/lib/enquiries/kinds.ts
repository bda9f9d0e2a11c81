/**
 * Every kind of enquiry the site takes, declared once. This module holds what both sides need: whether the
 * staff inbox works it as a lead, which form counts it in the analytics, and which option list of the
 * forms names its topic. The server's registry (src/server/enquiries/registry.ts) gives each kind its
 * table, endpoint, limits, mails, CRM event, inbox columns, personal data and retention, and the compiler
 * refuses a kind that is declared here and missing there.
 */
const enquiryKinds = {
  contact: {
    form: true,
    lead: {
      fields: ['name', 'company', 'email', 'phone', 'website', 'inquiry', 'comment'],
      topic: { field: 'inquiry', options: 'inquiry' },
    },
  },
  callback: { form: true, lead: { fields: ['phone', 'website', 'callAfter'], topic: null } },
  application: {
    form: true,
    lead: { fields: ['name', 'email', 'phone', 'position', 'comment'], topic: { field: 'position', options: 'position' } },
  },
  /** The crash screen's report: no form the analytics count, no lead. */
  error: { form: false, lead: null },
  unsubscribe: { form: true, lead: null },
  newsletter: { form: true, lead: null },
} as const satisfies Record<string, { form: boolean; lead: LeadDeclaration | null }>;

/**
 * How the staff inbox shows a lead: the stored fields its page lists (beside the common ones), and the field that
 * names its topic with the option list of the forms (`forms.options.<options>`) whose words label the stored code.
 */
type LeadDeclaration = { fields: readonly string[]; topic: { field: string; options: string } | null };

type Declared = typeof enquiryKinds;
export type SubmissionKind = keyof Declared;
export type LeadKind = { [Kind in SubmissionKind]: Declared[Kind]['lead'] extends null ? never : Kind }[SubmissionKind];
export type FormKind = { [Kind in SubmissionKind]: Declared[Kind]['form'] extends true ? Kind : never }[SubmissionKind];

const allKinds = Object.keys(enquiryKinds) as SubmissionKind[];

/** Every kind, in the order declared (a tuple, as the database schema's column types want it). */
export const submissionKinds = allKinds as [SubmissionKind, ...SubmissionKind[]];
/** The kinds the staff inbox works as leads. */
export const leadKinds = allKinds.filter((kind) => enquiryKinds[kind].lead !== null) as [LeadKind, ...LeadKind[]];
/** The forms whose start, sending and refusal the analytics count. */
export const formKinds = allKinds.filter((kind) => enquiryKinds[kind].form) as [FormKind, ...FormKind[]];

/** Whether a kind (or a value from an address or a stored row) is one the inbox works as a lead. */
export const isLeadKind = (kind: string): kind is LeadKind => (leadKinds as readonly string[]).includes(kind);

/** How the inbox shows a lead of this kind. */
export const leadDeclaration = (kind: LeadKind): LeadDeclaration => enquiryKinds[kind].lead;
