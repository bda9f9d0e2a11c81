/**
 * The questions a reader of the pages labelled, as the answerability model keeps them (decision 053): each one's
 * typed words (folded, stop words kept, once each), those the pages answer apart from those they do not.
 */
export type LabelledQuestions = { answerable: string[][]; unanswerable: string[][] };

type Kind = keyof LabelledQuestions;

type QuestionIndex = {
  rarity: (word: string) => number;
  /** Per kind, each labelled question's length as a vector of its words' rarities (the dot products come from `postings`). */
  lengths: Record<Kind, number[]>;
  /** Per word: the questions of each kind that use it, by their place in `lengths`. */
  postings: Map<string, { kind: Kind; at: number }[]>;
};

const KINDS: readonly Kind[] = ['answerable', 'unanswerable'];

/** The length of a question as a vector of its words' rarities (1 for a question without words). */
const lengthOf = (words: readonly string[], rarity: (word: string) => number) => Math.hypot(...words.map(rarity)) || 1;

function buildIndex(labelled: LabelledQuestions): QuestionIndex {
  const count = KINDS.reduce((sum, kind) => sum + labelled[kind].length, 0);
  const questionsWith = new Map<string, number>();
  for (const kind of KINDS)
    for (const words of labelled[kind]) for (const word of words) questionsWith.set(word, (questionsWith.get(word) ?? 0) + 1);
  // A word no labelled question uses counts as rarer than one that only one does: it lengthens the question, matches nothing.
  const rarity = (word: string) => Math.log(1 + count / (questionsWith.get(word) ?? 0.5));
  const postings = new Map<string, { kind: Kind; at: number }[]>();
  const lengths = { answerable: [] as number[], unanswerable: [] as number[] };
  for (const kind of KINDS)
    labelled[kind].forEach((words, at) => {
      lengths[kind].push(lengthOf(words, rarity));
      for (const word of words) {
        if (!postings.has(word)) postings.set(word, []);
        postings.get(word)!.push({ kind, at });
      }
    });
  return { rarity, lengths, postings };
}

const indexes = new WeakMap<LabelledQuestions, QuestionIndex>();
const indexOf = (labelled: LabelledQuestions) => {
  if (!indexes.has(labelled)) indexes.set(labelled, buildIndex(labelled));
  return indexes.get(labelled)!;
};

/**
 * How much nearer the question is to the nearest labelled question the pages answer than to the nearest one they do
 * not (-1 to 1): the cosine of their words, each weighed by how few labelled questions use it. "Can I keep my own
 * number?" lies next to "can we keep our existing phone number", which no page answers, however well a page about
 * phone numbers fits its words. `leaveOut` is a labelled question not to compare with (the question itself, while fitting).
 */
export function nearestGap(labelled: LabelledQuestions, words: readonly string[], leaveOut?: { kind: Kind; at: number }): number {
  const index = indexOf(labelled);
  const own = [...new Set(words)];
  const ownLength = lengthOf(own, index.rarity);
  // Per kind, per labelled question sharing a word: the dot product of the two vectors.
  const shared = { answerable: new Map<number, number>(), unanswerable: new Map<number, number>() };
  for (const word of own) {
    const weight = index.rarity(word);
    for (const { kind, at } of index.postings.get(word) ?? []) {
      if (leaveOut && leaveOut.kind === kind && leaveOut.at === at) continue;
      shared[kind].set(at, (shared[kind].get(at) ?? 0) + weight * weight);
    }
  }
  const nearest = (kind: Kind) => {
    let best = 0;
    for (const [at, product] of shared[kind]) best = Math.max(best, product / (ownLength * index.lengths[kind][at]!));
    return best;
  };
  return nearest('answerable') - nearest('unanswerable');
}

/** The gap in steps of this share: finer steps, each seen by fewer questions, were no better in cross-validation. */
const GAP_STEPS = 6;
const GAP_MOST = 3;

/** The gap as one of the model's words ("n:-2"): its weight is learned per step, so it need not count in a straight line. */
export function gapWord(gap: number): string {
  return `n:${Math.max(-GAP_MOST, Math.min(GAP_MOST, Math.round(gap * GAP_STEPS)))}`;
}
