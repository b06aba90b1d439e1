import { describe, expect, it } from 'vitest';
import { formatDate, formatDateRange, formatMonth, longDate, shortDate, weekdayDate } from './dates';

describe('formatDate', () => {
  it('shows an ISO date as day, short month and year', () => {
    expect(formatDate('2027-01-05')).toBe('5 Jan 2027');
  });

  it("reads a timestamp's date part as the calendar day, whatever its time or zone", () => {
    expect(formatDate('2027-01-05T23:30:00-05:00')).toBe('5 Jan 2027');
    expect(formatDate('2027-01-05T00:10:00+09:00')).toBe('5 Jan 2027');
  });

  it('gives back what is not a date unchanged', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate('')).toBe('');
  });
});

describe('task dates', () => {
  it('formats a calendar day three ways', () => {
    expect(shortDate('2026-05-31')).toBe('May 31');
    expect(longDate('2026-11-22')).toBe('Sunday, November 22');
    // The order of weekday and day is the locale data's (CLDR gives "22 Sun" for en today).
    const weekday = weekdayDate('2026-11-22');
    expect(weekday).toContain('Sun');
    expect(weekday).toContain('22');
    expect(weekday).not.toContain('Nov');
  });
});

describe('formatMonth', () => {
  it('shows month and year only, in the given language', () => {
    expect(formatMonth('2023-03-17', 'en')).toBe('Mar 2023');
    expect(formatMonth('2023-03', 'en')).toBe('Mar 2023');
    expect(formatMonth('2023-03-01', 'de')).toBe('März 2023');
  });

  it('gives back what is not a date unchanged', () => {
    expect(formatMonth('n/a', 'en')).toBe('n/a');
  });
});

describe('formatDateRange', () => {
  const words = { present: 'Present', until: (end: string) => `until ${end}` };

  it('shows a closed range, an open one, an end alone, or nothing', () => {
    expect(formatDateRange('2023-03-01', '2024-06-30', 'en', words)).toBe('Mar 2023 – Jun 2024');
    expect(formatDateRange('2023-03-01', null, 'en', words)).toBe('Mar 2023 – Present');
    expect(formatDateRange(null, '2024-06-30', 'en', words)).toBe('until Jun 2024');
    expect(formatDateRange(null, null, 'en', words)).toBeNull();
  });
});
