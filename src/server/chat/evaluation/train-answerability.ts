import type { Locale } from '@/i18n/locales';
import { signsOf, TYPED, typedWords, wordsOf, type Signs } from '../answerability';
import type { AnswerabilityWeights } from '../languages/chat-language';
import { gapWord, nearestGap, type LabelledQuestions } from '../nearest-questions';
import { searchPassages, typedWordsOf, type LabelledAnswers } from '../search-index';
import { foldedWords } from '../tokens';
import { evaluationSets } from './evaluation-set';

type Sign = keyof Signs;
const SIGNS: readonly Sign[] = ['bias', 'coverage', 'phrasing', 'matched', 'unknown', 'coveredPhrasing'];

/**
 * One question as the model sees it, whether the search found any page for it (the chat declines when none), and
 * whether a reader of the pages found it answered.
 */
export type Example = { question: string; signs: Signs; words: string[]; found: boolean; answerable: boolean; pages: string[] };

/** How the model is fitted: plain gradient descent on the log-loss, the same steps every run (no randomness). */
export type Fitting = {
  /**
   * How strongly a weight is pulled to zero: a word seen in few questions says little. A typed word (stop words
   * included: "you", "for") is pulled harder than a term: it weighs in only where many questions agree, not where the
   * writers of one set happened to phrase alike.
   */
  l2: { terms: number; typedWords: number };
  /** A word is learned only when at least this many questions use it. */
  minCount: number;
  iterations: number;
  rate: number;
};

const FITTING: Fitting = { l2: { terms: 0.002, typedWords: 0.02 }, minCount: 2, iterations: 400, rate: 1 };

