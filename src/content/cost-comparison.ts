/** The cost comparison per month, in euros: one employee against an AI agent. */
export const costComparison = {
  traditional: [
    { item: 'salary', amount: 3500 },
    { item: 'social', amount: 700 },
    { item: 'extras', amount: 800 },
  ],
  withAi: [
    { item: 'setup', amount: 500 },
    { item: 'licence', amount: 800 },
    { item: 'support', amount: 200 },
  ],
} as const;
