const DAY_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * "5 Jan 2027" for an ISO date (or the date part of a timestamp), read as a calendar day in UTC so
 * a deadline never shifts by a day with the viewer's time zone.
 */
export function formatDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number);
  if (!year || !month || !day) return iso;
  return DAY_FORMAT.format(new Date(Date.UTC(year, month - 1, day)));
}

/** Today as an ISO date in UTC, the same clock the server's deadline rule uses. */
export function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}
