/** Query keys of points, quests and payments: everything under ['points'] refreshes together after a change. */
export const pointsKeys = {
  all: ['points'] as const,
  summary: () => ['points', 'summary'] as const,
  history: (filter: string) => ['points', 'history', filter] as const,
  plan: () => ['points', 'plan'] as const,
  payments: () => ['points', 'payments'] as const,
  sandbox: (sessionId: string) => ['points', 'sandbox', sessionId] as const,
  questWeek: () => ['points', 'quests'] as const,
  trust: () => ['points', 'trust'] as const,
  giftCards: () => ['points', 'giftCards'] as const,
};
