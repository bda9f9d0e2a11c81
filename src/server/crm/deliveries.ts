import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LeadKind } from '@/lib/inbox/lead-vocabulary';
import type { Database, Transaction } from '../db';
import { outbox } from '../db/schema';
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

/** The topic of the `lead.updated` a callback's call sends once its outcome is known. */
export const CALL_OUTCOME_TOPIC = 'callback.crm-call';

/**
 * Writes the `lead.updated` of a callback whose call has just got its outcome, one per CRM endpoint, in the
 * caller's transaction; once per lead and endpoint (outbox_crm_once_idx). True when any was written.
 */
export async function writeCallOutcomeDeliveries(tx: Database | Transaction, callbackId: string): Promise<boolean> {
  let written = false;
  for (const endpoint of env().LEAD_WEBHOOK_URLS) {
    const rows = await tx.execute(sql`
      insert into ${outbox} (id, channel, topic, submission_kind, submission_id, payload)
      values (${randomUUID()}, 'crm', ${CALL_OUTCOME_TOPIC}, 'callback', ${callbackId}, ${JSON.stringify({ endpoint })}::jsonb)
      on conflict do nothing returning id`);
    written ||= (rows as unknown as { rows: unknown[] }).rows.length > 0;
  }
  return written;
}
