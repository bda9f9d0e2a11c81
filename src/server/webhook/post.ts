import 'server-only';
import { DELIVERY_ID_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER, signWebhook } from './sign';

export type PostWebhook = (deliveryId: string, body: unknown) => Promise<void>;

/** Webhook calls give up after this long; the outbox retries later. */
const WEBHOOK_TIMEOUT_MS = 10_000;

/** Signed JSON POST; any answer but 2xx is a failure the outbox retries. */
export function webhookPoster(url: string, secret: string): PostWebhook {
  return async (deliveryId, body) => {
    const text = JSON.stringify(body);
    const timestamp = Math.floor(Date.now() / 1000);
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        [DELIVERY_ID_HEADER]: deliveryId,
        [TIMESTAMP_HEADER]: String(timestamp),
        [SIGNATURE_HEADER]: signWebhook(secret, timestamp, text),
      },
      body: text,
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 200);
      throw new Error(`${response.status}: ${detail || response.statusText}`);
    }
  };
}
