const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Days are shown up to this many (spec point 9: "days up to 30 days, then months"). */
export const RELATIVE_TIME_MAX_DAYS = 30;
/** A month in relative time is 30 days; calendar months would make "31 days" read "1 month" or not by date. */
export const RELATIVE_TIME_MONTH_DAYS = 30;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/**
 * How long ago `date` was, as the spec's steps: 'now' under a minute, then 'N minutes ago',
 * 'N hours ago', 'N days ago' up to 30 days, then 'N months ago' (months of 30 days, with no
 * switch to years because the spec has none). Each step counts whole units, rounded down.
 * A future date (clock skew) also reads 'now'; an invalid date gives '' so nothing odd renders.
 */
export function relativeTime(date: Date | number, now: Date | number = Date.now()): string {
  const then = typeof date === 'number' ? date : date.getTime();
  const current = typeof now === 'number' ? now : now.getTime();
  if (!Number.isFinite(then) || !Number.isFinite(current)) return '';
  const elapsed = current - then;
  if (elapsed < MINUTE) return 'now';
  if (elapsed < HOUR) return plural(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), 'hour');
  const days = Math.floor(elapsed / DAY);
  if (days <= RELATIVE_TIME_MAX_DAYS) return plural(days, 'day');
  return plural(Math.floor(days / RELATIVE_TIME_MONTH_DAYS), 'month');
}

/**
 * A count for display. Under 1000 it is the number itself; from 1000 it is the count rounded to
 * the nearest thousand with 'K+' (spec: "rounded thousands with K+"), so 1499 is '1K+' and 1500
 * is '2K+'. The spec asks for rounding, not flooring, so '2K+' may stand for 1500; we follow the
 * spec. There is no 'M' step because the spec has none: a million is '1000K+'.
 * Negative and fractional counts are not counts; they are floored and shown as they are.
 */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return '0';
  const whole = Math.floor(n);
  if (whole < 1000) return String(whole);
  return `${Math.round(whole / 1000)}K+`;
}

/** Feed item preview length (spec point 9). */
export const FEED_PREVIEW_LENGTH = 120;
/** Booth introduction preview length (spec point 9). */
export const BOOTH_INTRO_PREVIEW_LENGTH = 100;

const graphemeSegmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter('en', { granularity: 'grapheme' })
    : undefined;

/**
 * Splits into user-perceived characters so a cut never breaks an emoji: grapheme clusters where
 * Intl.Segmenter exists (Node 20, current browsers), code points (Array.from) otherwise.
 */
function characters(text: string): string[] {
  if (graphemeSegmenter === undefined) return Array.from(text);
  return Array.from(graphemeSegmenter.segment(text), (part) => part.segment);
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * A one-line preview: runs of whitespace (newlines included) become one space, the ends are
 * trimmed, and text longer than `max` characters is cut so that what is shown, the closing '…'
 * included, is at most `max` characters (spec point 9's 120 for the feed, 100 for a booth intro).
 */
export function previewText(text: string, max: number = FEED_PREVIEW_LENGTH): string {
  const collapsed = text.replace(/\s+/g, ' ').trim();
  // A character is at least one UTF-16 unit, so text no longer than `max` units fits without
  // splitting it into characters (Intl.Segmenter costs about a microsecond per character, and
  // every listed card asks for a preview).
  if (collapsed.length <= max) return collapsed;
  // Printable ASCII is one unit per character: cut it directly.
  if (PRINTABLE_ASCII.test(collapsed)) return `${collapsed.slice(0, Math.max(0, max - 1)).trimEnd()}…`;
  const chars = characters(collapsed);
  if (chars.length <= max) return collapsed;
  return `${chars
    .slice(0, Math.max(0, max - 1))
    .join('')
    .trimEnd()}…`;
}
