import 'server-only';
import type { LeadKind } from '@/lib/enquiries/kinds';
import type { Database } from '../db';
import type { contactEnquiries, jobApplications } from '../db/schema';
import { crmDeliveries } from '../crm/deliveries';
import type { LimitCheck } from '../rate-limit';
import { confirmationCounter } from '../submissions/confirmations';
import { storeSubmission, type RequestMeta } from '../submissions/store';
import { withConfirmation } from './outbox-messages';

/**
 * A lead from someone who gave their address (contact, application): stored as sent, with the team's
 * notification, the sender's confirmation (withheld once the address had its share today) and the CRM event.
 */
export async function storeConfirmedLead(
  db: Database,
  kind: Exclude<LeadKind, 'callback'>,
  table: typeof contactEnquiries | typeof jobApplications,
  data: { email: string },
  meta: RequestMeta,
  limits: readonly LimitCheck[],
) {
  return storeSubmission(db, {
    kind,
    table,
    row: { ...data, ip: meta.ip, userAgent: meta.userAgent },
    idempotencyKey: meta.idempotencyKey,
    limits,
    confirmations: await confirmationCounter(db, data.email),
    deliveries: async () => [...withConfirmation(kind), ...crmDeliveries(kind)],
  });
}
