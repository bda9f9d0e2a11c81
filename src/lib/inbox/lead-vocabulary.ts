/** The kinds of lead the inbox works and the states a lead goes through (shared by the schema, the pages and the filters). */
export const leadKinds = ['contact', 'callback', 'application'] as const;
export type LeadKind = (typeof leadKinds)[number];

export const leadStatuses = ['new', 'in_progress', 'done', 'spam'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** A lead in one of these states is closed: its retention period runs from then. */
export const closedStatuses: readonly LeadStatus[] = ['done', 'spam'];
