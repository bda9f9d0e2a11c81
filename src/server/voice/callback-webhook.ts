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
