/**
 * The questions a reader of the pages labelled, as the answerability model keeps them (decision 053): each one's
 * typed words (folded, stop words kept, once each), those the pages answer apart from those they do not, and beside
 * each answered one the pages the reader named for it, best first (decision 057; none for a two-turn case's first
 * turn, whose pages were named for the second).
 */
export type LabelledQuestions = { answerable: string[][]; unanswerable: string[][]; answeredBy: string[][] };

type Kind = 'answerable' | 'unanswerable';

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
  const nearest = (kind: Kind) => Math.max(0, ...similarities(labelled, words, kind, leaveOut).values());
  return nearest('answerable') - nearest('unanswerable');
}

/**
 * The similarity of the question to each labelled question of a kind that shares a word with it: the cosine of their
 * words, each weighed by how few labelled questions use it.
 */
function similarities(labelled: LabelledQuestions, words: readonly string[], kind: Kind, leaveOut?: { kind: Kind; at: number }) {
  const index = indexOf(labelled);
  const own = [...new Set(words)];
  const ownLength = lengthOf(own, index.rarity);
  const products = new Map<number, number>();
  for (const word of own) {
    const weight = index.rarity(word);
    for (const { kind: itsKind, at } of index.postings.get(word) ?? []) {
      if (itsKind !== kind || (leaveOut && leaveOut.kind === kind && leaveOut.at === at)) continue;
      products.set(at, (products.get(at) ?? 0) + weight * weight);
    }
  }
  const cosines = new Map<number, number>();
  for (const [at, product] of products) cosines.set(at, product / (ownLength * index.lengths[kind][at]!));
  return cosines;
}

/**
 * The answered labelled questions nearest the question, nearest first, with their similarity (0 to 1); `leaveOut`
 * drops those with the very same words (a question is not its own neighbour while the model is fitted).
 */
export function nearestAnswered(
  labelled: LabelledQuestions,
  words: readonly string[],
  count: number,
  leaveOut = false,
): { pages: readonly string[]; similarity: number }[] {
  const own = new Set(words);
  const sameWords = (at: number) => labelled.answerable[at]!.length === own.size && labelled.answerable[at]!.every((word) => own.has(word));
  return [...similarities(labelled, words, 'answerable')]
    .filter(([at]) => !(leaveOut && sameWords(at)))
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, count)
    .map(([at, similarity]) => ({ pages: labelled.answeredBy[at] ?? [], similarity }));
}

/** The gap in steps of this share: finer steps, each seen by fewer questions, were no better in cross-validation. */
const GAP_STEPS = 6;
const GAP_MOST = 3;

/** The gap as one of the model's words ("n:-2"): its weight is learned per step, so it need not count in a straight line. */
export function gapWord(gap: number): string {
  return `n:${Math.max(-GAP_MOST, Math.min(GAP_MOST, Math.round(gap * GAP_STEPS)))}`;
}