/** A weight this close to zero changes no answer: left out of the written weights. */
const NEGLIGIBLE = 0.0005;
const round = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * A question of the evaluation as an example: searched as the chat searches it, its pages lifted by the labelled
 * questions given (the model's own unless told).
 */
export async function exampleOf(
  locale: Locale,
  question: string,
  answerable: boolean,
  pages: string[] = [],
  labelled?: LabelledAnswers,
): Promise<Example> {
  const search = await searchPassages(locale, question, 8, '', 0, labelled);
  return { question, signs: signsOf(search), words: wordsOf(search), found: search.pages.length > 0, answerable, pages };
}

/** A question as typed, compared without case, accents and punctuation. */
const sameWords = (question: string) => foldedWords(question).join(' ');

/** The labelled sets the model learns from (evaluation-set.ts). */
type LabelledSet = 'tuning' | 'teaching' | 'team';
/** An example and the set its question comes from: the tuning set's are what the bar is calibrated on (decision 056). */
export type TrainingExample = Example & { set: LabelledSet };

/**
 * The questions the model learns from: the tuning, teaching and team sets, those a reader of the pages found answered
 * and those they did not, and the first turns of their two-turn cases. Never the held-out set (decision 037): a
 * question that is also one of its questions ("How much is the voice agent?" in the team's set) is left out.
 */
export async function trainingExamples(locale: Locale): Promise<TrainingExample[]> {
  const sets = evaluationSets(locale);
  const { heldOut } = sets;
  const heldOutQuestions = new Set(
    [...heldOut.answerable.map(({ question }) => question), ...heldOut.unanswerable, ...heldOut.followUps.map(({ first }) => first)].map(
      sameWords,
    ),
  );
  const labelled = (['tuning', 'teaching', 'team'] as const)
    .flatMap((set) => [
      ...sets[set].answerable.map(({ question, pages }) => ({ set, question, answerable: true, pages })),
      ...sets[set].unanswerable.map((question) => ({ set, question, answerable: false, pages: [] })),
      ...sets[set].followUps.map(({ first }) => ({ set, question: first, answerable: true, pages: [] })),
    ])
    .filter(({ question }) => !heldOutQuestions.has(sameWords(question)));
  // Each searched with the pages the others' labels point to, leaving itself out.
  const typed: string[][] = [];
  for (const { question } of labelled) typed.push(await typedWordsOf(locale, question));
  const questions = labelledQuestionsOf(labelled.map(({ answerable, pages }, at) => ({ answerable, typed: typed[at]!, pages })));
  const examples: TrainingExample[] = [];
  for (const { set, question, answerable, pages } of labelled)
    examples.push({ ...(await exampleOf(locale, question, answerable, pages, { questions, leaveOut: true })), set });
  return examples;
}

/** Questions as the labelled questions the model keeps: their typed words, and the pages of those answered. */
function labelledQuestionsOf(labelled: readonly { answerable: boolean; typed: string[]; pages: string[] }[]): LabelledQuestions {
  const questions: LabelledQuestions = { answerable: [], unanswerable: [], answeredBy: [] };
  for (const { answerable, typed, pages } of labelled) {
    questions[answerable ? 'answerable' : 'unanswerable'].push(typed);
    if (answerable) questions.answeredBy.push(pages);
  }
  return questions;
}

/**
 * The examples as the labelled questions the model keeps, and each example with its gap word: how much nearer it
 * lies to a labelled question the pages answer than to one they do not, itself left out (as a new question is not
 * among them).
 */
function withNearest(examples: readonly Example[]): { questions: LabelledQuestions; examples: Example[] } {
  const questions = labelledQuestionsOf(examples.map((example) => ({ ...example, typed: typedWords(example.words) })));
  const seen = { answerable: 0, unanswerable: 0 };
  const places = examples.map((example) => {
    const kind = example.answerable ? 'answerable' : 'unanswerable';
    return { kind, at: (seen[kind] += 1) - 1 } as const;
  });
  return {
    questions,
    examples: examples.map((example, at) => ({
      ...example,
      words: [...example.words, gapWord(nearestGap(questions, questions[places[at]!.kind][places[at]!.at]!, places[at]))],
    })),
  };
}

/**
 * Fits the logistic model to the examples: the weights of the signs, of every word enough questions use and of the
 * gap to the nearest labelled questions, which it keeps.
 */
export function fit(labelled: readonly Example[], fitting: Fitting = FITTING): AnswerabilityWeights {
  const { questions, examples } = withNearest(labelled);
  const counts = new Map<string, number>();
  for (const example of examples) for (const word of example.words) counts.set(word, (counts.get(word) ?? 0) + 1);
  const vocabulary = [...counts].filter(([, count]) => count >= fitting.minCount).map(([word]) => word);
  vocabulary.sort();
  const column = new Map(vocabulary.map((word, at) => [word, at]));
  const rows = examples.map((example) => ({
    signs: SIGNS.map((sign) => example.signs[sign]),
    words: example.words.flatMap((word) => (column.has(word) ? [column.get(word)!] : [])),
    target: example.answerable ? 1 : 0,
  }));
  const signWeights = SIGNS.map(() => 0);
  const wordWeights = vocabulary.map(() => 0);
  const pull = vocabulary.map((word) => (word.startsWith(TYPED) ? fitting.l2.typedWords : fitting.l2.terms));
  const n = rows.length;
  for (let iteration = 0; iteration < fitting.iterations; iteration += 1) {
    const signGradient = SIGNS.map(() => 0);
    const wordGradient = vocabulary.map(() => 0);
    for (const row of rows) {
      let logOdds = 0;
      row.signs.forEach((value, at) => (logOdds += signWeights[at]! * value));
      for (const at of row.words) logOdds += wordWeights[at]!;
      const error = 1 / (1 + Math.exp(-logOdds)) - row.target;
      row.signs.forEach((value, at) => (signGradient[at]! += error * value));
      for (const at of row.words) wordGradient[at]! += error;
    }
    signGradient.forEach((gradient, at) => (signWeights[at]! -= (fitting.rate * gradient) / n));
    wordGradient.forEach((gradient, at) => (wordWeights[at]! -= fitting.rate * (gradient / n + pull[at]! * wordWeights[at]!)));
  }
  const signs = Object.fromEntries(SIGNS.map((sign, at) => [sign, round(signWeights[at]!)])) as AnswerabilityWeights['signs'];
  const words = Object.fromEntries(
    vocabulary.flatMap((word, at) => (Math.abs(wordWeights[at]!) < NEGLIGIBLE ? [] : [[word, round(wordWeights[at]!)]])),
  );
  return { signs, words, questions };
}
