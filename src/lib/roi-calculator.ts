import { costComparison } from '@/content/cost-comparison';
import { compareCosts, sumCosts, type RoiComparison } from './roi';

const amount = (items: readonly { item: string; amount: number }[], name: string) => items.find((entry) => entry.item === name)!.amount;

/** The spec's cost model (spec §1 cost comparison), per employee and per AI deployment. */
export const ROI_MODEL = {
  /** Employer's social contributions as a share of gross salary (700 on 3,500). */
  socialRate: amount(costComparison.traditional, 'social') / amount(costComparison.traditional, 'salary'),
  /** Workplace, equipment and training per employee and month. */
  extrasPerEmployee: amount(costComparison.traditional, 'extras'),
  /** Set-up (spread per month), licence and support of the voice agent per month. */
  aiMonthly: sumCosts(costComparison.withAi),
} as const;

export type RoiInputs = {
  /** Employees who answer the phone. */
  employees: number;
  /** Monthly gross salary per employee, EUR. */
  monthlySalary: number;
  /** Share of the calls the voice agent takes, 0…1. */
  automatedShare: number;
};

/** The spec's own figures: one employee at 3,500 gross, all calls taken by the agent. */
export const DEFAULT_ROI_INPUTS: RoiInputs = {
  employees: 1,
  monthlySalary: amount(costComparison.traditional, 'salary'),
  automatedShare: 1,
};

const clamp = (value: number, min: number, max: number) => (Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min);

/**
 * Monthly cost today (salary, social contributions, extras per employee) against the cost with
 * the voice agent (the staff still needed for the calls it does not take, plus its fixed
 * monthly cost). With the defaults: 5,000 vs 1,500, saving 3,500 a month = 70 %.
 */
export function calculateRoi(inputs: RoiInputs): RoiComparison {
  const employees = clamp(Math.round(inputs.employees), 0, 1000);
  const salary = clamp(inputs.monthlySalary, 0, 100_000);
  const share = clamp(inputs.automatedShare, 0, 1);
  const perEmployee = salary * (1 + ROI_MODEL.socialRate) + ROI_MODEL.extrasPerEmployee;
  const current = [{ item: 'staff', amount: employees * perEmployee }];
  const withAi = [
    { item: 'remainingStaff', amount: employees * (1 - share) * perEmployee },
    { item: 'voiceAgent', amount: ROI_MODEL.aiMonthly },
  ];
  return compareCosts(current, withAi);
}
