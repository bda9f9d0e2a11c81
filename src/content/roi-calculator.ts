import { costComparison } from './cost-comparison';
import { formatEuro, formatPercent, PRICES_FROM } from './figures';
import { compareCosts, sumCosts, type RoiComparison } from '@/lib/roi';

const amount = (items: readonly { item: string; amount: number }[], name: string) => items.find((entry) => entry.item === name)!.amount;

/**
 * The calculator's model, from the cost comparison (content/cost-comparison.ts) and the prices (content/figures.ts);
 * the dialog explains it in these words (voiceAgent.roi.calculator.note).
 */
export const ROI_MODEL = {
  /** Employer's social contributions as a share of gross salary (700 on 3,500). */
  socialRate: amount(costComparison.traditional, 'social') / amount(costComparison.traditional, 'salary'),
  /** Workplace, holiday and sick leave per employee and month. */
  extrasPerEmployee: amount(costComparison.traditional, 'extras'),
  /** The voice agent per full-time job whose calls it takes: set-up (spread per month), licence, support. */
  agentPerPosition: sumCosts(costComparison.withAi),
  /** What the voice agent costs at least, however few calls it takes: its entry price. */
  agentMinimum: PRICES_FROM.voice,
  /**
   * The share of today's cost that always remains (supervision, special cases, quality checks):
   * 1,500 of 5,000 as in the cost comparison, so the saving never exceeds the pages' "up to 70 %"
   * (SAVINGS.costVsExtraEmployee).
   */
  remainingShare: sumCosts(costComparison.withAi) / sumCosts(costComparison.traditional),
} as const;

/** The model in the words of voiceAgent.roi.calculator: the ICU arguments `{social}`, `{extras}`, `{agent}`, `{minimum}`, `{remaining}`, `{maxSaving}`. */
export function roiModelValues(locale: string) {
  return {
    social: formatPercent(locale, ROI_MODEL.socialRate),
    extras: formatEuro(locale, ROI_MODEL.extrasPerEmployee),
    agent: formatEuro(locale, ROI_MODEL.agentPerPosition),
    minimum: formatEuro(locale, ROI_MODEL.agentMinimum),
    remaining: formatPercent(locale, ROI_MODEL.remainingShare),
    maxSaving: formatPercent(locale, 1 - ROI_MODEL.remainingShare),
  };
}

export type RoiInputs = {
  /** Employees who answer the phone. */
  employees: number;
  /** Monthly gross salary per employee, EUR. */
  monthlySalary: number;
  /** Share of the calls the voice agent takes, 0…1. */
  automatedShare: number;
};

/** The cost comparison's own inputs: one employee at 3,500 gross, all calls taken by the agent. */
export const DEFAULT_ROI_INPUTS: RoiInputs = {
  employees: 1,
  monthlySalary: amount(costComparison.traditional, 'salary'),
  automatedShare: 1,
};

const clamp = (value: number, min: number, max: number) => (Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min);

/**
 * Monthly cost today (salary, social contributions, extras per employee) against the cost with
 * the voice agent: the staff still needed for the calls it does not take, plus the agent at
 * 1,500 € per full-time job it takes over (at least its entry price), and never less than 30 %
 * of today's cost. With the defaults: 5,000 vs 1,500, saving 3,500 a month = 70 %; the saving
 * never exceeds 70 %, what the pages claim.
 */
export function calculateRoi(inputs: RoiInputs): RoiComparison {
  const employees = clamp(Math.round(inputs.employees), 0, 1000);
  const salary = clamp(inputs.monthlySalary, 0, 100_000);
  const share = clamp(inputs.automatedShare, 0, 1);
  const perEmployee = salary * (1 + ROI_MODEL.socialRate) + ROI_MODEL.extrasPerEmployee;
  const today = employees * perEmployee;
  const remainingStaff = employees * (1 - share) * perEmployee;
  const agent = Math.max(ROI_MODEL.agentMinimum, employees * share * ROI_MODEL.agentPerPosition);
  const floor = ROI_MODEL.remainingShare * today;
  const oversight = Math.max(0, floor - remainingStaff - agent);
  return compareCosts(
    [{ item: 'staff', amount: today }],
    [
      { item: 'remainingStaff', amount: remainingStaff },
      { item: 'voiceAgent', amount: agent },
      { item: 'oversight', amount: oversight },
    ],
  );
}
