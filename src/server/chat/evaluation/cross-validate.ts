import { logOdds, TERM, withNearest } from '../answerability';
import { ANSWER_BAR } from '../decline';
import { fit, type Example } from './train-answerability';

const FOLDS = 5;
/** Questions whose terms overlap this much (Jaccard) are one question asked twice: they stay in one fold. */
const SAME_QUESTION = 0.4;

/** How much of two questions' terms they share (Jaccard): 0 when either has none. */
function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const term of a) if (b.has(term)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/** A number from `order` and `cut` that looks random and is the same every run (a step of mulberry32). */
function scattered(order: number, cut: number): number {
  let value = (order + Math.imul(cut, 0x9e3779b9)) | 0;
  value = Math.imul(value ^ (value >>> 15), value | 1);
  value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
  return (value ^ (value >>> 14)) >>> 0;
}

/**
 * The fold of each example: questions asked alike ("can we keep our number", "can I keep my existing number?") share
 * a fold, so that no fold is judged on a question whose twin it learned from. A question joins the first earlier one
 * it is a twin of, and only that: chaining twins of twins ("price of the chat" to "price of the voice agent" to
 * "languages of the voice agent") put a fifth of a language's questions, all the common ones, into one fold, which was
 * then judged with none of its kind learned, as no visitor's question is. Each `cut` deals the groups to the folds
 * another way: one cut's figures move by a point with how the groups happen to fall.
 */
export function foldsOf(examples: readonly Example[], cut = 0): number[] {
  const terms = examples.map((example) => new Set(example.words.filter((word) => word.startsWith(TERM))));
  const firsts: number[] = [];
  const groupOf = examples.map((_, at) => {
    const first = firsts.find((earlier) => overlap(terms[at]!, terms[earlier]!) >= SAME_QUESTION);
    if (first !== undefined) return first;
    firsts.push(at);
    return at;
  });
  const foldOfGroup = new Map(firsts.map((group, order) => [group, (cut === 0 ? order : scattered(order, cut)) % FOLDS]));
  return groupOf.map((group) => foldOfGroup.get(group)!);
}

/**
 * Each example's log-odds from the model fitted to the other folds (minus infinity when the search found no page).
 * Fitted to all of them, the model keeps every labelled question and finds each one nearest to itself, so its odds of
 * its own questions say nothing; these do.
 */
export function crossValidatedOdds(examples: readonly Example[], cut = 0): number[] {
  const folds = foldsOf(examples, cut);
  const odds = examples.map(() => -Infinity);
  for (let fold = 0; fold < FOLDS; fold += 1) {
    const weights = fit(examples.filter((_, at) => folds[at] !== fold));
    examples.forEach((example, at) => {
      if (folds[at] === fold && example.found) odds[at] = logOdds(weights, example.signs, withNearest(weights, example.words));
    });
  }
  return odds;
}

/** The shares of answerable and of unanswerable examples declined when the chat answers from `bar`, given their odds. */
export function declinedAt(
  examples: readonly Example[],
  odds: readonly number[],
  bar = ANSWER_BAR,
): { answerableDeclined: number; declined: number } {
  const share = (answerable: boolean) => {
    const kind = examples.flatMap((example, at) => (example.answerable === answerable ? [odds[at]! < bar] : []));
    return kind.filter(Boolean).length / kind.length;
  };
  return { answerableDeclined: share(true), declined: share(false) };
}
