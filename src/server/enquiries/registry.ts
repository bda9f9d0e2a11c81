import 'server-only';
import { leadKinds, type LeadKind, type SubmissionKind } from '@/lib/enquiries/kinds';
import { application } from './application';
import { callback } from './callback';
import { contact } from './contact';
import type { EnquiryEntry, LeadEntry } from './entry';
import { error } from './error-report';
import { newsletter, unsubscribe } from './newsletter';

/**
 * Every kind of enquiry (src/lib/enquiries/kinds.ts) with what the server does with it. The route handlers,
 * the mail dispatch, the CRM events, the inbox, the data-subject export and erasure and retention read this
 * and nothing else about a kind: a new kind is its table, one entry here, its line in kinds.ts, its route, its
 * words and its form (README, "add an enquiry kind").
 */
export const enquiries = {
  contact,
  callback,
  application,
  error,
  unsubscribe,
  newsletter,
} satisfies { [Kind in SubmissionKind]: Kind extends LeadKind ? LeadEntry : EnquiryEntry };

/** The entries of the kinds the inbox works as leads. */
export const leadEntries = Object.fromEntries(leadKinds.map((kind) => [kind, enquiries[kind]])) as Record<LeadKind, LeadEntry>;

/** Each table once, with its entry: the kinds that share a table (newsletter, unsubscribe) share its personal data and retention. */
export const storedEnquiries: EnquiryEntry[] = (Object.values(enquiries) as EnquiryEntry[]).filter(
  (entry) => entry.personalData !== undefined || entry.retention !== undefined,
);

/** The endpoint definition of a kind that has one (its route handler serves it with server/http/submission-route.ts). */
export function endpointOf(kind: SubmissionKind) {
  const definition = (enquiries[kind] as EnquiryEntry).submission;
  if (!definition) throw new Error(`the enquiry kind ${kind} has no endpoint`);
  return definition;
}
