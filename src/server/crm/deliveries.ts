import 'server-only';
import type { LeadKind } from '@/lib/inbox/lead-vocabulary';
import { env } from '../env';
import type { OutboxMessage } from '../outbox/types';

/**
 * A lead to forward to one CRM endpoint (LEAD_WEBHOOK_URLS). Like a mail, the body is written when it
 * is sent, from the lead as stored then (server/crm/lead-event.ts); an erased lead sends nothing.
 */
export type CrmDelivery = { endpoint: string };

/** One delivery per configured CRM endpoint for a new lead (written in its admission statement). */
export function crmDeliveries(kind: LeadKind): OutboxMessage<CrmDelivery>[] {
  return env().LEAD_WEBHOOK_URLS.map((endpoint) => ({ channel: 'crm', topic: `${kind}.crm`, payload: { endpoint } }));
}
