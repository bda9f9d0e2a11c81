import { describe, expect, it } from 'vitest';
import { SAVINGS } from '@/content/figures';
import { calculateRoi, DEFAULT_ROI_INPUTS, ROI_MODEL } from './roi-calculator';

describe('calculateRoi', () => {
  it('reproduces the cost comparison with its own inputs: 5,000 vs 1,500, 70 %', () => {
    expect(ROI_MODEL).toEqual({ socialRate: 0.2, extrasPerEmployee: 800, agentPerPosition: 1500, agentMinimum: 297, remainingShare: 0.3 });
    expect(calculateRoi(DEFAULT_ROI_INPUTS)).toEqual({
      currentTotal: 5000,
      withAiTotal: 1500,
      savingsMonthly: 3500,
      savingsYearly: 42000,
      savingsRatio: 0.7,
    });
  });

  it('prices the agent per position it takes over, so ten people do not save 97 %', () => {
    const result = calculateRoi({ employees: 10, monthlySalary: 3500, automatedShare: 1 });
    expect(result.currentTotal).toBe(50_000);
    expect(result.withAiTotal).toBe(15_000);
    expect(result.savingsRatio).toBeCloseTo(0.7);
  });

  it('keeps the staff for the calls the agent does not take', () => {
    const result = calculateRoi({ employees: 4, monthlySalary: 3000, automatedShare: 0.5 });
    // 4 × (3,000 × 1.2 + 800) = 17,600 today; half of it plus 2 × 1,500 for the agent.
    expect(result.currentTotal).toBe(17_600);
    expect(result.withAiTotal).toBe(11_800);
    expect(result.savingsYearly).toBe(69_600);
  });

  it('never saves more than the pages claim, whatever the inputs', () => {
    for (const employees of [1, 2, 10, 100, 1000])
      for (const monthlySalary of [0, 1000, 3500, 8000, 100_000])
        for (const automatedShare of [0, 0.25, 0.5, 1]) {
          const { savingsRatio } = calculateRoi({ employees, monthlySalary, automatedShare });
          expect(savingsRatio).toBeLessThanOrEqual(SAVINGS.costVsExtraEmployee + 1e-9);
        }
    // A high salary would save 81 % on the agent's price alone; supervision keeps 30 % of today's cost.
    expect(calculateRoi({ employees: 2, monthlySalary: 6000, automatedShare: 1 })).toMatchObject({
      currentTotal: 16_000,
      withAiTotal: 4800,
    });
  });

  it('shows a loss rather than hiding it when the agent costs more than it saves', () => {
    // 10 % of one person's calls (200 €) against the agent's entry price of 297 €.
    expect(calculateRoi({ employees: 1, monthlySalary: 1000, automatedShare: 0.1 }).savingsMonthly).toBeLessThan(0);
  });

  it('clamps nonsense input instead of returning NaN', () => {
    const result = calculateRoi({ employees: Number.NaN, monthlySalary: -5, automatedShare: 3 });
    expect(result).toEqual({ currentTotal: 0, withAiTotal: 297, savingsMonthly: -297, savingsYearly: -3564, savingsRatio: 0 });
  });
});
