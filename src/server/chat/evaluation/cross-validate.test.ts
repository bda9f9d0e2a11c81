import { describe, expect, it } from 'vitest';
import { foldsOf } from './cross-validate';
import type { Example } from './train-answerability';

const example = (...terms: string[]): Example => ({
  question: terms.join(' '),
  signs: { bias: 1, coverage: 1, phrasing: 0, matched: 0, unknown: 0, coveredPhrasing: 0 },
  words: terms.map((term) => `s:${term}`),
  found: true,
  answerable: true,
  pages: [],
});

describe('the folds of cross-validation', () => {
  it('keeps a question in the fold of the earlier question it repeats', () => {
    const folds = foldsOf([example('price', 'chat', 'agent'), example('what', 'voice'), example('price', 'chat', 'monthly')]);
    expect(folds[2]).toBe(folds[0]);
    expect(folds[1]).not.toBe(folds[0]);
  });

  it('does not chain twins of twins into one fold', () => {
    // The second repeats the first, the third repeats the second; the first and the third share one term in five.
    const folds = foldsOf([example('price', 'chat', 'agent'), example('chat', 'agent', 'voice'), example('agent', 'voice', 'languages')]);
    expect(folds[1]).toBe(folds[0]);
    expect(folds[2]).not.toBe(folds[0]);
  });

  it('deals the twins together to other folds in another cut', () => {
    const examples = Array.from({ length: 40 }, (_, at) => [example(`topic${at}`, 'price'), example(`topic${at}`, 'price', 'chat')]).flat();
    const [first, second] = [foldsOf(examples, 0), foldsOf(examples, 1)];
    for (const folds of [first, second]) for (let at = 0; at < examples.length; at += 2) expect(folds[at + 1]).toBe(folds[at]);
    expect(second).not.toEqual(first);
    expect(new Set(second).size).toBe(5);
  });
});
