import 'server-only';
import type { Database } from '../db';
import type { SubmissionKind } from '../db/schema';
import type { EnquiryEntry } from '../enquiries/entry';
import { enquiries } from '../enquiries/registry';
import type { MailDelivery, MailMessage } from './types';

export type StoredMail = { submissionKind: SubmissionKind; submissionId: string; payload: MailDelivery };

/**
 * The mail a delivery sends, written now from its submission as stored (docs/decisions/019-outbox-leases.md) by
 * the submission's kind (server/enquiries/); null when the submission no longer exists (erased on request, or purged).
 */
export async function mailOfDelivery(db: Database, { submissionKind, submissionId, payload }: StoredMail): Promise<MailMessage | null> {
  const mail = (enquiries[submissionKind] as EnquiryEntry).mail;
  return mail ? mail(db, submissionId, payload) : null;
}
