import type { ListedCall } from './platforms/types';

/** What a look-up of a create-call request whose answer was lost decided. */
export type LookupVerdict = { kind: 'found'; callId: string } | { kind: 'none' } | { kind: 'ambiguous' };

/**
 * Which of the calls a platform lists is the one a lost answer would have named. A call that carries our
 * callback id is ours (the earliest, should there be more). A call that carries no id at all (a platform that
 * does not echo it) is ours only if it went to the same number, is not already matched to another callback,
 * and is the only such call: with two candidates nobody can say which, and a person decides.
 */
export function decideLookup(
  calls: readonly ListedCall[],
  ours: { callbackId: string; phone: string },
  known: ReadonlySet<string>,
): LookupVerdict {
  const tagged = calls
    .filter((call) => call.callbackId === ours.callbackId)
    .sort((a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0));
  if (tagged[0]) return { kind: 'found', callId: tagged[0].callId };
  const untagged = calls.filter((call) => call.callbackId === null && call.phone === ours.phone && !known.has(call.callId));
  if (untagged.length === 1) return { kind: 'found', callId: untagged[0]!.callId };
  return untagged.length > 1 ? { kind: 'ambiguous' } : { kind: 'none' };
}
