export type MailMessage = {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
};

/** What the voice-agent platform receives for a callback request (docs/webhooks.md). */
export type CallbackWebhookBody = {
  event: 'callback.requested';
  id: string;
  requestedAt: string;
  phone: string;
  website: string | null;
  language: string;
  callWithinMinutes: number;
};

export type OutboxMessage =
  { channel: 'mail'; topic: string; payload: MailMessage } | { channel: 'webhook'; topic: string; payload: CallbackWebhookBody };
