import 'server-only';
import type { OutboxChannel } from '../outbox/channel';
import type { PostWebhook } from '../webhook/post';
import type { CallbackWebhookBody } from './callback-webhook';
import { isDoNotCall } from './do-not-call';

/** The outbox's callback channel: the signed webhook to the voice-agent platform, never for a number on the do-not-call list. */
export function callbackWebhookChannel(post: PostWebhook, concurrency: number): OutboxChannel {
  return {
    name: 'webhook',
    concurrency,
    async prepare(db, delivery) {
      const body = delivery.payload as CallbackWebhookBody;
      if (await isDoNotCall(db, body.phone)) return { cancel: 'number on the do-not-call list' };
      return { send: (signal) => post(delivery.id, body, signal) };
    },
  };
}
