import { Webhook } from 'standardwebhooks';

/** The Standard Webhooks headers (https://www.standardwebhooks.com): the message id, its Unix time in seconds, `v1,<base64 HMAC>`. */
const STANDARD_ID_HEADER = 'webhook-id';
const STANDARD_TIMESTAMP_HEADER = 'webhook-timestamp';
const STANDARD_SIGNATURE_HEADER = 'webhook-signature';

/** A `whsec_…` key as the standard defines it: base64 after the prefix, at least 24 bytes. */
export const isStandardSecret = (value: string) =>
  /^whsec_[A-Za-z0-9+/]+={0,2}$/.test(value) && Buffer.from(value.slice('whsec_'.length), 'base64').length >= 24;

/**
 * The signer for a secret: a `whsec_…` key is used as the standard defines it; any other secret
 * (the callback webhook's older WEBHOOK_SECRET) is used as raw bytes, which a receiver verifies with
 * `new Webhook(secret, { format: 'raw' })` (docs/webhooks.md).
 */
export function standardSigner(secret: string): Webhook {
  return secret.startsWith('whsec_') ? new Webhook(secret) : new Webhook(secret, { format: 'raw' });
}

/** The three headers of one attempt of the message `id`, signed over `<id>.<timestamp>.<body>`. */
export function standardHeaders(signer: Webhook, id: string, at: Date, body: string): Record<string, string> {
  return {
    [STANDARD_ID_HEADER]: id,
    [STANDARD_TIMESTAMP_HEADER]: String(Math.floor(at.getTime() / 1000)),
    [STANDARD_SIGNATURE_HEADER]: signer.sign(id, at, body),
  };
}
