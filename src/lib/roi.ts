export type CostItem = { item: string; amount: number };

export type RoiComparison = {
  currentTotal: number;
  withAiTotal: number;
  savingsMonthly: number;
  savingsYearly: number;
  /** Share of the current cost saved, 0…1. */
  savingsRatio: number;
};

export function sumCosts(items: readonly CostItem[]): number {
  return items.reduce((total, { amount }) => total + amount, 0);
}

/** An ROI comparison: current costs, with-AI costs, totals, savings monthly and yearly. */
export function compareCosts(current: readonly CostItem[], withAi: readonly CostItem[]): RoiComparison {
  const currentTotal = sumCosts(current);
  const withAiTotal = sumCosts(withAi);
  const savingsMonthly = currentTotal - withAiTotal;
  return {
    currentTotal,
    withAiTotal,
    savingsMonthly,
    savingsYearly: savingsMonthly * 12,
    savingsRatio: currentTotal > 0 ? savingsMonthly / currentTotal : 0,
  };
}
