import { logOdds, TERM, withNearest } from '../answerability';
import { ANSWER_BAR } from '../decline';
import { fit, type Example } from './train-answerability';

const FOLDS = 5;
/** Questions whose terms overlap this much (Jaccard) are one question asked twice: they stay in one fold. */
const SAME_QUESTION = 0.4;

/**
 * The fold of each example: questions asked alike ("can we keep our number", "can I keep my existing number?") share
 * a fold, so that no fold is judged on a question whose twin it learned from.
 */
function foldsOf(examples: readonly Example[]): number[] {
  const parent = examples.map((_, at) => at);
  const root = (at: number): number => (parent[at] === at ? at : (parent[at] = root(parent[at]!)));
  const terms = examples.map((example) => new Set(example.words.filter((word) => word.startsWith(TERM))));
  for (let one = 0; one < examples.length; one += 1)
    for (let other = 0; other < one; other += 1) {
      const [a, b] = [terms[one]!, terms[other]!];
      if (a.size === 0 || b.size === 0) continue;
      let shared = 0;
      for (const term of a) if (b.has(term)) shared += 1;
      if (shared / (a.size + b.size - shared) >= SAME_QUESTION) parent[root(one)] = root(other);
    }
  const groups = [...new Set(examples.map((_, at) => root(at)))].sort((a, b) => a - b);
  const foldOfGroup = new Map(groups.map((group, order) => [group, order % FOLDS]));
  return examples.map((_, at) => foldOfGroup.get(root(at))!);
}

/**
 * Each example's log-odds from the model fitted to the other folds (minus infinity when the search found no page).
 * Fitted to all of them, the model keeps every labelled question and finds each one nearest to itself, so its odds of
 * its own questions say nothing; these do.
 */
export function crossValidatedOdds(examples: readonly Example[]): number[] {
  const folds = foldsOf(examples);
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
