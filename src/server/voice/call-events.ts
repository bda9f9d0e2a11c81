import 'server-only';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db';
import { voiceEventReceipts } from '../db/schema';
import { log } from '../log';
import { recordCallEvent } from '../metrics';
import { applyAccount, callByPlatformId, callOf, mergeAccounts, recordPlaced } from './call-record';
import type { VoicePlatform } from './platforms/types';

/**
 * An event about a call placed longer ago than this is refused as stale: the bound of an event whose
 * signature carries no time (Synthflow's covers the call id only), and for every platform a call that is
 * no longer worth a notice.
 */
const EVENT_CALL_AGE_MS = 2 * 24 * 60 * 60_000;
/** The longest wait for the platform's account of the call while the platform waits for our answer. */
const READ_TIMEOUT_MS = 10_000;

export type EventAnswer =
  | { status: 200; body: { ok: true; result: 'applied' | 'repeated' | 'ignored' } }
  | { status: 400 | 401; body: { ok: false; error: { code: string; message: string } } };

const refuse = (status: 400 | 401, code: string, message: string): EventAnswer => ({
  status,
  body: { ok: false, error: { code, message } },
});
const answer = (result: 'applied' | 'repeated' | 'ignored'): EventAnswer => ({ status: 200, body: { ok: true, result } });

/**
 * A call event of the platform (POST /api/voice/events, docs/voice-platforms.md). Its signature is checked in
 * constant time and its age bounded (401 and nothing stored otherwise). The event is a notice: the call it
 * names is read from the platform's API, the source of truth, and recorded on the lead; where the signature
 * covers the body, the event's own account fills what the API does not say yet, or stands in when the API
 * cannot be reached. An event already applied (the same body) changes nothing; one about a call that is not
 * ours is acknowledged and dropped. Nothing of the call's content is logged.
 */
export async function receiveCallEvent(
  db: Database,
  platform: VoicePlatform,
  { headers, body }: { headers: Headers; body: string },
  now = new Date(),
): Promise<EventAnswer> {
  const verdict = platform.verifyEvent(headers, body, now);
  if (verdict !== 'valid') {
    recordCallEvent(platform.name, verdict);
    return verdict === 'stale'
      ? refuse(401, 'stale_signature', 'the signature is too old')
      : refuse(401, 'invalid_signature', 'missing or wrong signature');
  }
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return refuse(400, 'invalid_json', 'body is not JSON');
  }
  const event = platform.readEvent(json);
  if (!event?.callId) {
    recordCallEvent(platform.name, 'ignored');
    return answer('ignored');
  }
  const digest = createHash('sha256').update(`${platform.name}\n${body}`).digest('hex');
  const [seen] = await db
    .select()
    .from(voiceEventReceipts)
    .where(sql`${voiceEventReceipts.digest} = ${digest}`);
  if (seen) {
    recordCallEvent(platform.name, 'repeated');
    return answer('repeated');
  }
  let call = await callByPlatformId(db, platform.name, event.callId);
  // The answer to our create-call request may have been lost: an event that names our callback settles it.
  if (!call && event.callbackId) {
    const pending = await callOf(db, event.callbackId).catch(() => null);
    if (pending && !pending.callId && (pending.state === 'dialling' || pending.state === 'held')) {
      await recordPlaced(db, event.callbackId, platform.name, event.callId);
      call = await callByPlatformId(db, platform.name, event.callId);
    }
  }
  if (!call) {
    recordCallEvent(platform.name, 'ignored');
    return answer('ignored');
  }
  if (call.placedAt && now.getTime() - call.placedAt.getTime() > EVENT_CALL_AGE_MS) {
    recordCallEvent(platform.name, 'stale');
    return refuse(401, 'stale_signature', 'the event is about a call too long ago');
  }
  const read = await platform.getCall(event.callId, AbortSignal.timeout(READ_TIMEOUT_MS)).catch((error: unknown) => {
    log().warn({ err: error, platform: platform.name, callback: call.callbackId }, 'voice: the call could not be read from the platform');
    return null;
  });
  const account = mergeAccounts(read, event.snapshot);
  if (account) await applyAccount(db, call.callbackId, account);
  else await db.execute(sql`update callback_calls set poll_after = now() where callback_id = ${call.callbackId}`);
  await db.insert(voiceEventReceipts).values({ digest, receivedAt: now }).onConflictDoNothing();
  recordCallEvent(platform.name, 'applied');
  return answer('applied');
}
