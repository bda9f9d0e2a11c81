import 'server-only';
import { lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db';
import { webhookReceipts } from '../db/schema';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, verifyWebhook } from '../webhook/sign';
import { addDoNotCall } from './do-not-call';

/** Signed requests older (or newer) than this are refused; a receipt is kept twice as long. */
const OPT_OUT_TOLERANCE_S = 300;

/** What the voice-agent platform sends when a callee says no (docs/webhooks.md). */
const optOutSchema = z.strictObject({
  event: z.literal('callee.opt_out'),
  phone: z.string().regex(/^\+[1-9]\d{5,14}$/, 'E.164, e.g. +4930123456'),
  reason: z.enum(['not_requested', 'no_further_calls']),
  callbackId: z.uuid().optional(),
});

export type OptOutResult = { ok: true; added: boolean } | { ok: false; status: 400 | 401 | 409 | 503; code: string; message: string };

/**
 * Checks an inbound opt-out (HMAC over "<timestamp>.<body>" with WEBHOOK_SECRET, timestamp
 * within 5 minutes, each signature accepted once) and puts the number on the do-not-call list.
 */
export async function receiveOptOut(
  db: Database,
  { secret, headers, body }: { secret: string | undefined; headers: Headers; body: string },
  now = new Date(),
): Promise<OptOutResult> {
  if (!secret) return { ok: false, status: 503, code: 'not_configured', message: 'WEBHOOK_SECRET is not set' };
  const signature = headers.get(SIGNATURE_HEADER);
  const check = { timestamp: headers.get(TIMESTAMP_HEADER), signature, body };
  if (!verifyWebhook(secret, check, OPT_OUT_TOLERANCE_S, now.getTime())) {
    return { ok: false, status: 401, code: 'invalid_signature', message: 'missing, wrong or expired signature' };
  }
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { ok: false, status: 400, code: 'invalid_json', message: 'body is not JSON' };
  }
  const parsed = optOutSchema.safeParse(json);
  if (!parsed.success) return { ok: false, status: 400, code: 'invalid_payload', message: z.prettifyError(parsed.error) };
  await db.delete(webhookReceipts).where(lt(webhookReceipts.receivedAt, new Date(now.getTime() - 2 * OPT_OUT_TOLERANCE_S * 1000)));
  const fresh = await db.insert(webhookReceipts).values({ signature: signature!, receivedAt: now }).onConflictDoNothing().returning();
  if (fresh.length === 0) return { ok: false, status: 409, code: 'replayed', message: 'this signed request was already received' };
  const added = await addDoNotCall(db, { phone: parsed.data.phone, reason: parsed.data.reason, source: 'platform' });
  return { ok: true, added };
}
