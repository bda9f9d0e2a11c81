import type { AnswerabilityWeights } from './languages/chat-language';
import { gapWord, nearestGap } from './nearest-questions';
import type { PassageSearch } from './search-index';

export type Signs = AnswerabilityWeights['signs'];

/** The matched rarity is a sum of rarities (about 0 to 20): scaled to the range of the other signs. */
const MATCHED_SCALE = 10;

/**
 * The search's signs, each beside its weight's name: how much of the question the best page holds, and how alike.
 * A page that holds the whole question and has a visitor's phrasing close to it is surer than each sign alone says.
 */
export function signsOf(search: PassageSearch): Signs {
  return {
    bias: 1,
    coverage: search.coverage,
    phrasing: search.phrasing,
    matched: search.matched / MATCHED_SCALE,
    unknown: search.unknown,
    coveredPhrasing: search.coverage * search.phrasing,
  };
}

/** The marks of a typed word and of a term among the model's words. */
export const TYPED = 'w:';
export const TERM = 's:';

/**
 * The question's words as the model reads them: each typed word ("w:my", "w:bookkeeping") and each term the index
 * reads ("s:bookkeep"), once. Typed words keep what the index drops: "write me", "do my" ask for a service, not about one.
 */
export function wordsOf(search: Pick<PassageSearch, 'words' | 'terms'>): string[] {
  return [...new Set([...search.words.map((word) => `${TYPED}${word}`), ...search.terms.map((term) => `${TERM}${term}`)])];
}

/**
 * How sure the chat is that the best page answers the question, as log-odds: a logistic model over the search's signs
 * and the question's words, learned from questions whose answer a reader of the pages named (decision 051), and over
 * how much nearer it lies to a labelled question the pages answer than to one they do not (decision 053). The signs
 * say how well the page fits; the words say what kind of question it is ("payroll", "write me a CV" are not ours
 * however well a page fits their other words); the nearest questions, what words say together ("keep" and "number").
 */
export function answerability(weights: AnswerabilityWeights, search: PassageSearch): number {
  return logOdds(weights, signsOf(search), withNearest(weights, wordsOf(search)));
}

/** The typed words among the model's words ("w:my" → "my"): what a question's nearest labelled questions are found by. */
export const typedWords = (words: readonly string[]) =>
  words.filter((word) => word.startsWith(TYPED)).map((word) => word.slice(TYPED.length));

/** A question's words (wordsOf) and the word of its gap to the nearest labelled questions the model keeps. */
export function withNearest(weights: AnswerabilityWeights, words: readonly string[]): string[] {
  return [...words, gapWord(nearestGap(weights.questions, typedWords(words)))];
}

/** The model's log-odds of given signs and words: the weighted sum. */
export function logOdds(weights: AnswerabilityWeights, signs: Signs, words: readonly string[]): number {
  let sum = 0;
  for (const [sign, value] of Object.entries(signs)) sum += weights.signs[sign as keyof Signs] * value;
  for (const word of words) sum += weights.words[word] ?? 0;
  return sum;
}
