import 'server-only';
import { DELIVERY_ID_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER, signWebhook } from './sign';
import { standardHeaders, standardSigner } from './standard';

export type PostWebhook = (deliveryId: string, body: unknown, signal?: AbortSignal) => Promise<void>;
/** A signed POST to one of several endpoints (the CRM endpoints of LEAD_WEBHOOK_URLS). */
export type PostToEndpoint = (deliveryId: string, endpoint: string, body: unknown, signal?: AbortSignal) => Promise<void>;

/**
 * A webhook call gives up after this long, connection and answer together; the outbox retries later.
 * Well under the outbox lease (server/outbox/leases.ts), so a slow receiver never outlives the claim.
 */
const WEBHOOK_TIMEOUT_MS = 20_000;

/** The version of the callback webhook's wire format (docs/webhooks.md, "Versions"). */
const CALLBACK_WEBHOOK_VERSION = '2';

/** JSON POST with the given headers; any answer but 2xx is a failure the outbox retries. `signal` aborts it early. */
async function postJson(url: string, text: string, headers: Record<string, string>, timeoutMs: number, signal?: AbortSignal) {
  const timeout = AbortSignal.timeout(timeoutMs);
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: text,
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  if (!response.ok) {
    const detail = (await response.text().catch(() => '')).slice(0, 200);
    throw new Error(`${response.status}: ${detail || response.statusText}`);
  }
  await response.arrayBuffer().catch(() => undefined);
}

/**
 * The callback webhook to the voice-agent platform, version 2: signed as Standard Webhooks
 * (`webhook-id`, `webhook-timestamp`, `webhook-signature`) and, for this one release, also with the
 * version 1 headers (`X-Webhook-Id`, `X-Webhook-Timestamp`, `X-Webhook-Signature`), so a platform
 * can move to the standard before the old headers go.
 */
export function webhookPoster(url: string, secret: string, timeoutMs = WEBHOOK_TIMEOUT_MS): PostWebhook {
  const signer = standardSigner(secret);
  return async (deliveryId, body, signal) => {
    const text = JSON.stringify(body);
    const at = new Date();
    const timestamp = Math.floor(at.getTime() / 1000);
    const headers = {
      ...standardHeaders(signer, deliveryId, at, text),
      'Webhook-Version': CALLBACK_WEBHOOK_VERSION,
      [DELIVERY_ID_HEADER]: deliveryId,
      [TIMESTAMP_HEADER]: String(timestamp),
      [SIGNATURE_HEADER]: signWebhook(secret, timestamp, text),
    };
    await postJson(url, text, headers, timeoutMs, signal);
  };
}

/** Leads to the CRM endpoints, signed as Standard Webhooks with LEAD_WEBHOOK_SECRET (a `whsec_…` key). */
export function crmPoster(secret: string, timeoutMs = WEBHOOK_TIMEOUT_MS): PostToEndpoint {
  const signer = standardSigner(secret);
  return async (deliveryId, endpoint, body, signal) => {
    const text = JSON.stringify(body);
    await postJson(endpoint, text, standardHeaders(signer, deliveryId, new Date(), text), timeoutMs, signal);
  };
}
