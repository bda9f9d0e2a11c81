/**
 * The fixed split of the evaluation questions into a tuning half and a held-out half (decision 036). The seed is
 * written here once and never changed: a different seed would hand held-out questions to whoever tunes next.
 * Each kind of question (answerable, unanswerable, follow-up) of each language is shuffled on its own, from a
 * generator seeded with the seed, the language and the kind, and cut in half; each half keeps the file's order.
 */
const SPLIT_SEED = 'aitheria chat evaluation';

/** A 32-bit hash of a string (FNV-1a): the same text always seeds the same sequence. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) value = Math.imul(value ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  return value;
}

/** mulberry32: a small generator of numbers in [0, 1), reproducible from its seed on every machine. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export type Halves<T> = { tuning: T[]; heldOut: T[] };

/** The items cut in two halves by a seeded shuffle; the tuning half takes the smaller half of an odd count. */
export function splitInHalves<T>(items: readonly T[], name: string, seed = SPLIT_SEED): Halves<T> {
  const random = generator(hash(`${seed}:${name}`));
  const order = items.map((_, at) => at);
  for (let at = order.length - 1; at > 0; at -= 1) {
    const other = Math.floor(random() * (at + 1));
    [order[at], order[other]] = [order[other]!, order[at]!];
  }
  const tuning = new Set(order.slice(0, Math.floor(items.length / 2)));
  return {
    tuning: items.filter((_, at) => tuning.has(at)),
    heldOut: items.filter((_, at) => !tuning.has(at)),
  };
}
