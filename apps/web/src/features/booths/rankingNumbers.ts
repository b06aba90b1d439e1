const oneDecimal = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

/** A score or a score's part as the ranking shows it: at most one decimal (108.9, 42, 0.5). */
export const formatScore = (value: number): string => oneDecimal.format(value);

/** The Sunday a ranking week (its Monday, YYYY-MM-DD) ends on, as YYYY-MM-DD. */
export function rankingWeekEnd(weekStart: string): string {
  const monday = new Date(`${weekStart}T00:00:00Z`);
  monday.setUTCDate(monday.getUTCDate() + 6);
  return monday.toISOString().slice(0, 10);
}
