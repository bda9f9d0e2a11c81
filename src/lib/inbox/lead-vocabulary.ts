/** The kinds of lead (declared with every enquiry kind) and the states a lead goes through (shared by the schema, the pages and the filters). */
export { leadKinds, type LeadKind } from '../enquiries/kinds';

export const leadStatuses = ['new', 'in_progress', 'done', 'spam'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** A record id (every stored enquiry has a UUID); anything else in an address is not one of ours. */
export const isRecordId = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** A lead in one of these states is closed: its retention period runs from then. */
export const closedStatuses: readonly LeadStatus[] = ['done', 'spam'];
