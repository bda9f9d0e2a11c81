import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '../db';
import { callbackCalls } from '../db/schema';
import { log } from '../log';
import { applyAccount } from './call-record';
import type { VoicePlatform } from './platforms/types';

/** How often the server looks for calls whose account is due to be read. */
const POLL_INTERVAL_MS = 60_000;
/** Calls read in one round; a call claimed is not claimed again for this long, whichever instance claimed it. */
const POLL_BATCH = 20;
const CLAIM_MS = 5 * 60_000;
/** A call the platform could not be asked about for this long is left as it stands. */
const GIVE_UP_MS = 2 * 24 * 60 * 60_000;

/**
 * Reads from the platform the calls that have no final account yet and are due (call-record.ts sets when): a
 * platform may send no event, or lose it (Vapi does not retry; ElevenLabs only when asked to). Each due call
 * is claimed first, so two instances never read the same one in one round. Answers how many were read.
 */
export async function pollCalls(db: Database, platform: VoicePlatform): Promise<number> {
  const claimed = (await db.execute(sql`
    update ${callbackCalls} set poll_after = now() + ${CLAIM_MS} * interval '1 millisecond', polls = polls + 1
    where callback_id in (
      select callback_id from ${callbackCalls}
      where platform = ${platform.name} and call_id is not null and poll_after <= now()
        and placed_at > now() - ${GIVE_UP_MS} * interval '1 millisecond'
      order by poll_after limit ${POLL_BATCH} for update skip locked)
    returning callback_id, call_id`)) as unknown as { rows: { callback_id: string; call_id: string }[] };
  for (const { callback_id: callbackId, call_id: callId } of claimed.rows) {
    try {
      await applyAccount(db, callbackId, await platform.getCall(callId));
    } catch (error) {
      log().warn(
        { err: error, platform: platform.name, callback: callbackId },
        'voice: reading a call from the platform failed; read again later',
      );
    }
  }
  return claimed.rows.length;
}

type Poller = { timer: NodeJS.Timeout; running?: Promise<unknown> };
const holderKey = Symbol.for('aitheria.call-poll');
type Holder = { [holderKey]?: Poller };

/** The server process reads due calls every minute (every instance; the claim keeps them apart). */
export function startCallPolling(database: () => Promise<Database>, platform: VoicePlatform): void {
  const holder = globalThis as Holder;
  if (holder[holderKey]) return;
  const poller: Poller = {
    timer: setInterval(() => {
      if (poller.running) return;
      poller.running = (async () => pollCalls(await database(), platform))()
        .catch((error: unknown) => log().error({ err: error, op: 'voice poll' }, 'voice: reading due calls failed'))
        .finally(() => {
          poller.running = undefined;
        });
    }, POLL_INTERVAL_MS),
  };
  poller.timer.unref();
  holder[holderKey] = poller;
}

/** Stops the schedule and waits for a round under way (graceful shutdown). */
export async function stopCallPolling(): Promise<void> {
  const holder = globalThis as Holder;
  const poller = holder[holderKey];
  if (!poller) return;
  clearInterval(poller.timer);
  await poller.running;
  delete holder[holderKey];
}
