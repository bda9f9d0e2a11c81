import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'X-Webhook-Signature';
export const TIMESTAMP_HEADER = 'X-Webhook-Timestamp';
export const DELIVERY_ID_HEADER = 'X-Webhook-Id';

/** HMAC-SHA256 over "<unix seconds>.<raw body>", hex, prefixed "sha256=" (docs/webhooks.md). */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** Constant-time check of a signature, and that its timestamp is no older than `toleranceS`. */
export function verifyWebhook(
  secret: string,
  { timestamp, signature, body }: { timestamp: string | null; signature: string | null; body: string },
  toleranceS = 300,
  now = Date.now(),
): boolean {
  const seconds = Number(timestamp);
  if (!signature || !Number.isInteger(seconds) || Math.abs(now / 1000 - seconds) > toleranceS) return false;
  const expected = Buffer.from(signWebhook(secret, seconds, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
