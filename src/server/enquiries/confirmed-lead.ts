import 'server-only';
import type { LeadKind } from '@/lib/enquiries/kinds';
import type { Database } from '../db';
import { crmDeliveries } from '../crm/deliveries';
import type { LimitCheck } from '../rate-limit';
import { confirmationCounter } from '../submissions/confirmations';
import { storeSubmission, type EnquiryTable, type RequestMeta } from '../submissions/store';
import { withConfirmation } from './outbox-messages';

/**
 * A lead from someone who gave their address (contact, application, any kind like them): stored as sent, with the team's
 * notification, the sender's confirmation (withheld once the address had its share today) and the CRM event.
 */
export async function storeConfirmedLead(
  db: Database,
  kind: LeadKind,
  table: EnquiryTable,
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
