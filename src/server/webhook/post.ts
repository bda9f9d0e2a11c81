import 'server-only';
import { DELIVERY_ID_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER, signWebhook } from './sign';

export type PostWebhook = (deliveryId: string, body: unknown, signal?: AbortSignal) => Promise<void>;

/**
 * A webhook call gives up after this long, connection and answer together; the outbox retries later.
 * Well under the outbox lease (server/outbox/leases.ts), so a slow receiver never outlives the claim.
 */
const WEBHOOK_TIMEOUT_MS = 20_000;

/** Signed JSON POST; any answer but 2xx is a failure the outbox retries. `signal` aborts it early. */
export function webhookPoster(url: string, secret: string, timeoutMs = WEBHOOK_TIMEOUT_MS): PostWebhook {
  return async (deliveryId, body, signal) => {
    const text = JSON.stringify(body);
    const timestamp = Math.floor(Date.now() / 1000);
    const timeout = AbortSignal.timeout(timeoutMs);
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        [DELIVERY_ID_HEADER]: deliveryId,
        [TIMESTAMP_HEADER]: String(timestamp),
        [SIGNATURE_HEADER]: signWebhook(secret, timestamp, text),
      },
      body: text,
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 200);
      throw new Error(`${response.status}: ${detail || response.statusText}`);
    }
    await response.arrayBuffer().catch(() => undefined);
  };
}
