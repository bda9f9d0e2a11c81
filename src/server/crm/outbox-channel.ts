import 'server-only';
import type { OutboxChannel } from '../outbox/channel';
import type { PostToEndpoint } from '../webhook/post';
import { CALL_OUTCOME_TOPIC, type CrmDelivery } from './deliveries';
import { leadEvent } from './lead-event';

/**
 * The outbox's CRM channel: each lead is written as stored when it is sent; a lead erased since, or one for
 * an endpoint no longer in LEAD_WEBHOOK_URLS, is cancelled.
 */
export function crmChannel(post: PostToEndpoint, endpoints: readonly string[], concurrency: number): OutboxChannel {
  return {
    name: 'crm',
    concurrency,
    async prepare(db, delivery) {
      const { endpoint } = delivery.payload as CrmDelivery;
      if (!endpoints.includes(endpoint)) return { cancel: 'the endpoint is no longer in LEAD_WEBHOOK_URLS' };
      const type = delivery.topic === CALL_OUTCOME_TOPIC ? 'lead.updated' : 'lead.created';
      const lead = await leadEvent(db, delivery.submissionKind, delivery.submissionId, { type });
      if (!lead) return { cancel: 'the submission is no longer stored' };
      return { send: (signal) => post(delivery.id, endpoint, lead, signal) };
    },
  };
}
