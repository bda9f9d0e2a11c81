import { describe, expect, it } from 'vitest';
import { costComparison } from '@/content/cost-comparison';
import { compareCosts } from './roi';

describe('compareCosts', () => {
  it('reproduces the cost comparison: 5,000 vs 1,500, saving 3,500 = 70 %', () => {
    const result = compareCosts(costComparison.traditional, costComparison.withAi);
    expect(result).toEqual({
      currentTotal: 5000,
      withAiTotal: 1500,
      savingsMonthly: 3500,
      savingsYearly: 42000,
      savingsRatio: 0.7,
    });
  });

  it('reports no saving ratio when there is no current cost', () => {
    expect(compareCosts([], [{ item: 'licence', amount: 10 }]).savingsRatio).toBe(0);
  });
});
