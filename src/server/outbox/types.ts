export type MailMessage = {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header lines; every mail to a subscriber carries List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
};

/**
 * What the voice-agent platform receives for a callback request; documented as JSON Schema in
 * docs/callback-webhook.schema.json (tests validate every outgoing body against it).
 */
export type CallbackWebhookBody = {
  event: 'callback.requested';
  id: string;
  requestedAt: string;
  phone: string;
  website: string | null;
  /** The language the agent speaks: the one the visitor used on the site. */
  language: string;
  /** Not before this instant (CALLBACK_HOURS); then within `callWithinMinutes`. */
  callAfter: string;
  callWithinMinutes: number;
  /** EU AI Act Art. 50: the call opens by saying that an AI assistant of the company is calling, and why. */
  disclosure: { required: true; opening: string };
  /** GDPR Art. 7(1): which consent this call rests on. */
  consent: { reference: string; version: string; textSha256: string; givenAt: string; language: string };
};

/**
 * What a mail delivery stores: which mail of its submission it is. The mail itself is written when it
 * is sent, from the submission as it is stored then (server/mail/deliveries.ts): the outbox keeps no
 * copy of anyone's data, and a submission erased in the meantime sends nothing.
 */
export type MailDelivery =
  | {
      mail: 'team-notification' | 'confirmation';
      /** For a team notification with a confirmation: whether the sender got it or the address had its share today. */
      confirmation?: 'sent' | 'withheld';
    }
  /** The double opt-in mail of the sign-up made at `requestedAt` (its link carries that instant). */
  | { mail: 'newsletter-confirmation'; requestedAt: string }
  /** The welcome after the confirmation. */
  | { mail: 'newsletter-welcome' };

/**
 * A lead to forward to one CRM endpoint (LEAD_WEBHOOK_URLS). Like a mail, the body is written when it
 * is sent, from the lead as stored then (server/crm/lead-event.ts); an erased lead sends nothing.
 */
export type CrmDelivery = { endpoint: string };

/**
 * A delivery; `notBefore` holds it until then (a callback outside CALLBACK_HOURS). A `confirmation` to
 * the sender is stored only while that address may receive one; `ifConfirmationWithheld` is the
 * payload to store instead when it may not (the team notification that says so).
 */
export type OutboxMessage = { notBefore?: Date; confirmation?: boolean; ifConfirmationWithheld?: MailDelivery } & (
  | { channel: 'mail'; topic: string; payload: MailDelivery }
  | { channel: 'webhook'; topic: string; payload: CallbackWebhookBody }
  | { channel: 'crm'; topic: string; payload: CrmDelivery }
);
