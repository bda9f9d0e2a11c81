import { describe, expect, it } from 'vitest';
import de from '@/messages/de/gastronomie.json';
import { compareCosts } from '@/lib/roi';
import { gastronomyPage } from './gastronomy';

describe('the gastronomy ROI example (35 seats)', () => {
  const result = compareCosts(gastronomyPage.costs.current, gastronomyPage.costs.withAi);

  it('sums the current column to 8,300 and the with-AI column to 3,110', () => {
    expect(result.currentTotal).toBe(4400 + 800 + 1900 + 1200);
    expect(result.currentTotal).toBe(8300);
    expect(result.withAiTotal).toBe(490 + 2200 + 420);
    expect(result.withAiTotal).toBe(3110);
  });

  it('saves 5,190 a month and 62,280 a year', () => {
    expect(result.savingsMonthly).toBe(5190);
    expect(result.savingsYearly).toBe(62280);
  });

  it('has a label in the catalogue for every cost line, and no amount written into the copy', () => {
    const { current, withAi } = gastronomyPage.costs;
    expect(Object.keys(de.roi.current.items)).toEqual(current.map(({ item }) => item));
    expect(Object.keys(de.roi.withAi.items)).toEqual(withAi.map(({ item }) => item));
    const copy = JSON.stringify(de.roi);
    for (const amount of [...current, ...withAi].map(({ amount }) => amount)) {
      expect(copy).not.toMatch(new RegExp(`\\b${String(amount).replace(/(\d)(?=(\d{3})+$)/g, '$1.?')}\\b`));
    }
  });
});
