/** "Mar 2023" from an ISO date; the day is never shown on a profile or resume. */
export function formatMonth(isoDate: string, locale: string): string {
  const [year, month] = isoDate.split('-').map(Number);
  if (!year || !month) return isoDate;
  return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, 1),
  );
}

/** "Mar 2023 – Present", "Mar 2023 – Jun 2024", "until Jun 2024", or null without dates. */
export function formatDateRange(
  start: string | null,
  end: string | null,
  locale: string,
  words: { present: string; until: (end: string) => string },
): string | null {
  if (start && end) return `${formatMonth(start, locale)} – ${formatMonth(end, locale)}`;
  if (start) return `${formatMonth(start, locale)} – ${words.present}`;
  if (end) return words.until(formatMonth(end, locale));
  return null;
}
