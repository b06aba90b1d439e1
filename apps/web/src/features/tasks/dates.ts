const dayFormat = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDayFormat = new Intl.DateTimeFormat('en', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const weekdayFormat = new Intl.DateTimeFormat('en', { weekday: 'short', day: 'numeric', timeZone: 'UTC' });

/** "May 31" for a YYYY-MM-DD date (dates are calendar days, read in UTC so they never shift). */
export const shortDate = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));
/** "Sunday, November 22". */
export const longDate = (date: string) => longDayFormat.format(new Date(`${date}T00:00:00Z`));
/** "Sun 22". */
export const weekdayDate = (date: string) => weekdayFormat.format(new Date(`${date}T00:00:00Z`));
