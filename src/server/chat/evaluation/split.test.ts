import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';
import { evaluationSets } from './evaluation-set';
import { splitInHalves } from './split';

describe('the split of the evaluation questions', () => {
  const items = Array.from({ length: 41 }, (_, at) => `question ${at}`);

  it('cuts a list in two halves that together hold every item once, each in the list’s order', () => {
    const { tuning, heldOut } = splitInHalves(items, 'en:answerable');
    expect(tuning).toHaveLength(20);
    expect(heldOut).toHaveLength(21);
    expect([...tuning, ...heldOut].sort()).toEqual([...items].sort());
    expect(tuning).toEqual(items.filter((item) => tuning.includes(item)));
  });

  it('is the same on every run, differs by name and by seed, and is no plain cut of the list', () => {
    expect(splitInHalves(items, 'en:answerable')).toEqual(splitInHalves(items, 'en:answerable'));
    expect(splitInHalves(items, 'de:answerable').tuning).not.toEqual(splitInHalves(items, 'en:answerable').tuning);
    expect(splitInHalves(items, 'en:answerable', 'another seed').tuning).not.toEqual(splitInHalves(items, 'en:answerable').tuning);
    expect(splitInHalves(items, 'en:answerable').tuning).not.toEqual(items.slice(0, 20));
  });

  it.each(locales)('gives %s at least 30 answerable, 10 unanswerable and 5 follow-up questions in each half', (language) => {
    const { tuning, heldOut } = evaluationSets(language);
    for (const half of [tuning, heldOut]) {
      expect(half.answerable.length).toBeGreaterThanOrEqual(30);
      expect(half.unanswerable.length).toBeGreaterThanOrEqual(10);
      expect(half.followUps.length).toBeGreaterThanOrEqual(5);
    }
  });
});
