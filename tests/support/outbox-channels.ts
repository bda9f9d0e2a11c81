import { crmChannel } from '@/server/crm/outbox-channel';
import { mailChannel } from '@/server/mail/outbox-channel';
import type { SendMail } from '@/server/mail/transport';
import type { OutboxChannel } from '@/server/outbox/channel';
import { callbackWebhookChannel } from '@/server/voice/callback-channel';
import type { PostToEndpoint, PostWebhook } from '@/server/webhook/post';

/** The outbox channels of a test, from the senders it set up (server/outbox-channels.ts does the same from the environment). */
export function channelsOf(
  { mail, webhook, crm }: { mail?: SendMail; webhook?: PostWebhook; crm?: { post: PostToEndpoint; endpoints: readonly string[] } },
  concurrency = 4,
): OutboxChannel[] {
  return [
    ...(mail ? [mailChannel(mail, concurrency)] : []),
    ...(webhook ? [callbackWebhookChannel(webhook, concurrency)] : []),
    ...(crm ? [crmChannel(crm.post, crm.endpoints, concurrency)] : []),
  ];
}
