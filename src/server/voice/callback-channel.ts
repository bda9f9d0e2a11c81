import 'server-only';
import type { OutboxChannel } from '../outbox/channel';
import type { PostWebhook } from '../webhook/post';
import { markSuppressed } from './call-record';
import type { CallbackWebhookBody } from './callback-webhook';
import { isDoNotCall } from './do-not-call';

/**
 * The outbox's callback channel: the signed webhook to the voice-agent platform, never for a number on the
 * do-not-call list; a callback stopped by the list says so to the CRM, as with a platform the site dials itself.
 */
export function callbackWebhookChannel(post: PostWebhook, concurrency: number): OutboxChannel {
  return {
    name: 'webhook',
    concurrency,
    async prepare(db, delivery) {
      const body = delivery.payload as CallbackWebhookBody;
      if (await isDoNotCall(db, body.phone)) {
        await markSuppressed(db, body.id, 'webhook');
        return { cancel: 'number on the do-not-call list' };
      }
      return { send: (signal) => post(delivery.id, body, signal) };
    },
  };
}
