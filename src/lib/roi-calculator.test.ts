import { describe, expect, it } from 'vitest';
import { calculateRoi, DEFAULT_ROI_INPUTS, ROI_MODEL } from './roi-calculator';

describe('calculateRoi', () => {
  it('reproduces the spec figures with its own inputs: 5,000 vs 1,500, 70 %', () => {
    expect(ROI_MODEL).toEqual({ socialRate: 0.2, extrasPerEmployee: 800, aiMonthly: 1500 });
    expect(calculateRoi(DEFAULT_ROI_INPUTS)).toEqual({
      currentTotal: 5000,
      withAiTotal: 1500,
      savingsMonthly: 3500,
      savingsYearly: 42000,
      savingsRatio: 0.7,
    });
  });

  it('keeps the staff for the calls the agent does not take', () => {
    const result = calculateRoi({ employees: 4, monthlySalary: 3000, automatedShare: 0.5 });
    // 4 × (3,000 × 1.2 + 800) = 17,600 today; half of it plus 1,500 with the agent.
    expect(result.currentTotal).toBe(17_600);
    expect(result.withAiTotal).toBe(10_300);
    expect(result.savingsYearly).toBe(87_600);
  });

  it('shows a loss rather than hiding it when the agent costs more than it saves', () => {
    expect(calculateRoi({ employees: 1, monthlySalary: 1000, automatedShare: 0.2 }).savingsMonthly).toBeLessThan(0);
  });

  it('clamps nonsense input instead of returning NaN', () => {
    const result = calculateRoi({ employees: Number.NaN, monthlySalary: -5, automatedShare: 3 });
    expect(result).toEqual({ currentTotal: 0, withAiTotal: 1500, savingsMonthly: -1500, savingsYearly: -18000, savingsRatio: 0 });
  });
});
