import 'server-only';
import type { CallbackHours } from '@/lib/callback-hours';
import { nextCallbackTime } from '@/lib/callback-hours';
import type { Locale } from '@/i18n/locales';
import type { Database } from '../db';
import { describeFailure } from '../log-safety';
import { log } from '../log';
import type { OutboxChannel } from '../outbox/channel';
import { DeliveryFailure } from '../outbox/failure';
import type { ClaimedDelivery } from '../outbox/leases';
import type { CallbackWebhookBody } from './callback-webhook';
import {
  callOf,
  clearDialling,
  countLookup,
  holdCall,
  knownCallIds,
  markDialling,
  markSuppressed,
  recordPlaced,
  type CallRecord,
} from './call-record';
import { isDoNotCall } from './do-not-call';
import { decideLookup } from './lookup';
import { PlatformError } from './platforms/http';
import type { VoicePlatform } from './platforms/types';

/** A create-call request whose answer is lost is looked up first this long after it was sent, then at doubling waits… */
const FIRST_LOOKUP_MS = 10_000;
const LONGEST_LOOKUP_WAIT_MS = 2 * 60_000;
/**
 * …and "not found" means "not placed" only once the request was sent this long ago: a platform that
 * answers slowly may list the call a little after it answered (or after our side gave up waiting).
 */
const LOOKUP_SETTLE_MS = 2 * 60_000;
/** Look-ups that cannot decide (the platform fails, or lists two candidates) before a person decides. */
const MAX_LOOKUPS = 8;
/** The listing starts this much before the request was sent: the platform's clock is not ours. */
const CLOCK_SKEW_MS = 60_000;
/** How long the channel waits after a 429 that names no time. */
const THROTTLE_MS = 30_000;

export type DialSettings = { concurrency: number; maxAttempts: number; hours: CallbackHours; eventsUrl: string };

const lookupWait = (lookups: number) => Math.min(FIRST_LOOKUP_MS * 2 ** Math.max(0, lookups - 1), LONGEST_LOOKUP_WAIT_MS);

/**
 * A request in doubt is decided on the platform before anything is dialled again: found (its id is stored,
 * nothing more to do), not there although it had time to be (dial again), or not decidable (look again later,
 * and after MAX_LOOKUPS, or on the delivery's last attempt, hold it for a person).
 */
async function settleDoubt(
  db: Database,
  platform: VoicePlatform,
  delivery: ClaimedDelivery,
  call: CallRecord & { dialAgeMs: number | null },
  body: CallbackWebhookBody,
  maxAttempts: number,
  signal: AbortSignal,
): Promise<'placed' | 'dial again'> {
  const since = new Date(Date.now() - (call.dialAgeMs ?? 0) - CLOCK_SKEW_MS);
  const undecided = async (why: string, reason: 'lookup_failed' | 'lookup_ambiguous', cause?: unknown): Promise<never> => {
    const lookups = await countLookup(db, body.id);
    if (lookups >= MAX_LOOKUPS || delivery.attempts >= maxAttempts) {
      await holdCall(db, body.id, reason);
      log().warn(
        { callback: body.id, platform: platform.name, reason },
        'voice: a lost create-call answer cannot be decided; held for a person',
      );
      throw new DeliveryFailure(`held for a person: ${why}`, { giveUp: true }, { cause });
    }
    throw new DeliveryFailure(why, { retryInMs: lookupWait(lookups) }, { cause });
  };
  let verdict;
  try {
    const listed = await platform.listCalls({ callbackId: body.id, phone: body.phone, since }, signal);
    verdict = decideLookup(listed, { callbackId: body.id, phone: body.phone }, await knownCallIds(db, platform.name, body.phone));
  } catch (error) {
    return undecided(`the call could not be looked up on the platform (${describeFailure(error)})`, 'lookup_failed', error);
  }
  if (verdict.kind === 'found') {
    await recordPlaced(db, body.id, platform.name, verdict.callId);
    log().info({ callback: body.id, platform: platform.name }, 'voice: the call of a lost answer was found on the platform');
    return 'placed';
  }
  if (verdict.kind === 'ambiguous') return undecided('the platform lists more than one call that could be this one', 'lookup_ambiguous');
  if ((call.dialAgeMs ?? 0) >= LOOKUP_SETTLE_MS) return 'dial again';
  const lookups = await countLookup(db, body.id);
  throw new DeliveryFailure('the call is not on the platform yet; looking again before dialling', {
    retryInMs: Math.min(lookupWait(lookups), LOOKUP_SETTLE_MS - (call.dialAgeMs ?? 0) + 1_000),
  });
}

/**
 * Places one callback's call through the platform, once. A call whose id is stored is done; a request in doubt
 * is settled first; then the attempt is noted (lease-bound) before the one create-call request goes out, and
 * the call's id stored the moment it answers. Outside CALLBACK_HOURS nothing is dialled and the channel waits
 * for the next opening.
 */
async function dial(db: Database, platform: VoicePlatform, delivery: ClaimedDelivery, settings: DialSettings, signal: AbortSignal) {
  const body = delivery.payload as CallbackWebhookBody;
  const call = await callOf(db, body.id);
  if (call?.callId) return;
  if (call && (call.state === 'dialling' || call.state === 'held')) {
    if ((await settleDoubt(db, platform, delivery, call, body, settings.maxAttempts, signal)) === 'placed') return;
  }
  const opens = nextCallbackTime(new Date(), settings.hours).getTime() - Date.now();
  if (opens > 1_000) throw new DeliveryFailure('outside CALLBACK_HOURS: waiting for the next opening', { throttleMs: opens });
  if (!(await markDialling(db, delivery, body.id, platform.name)))
    throw new Error('the delivery is no longer this worker’s: nothing dialled');
  let callId: string;
  try {
    ({ callId } = await platform.createCall(
      {
        callbackId: body.id,
        phone: body.phone,
        language: body.language as Locale,
        opening: body.disclosure.opening,
        website: body.website,
        eventsUrl: settings.eventsUrl,
      },
      signal,
    ));
  } catch (error) {
    if (error instanceof PlatformError && error.kind !== 'in_doubt') {
      await clearDialling(db, body.id);
      if (error.kind === 'throttled')
        throw new DeliveryFailure(error.message, { throttleMs: error.detail.retryAfterMs ?? THROTTLE_MS }, { cause: error });
      throw error;
    }
    log().warn(
      { callback: body.id, platform: platform.name },
      'voice: the answer to a create-call request was lost; it is looked up before any new attempt',
    );
    throw new DeliveryFailure(`the answer was lost: ${describeFailure(error)}`, { retryInMs: FIRST_LOOKUP_MS }, { cause: error });
  }
  await recordPlaced(db, body.id, platform.name, callId);
}

/**
 * The outbox's callback channel when the site places calls itself (VOICE_PLATFORM = elevenlabs, synthflow or
 * vapi; docs/voice-platforms.md): the same deliveries as the generic webhook's, so the calling hours, the
 * do-not-call list and the consent hold for every platform; a number listed since the request is never dialled.
 */
export function callbackCallChannel(platform: VoicePlatform, settings: DialSettings): OutboxChannel {
  return {
    name: 'webhook',
    concurrency: settings.concurrency,
    async prepare(db, delivery) {
      const body = delivery.payload as CallbackWebhookBody;
      if (await isDoNotCall(db, body.phone)) {
        const call = await callOf(db, body.id);
        if (!call?.callId) {
          await markSuppressed(db, body.id, platform.name);
          return { cancel: 'number on the do-not-call list' };
        }
      }
      return { send: (signal) => dial(db, platform, delivery, settings, signal) };
    },
  };
}
