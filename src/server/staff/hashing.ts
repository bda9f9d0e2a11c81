import 'server-only';
import { env } from '../env';

/** Thrown when the line of sign-ins waiting for a password hash is full or has waited too long. */
export class HashingBusy extends Error {
  constructor() {
    super('Too many password hashes are waiting.');
  }
}

/** Sign-ins that may wait for a hash before further ones are refused… */
export const MAX_WAITING_HASHES = 16;
/** …and how long one may wait. */
export const MAX_HASH_WAIT_MS = 10_000;

type Queue = { running: number; waiting: (() => void)[] };
const holderKey = Symbol.for('aitheria.hashing-queue');
type Holder = { [holderKey]?: Queue };

const queue = (): Queue => ((globalThis as Holder)[holderKey] ??= { running: 0, waiting: [] });

/** True when a new sign-in would be refused at once: every slot busy and the line full. Costs nothing to ask. */
export function hashingLineFull(maxWaiting = MAX_WAITING_HASHES): boolean {
  const line = queue();
  return line.running >= env().SIGN_IN_HASH_CONCURRENCY && line.waiting.length >= maxWaiting;
}

/**
 * Runs `task` (which computes a password hash) when fewer than SIGN_IN_HASH_CONCURRENCY others run.
 * scrypt runs on libuv's thread pool, which gzip and file reads share: unbounded, a burst of sign-ins
 * takes every thread and the whole site stalls. Bounded, the rest of the pool and a core stay free
 * (docs/decisions/017-hostile-input.md). Throws HashingBusy when the line is full or too slow.
 */
export async function withHashingSlot<T>(
  task: () => Promise<T>,
  options = { maxWaiting: MAX_WAITING_HASHES, maxWaitMs: MAX_HASH_WAIT_MS },
): Promise<T> {
  const line = queue();
  if (line.running >= env().SIGN_IN_HASH_CONCURRENCY) {
    if (line.waiting.length >= options.maxWaiting) throw new HashingBusy();
    await new Promise<void>((resolve, reject) => {
      const turn = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        line.waiting.splice(line.waiting.indexOf(turn), 1);
        reject(new HashingBusy());
      }, options.maxWaitMs);
      line.waiting.push(turn);
    });
  } else {
    line.running += 1;
  }
  try {
    return await task();
  } finally {
    // The slot passes straight to the next in line, or is given back.
    const next = line.waiting.shift();
    if (next) next();
    else line.running -= 1;
  }
}
