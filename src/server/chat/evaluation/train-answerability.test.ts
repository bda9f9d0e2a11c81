import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '@/i18n/locales';
import { answerability, logOdds, withNearest } from '../answerability';
import type { AnswerabilityWeights } from '../languages/chat-language';
import { searchPassages } from '../search-index';
import { foldedWords } from '../tokens';
import { evaluationSets } from './evaluation-set';
import { exampleOf, fit, trainingExamples, type Example } from './train-answerability';

/** Two fits of the same questions on two machines may differ in the last digit the weights keep. */
const ROUNDING = 0.002;

/** Searching every question takes seconds: each language's examples are made once for the tests that read them. */
const examplesOf = new Map<Locale, Promise<Example[]>>();
const learnedFrom = (locale: Locale) => {
  if (!examplesOf.has(locale)) examplesOf.set(locale, trainingExamples(locale));
  return examplesOf.get(locale)!;
};

const written = (locale: string): AnswerabilityWeights =>
  JSON.parse(readFileSync(new URL(`../languages/${locale}.answerability.json`, import.meta.url), 'utf8')) as AnswerabilityWeights;

describe('the answerability model', () => {
  it.each(locales)(
    'weights written for %s are those its questions give today (else: npm run train:chat)',
    { timeout: 120_000 },
    async (locale) => {
      const fitted = fit(await learnedFrom(locale));
      const kept = written(locale);
      for (const [sign, weight] of Object.entries(fitted.signs))
        expect(kept.signs[sign as keyof typeof kept.signs], sign).toBeCloseTo(weight, 2);
      const words = new Set([...Object.keys(fitted.words), ...Object.keys(kept.words)]);
      const apart = [...words].filter((word) => Math.abs((fitted.words[word] ?? 0) - (kept.words[word] ?? 0)) > ROUNDING);
      expect(apart).toEqual([]);
      expect(kept.questions).toEqual(fitted.questions);
    },
  );

  it.each(locales)('weighs a %s question nearer the unanswered ones towards declining', (locale) => {
    const { words } = written(locale);
    expect(words['n:-3']).toBeLessThan(words['n:0'] ?? 0);
    expect(words['n:0'] ?? 0).toBeLessThan(words['n:3']!);
  });

  it.each(locales)('learns from no question of the %s held-out set', { timeout: 120_000 }, async (locale) => {
    const { heldOut } = evaluationSets(locale);
    const same = (question: string) => foldedWords(question).join(' ');
    const heldOutQuestions = new Set([...heldOut.answerable.map(({ question }) => question), ...heldOut.unanswerable].map(same));
    const learned = (await learnedFrom(locale)).map(({ question }) => question);
    expect(learned.length).toBeGreaterThan(500);
    expect(learned.filter((question) => heldOutQuestions.has(same(question)))).toEqual([]);
  });

  it('reads a search as the fitting read its question', async () => {
    const weights = written('en');
    const question = 'Can you do the payroll for my twelve employees?';
    const example = await exampleOf('en', question, false);
    expect(answerability(weights, await searchPassages('en', question))).toBeCloseTo(
      logOdds(weights, example.signs, withNearest(weights, example.words)),
      10,
    );
  });

  it('learns what a word says about a question that the signs alone do not', () => {
    // Alike in every sign: only the word tells the questions apart.
    const example = (words: string[], answerable: boolean): Example => ({
      question: '',
      signs: { bias: 1, coverage: 0.8, phrasing: 0.5, matched: 0.6, unknown: 0, coveredPhrasing: 0.4 },
      words,
      found: true,
      answerable,
      pages: [],
    });
    const examples = [
      ...Array.from({ length: 6 }, () => example(['s:payroll', 's:staff'], false)),
      ...Array.from({ length: 6 }, () => example(['s:datev', 's:staff'], true)),
    ];
    const weights = fit(examples);
    expect(weights.words['s:payroll']).toBeLessThan(0);
    expect(weights.words['s:datev']).toBeGreaterThan(0);
    expect(logOdds(weights, example(['s:payroll'], false).signs, ['s:payroll'])).toBeLessThan(0);
    expect(logOdds(weights, example(['s:datev'], true).signs, ['s:datev'])).toBeGreaterThan(0);
    expect(fit(examples)).toEqual(weights);
  });
});
