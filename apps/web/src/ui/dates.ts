// Calendar dates (YYYY-MM-DD, or the date part of a timestamp) as people read them. They are days,
// not instants: each is read in UTC so it never shifts by a day with the viewer's time zone.

/** The calendar day of an ISO date or timestamp as a UTC midnight, or null when it is not one. */
function utcDay(iso: string): Date | null {
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number);
  if (!year || !month || !day) return null;
  return new Date(Date.UTC(year, month - 1, day));
}

const dayMonthYear = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthDay = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const weekdayMonthDay = new Intl.DateTimeFormat('en', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const weekdayDay = new Intl.DateTimeFormat('en', { weekday: 'short', day: 'numeric', timeZone: 'UTC' });

/** "5 Jan 2027" (a deadline, a publication day); the input itself when it is not a date. */
export function formatDate(iso: string): string {
  const day = utcDay(iso);
  return day ? dayMonthYear.format(day) : iso;
}

/** "May 31". */
export const shortDate = (date: string) => monthDay.format(new Date(`${date}T00:00:00Z`));
/** "Sunday, November 22". */
export const longDate = (date: string) => weekdayMonthDay.format(new Date(`${date}T00:00:00Z`));
/** "Sun 22". */
export const weekdayDate = (date: string) => weekdayDay.format(new Date(`${date}T00:00:00Z`));

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
