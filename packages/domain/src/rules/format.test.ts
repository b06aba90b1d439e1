import { describe, expect, it } from 'vitest';
import {
  BOOTH_INTRO_PREVIEW_LENGTH,
  FEED_PREVIEW_LENGTH,
  formatCount,
  previewText,
  relativeTime,
} from './format';

const NOW = new Date('2024-06-15T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;
const D = 24 * H;

describe('relativeTime', () => {
  it.each([
    [0, 'now'],
    [59 * S, 'now'],
    [MIN, '1 minute ago'],
    [2 * MIN, '2 minutes ago'],
    [59 * MIN + 59 * S, '59 minutes ago'],
    [H, '1 hour ago'],
    [23 * H, '23 hours ago'],
    [D - 1, '23 hours ago'],
    [D, '1 day ago'],
    [2 * D, '2 days ago'],
    [30 * D, '30 days ago'],
    [31 * D, '1 month ago'],
    [59 * D, '1 month ago'],
    [60 * D, '2 months ago'],
    [400 * D, '13 months ago'],
  ])('%d ms ago reads %s', (elapsed, text) => {
    expect(relativeTime(ago(elapsed), NOW)).toBe(text);
  });

  it("reads future dates as 'now'", () => {
    expect(relativeTime(new Date(NOW.getTime() + 5 * H), NOW)).toBe('now');
  });

  it('takes epoch milliseconds too', () => {
    expect(relativeTime(NOW.getTime() - 3 * H, NOW.getTime())).toBe('3 hours ago');
  });

  it('gives an empty string for an invalid date', () => {
    expect(relativeTime(new Date('not a date'), NOW)).toBe('');
  });
});

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1K+'],
    [1499, '1K+'],
    [1500, '2K+'],
    [12345, '12K+'],
    [12500, '13K+'],
    [999_999, '1000K+'],
  ])('%d shows as %s', (n, text) => {
    expect(formatCount(n)).toBe(text);
  });

  it('floors fractions and shows non-numbers as 0', () => {
    expect(formatCount(999.9)).toBe('999');
    expect(formatCount(Number.NaN)).toBe('0');
  });
});

describe('previewText', () => {
  it('has the spec lengths', () => {
    expect(FEED_PREVIEW_LENGTH).toBe(120);
    expect(BOOTH_INTRO_PREVIEW_LENGTH).toBe(100);
  });

  it('keeps text of exactly the limit and cuts one character more, the ellipsis within the limit', () => {
    const exact = 'a'.repeat(120);
    expect(previewText(exact)).toBe(exact);
    expect(previewText(`${exact}b`)).toBe(`${'a'.repeat(119)}…`);
    expect(previewText(`${exact}b`)).toHaveLength(120);
    expect(previewText('b'.repeat(101), BOOTH_INTRO_PREVIEW_LENGTH)).toBe(`${'b'.repeat(99)}…`);
    expect(previewText('b'.repeat(101), BOOTH_INTRO_PREVIEW_LENGTH)).toHaveLength(100);
    expect(previewText('b'.repeat(100), BOOTH_INTRO_PREVIEW_LENGTH)).toBe('b'.repeat(100));
  });

  it('never shows more than the limit, whatever the text', () => {
    for (const length of [1, 99, 100, 101, 119, 120, 121, 500]) {
      const text = 'word '.repeat(length);
      expect(Array.from(previewText(text)).length).toBeLessThanOrEqual(FEED_PREVIEW_LENGTH);
      expect(Array.from(previewText(text, BOOTH_INTRO_PREVIEW_LENGTH)).length).toBeLessThanOrEqual(
        BOOTH_INTRO_PREVIEW_LENGTH,
      );
    }
  });

  it('collapses whitespace and line breaks before counting', () => {
    expect(previewText('  Hello\n\n  world\tagain  ')).toBe('Hello world again');
    const spaced = `${'x '.repeat(60)}`.replace(/ /g, '   \n');
    expect(previewText(spaced)).toBe('x '.repeat(60).trim());
  });

  it('counts an emoji as one character and never splits it', () => {
    const family = '👨‍👩‍👧';
    const text = `${'a'.repeat(118)}${family}${family}${family}`;
    expect(previewText(text)).toBe(`${'a'.repeat(118)}${family}…`);
    expect(previewText(`${'😀'.repeat(120)}`)).toBe('😀'.repeat(120));
  });

  it('cuts text of every kind as a character-by-character cut would (the fast paths agree)', () => {
    const slowCut = (text: string, max: number) => {
      const collapsed = text.replace(/\s+/g, ' ').trim();
      const chars = Array.from(
        new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(collapsed),
        (part) => part.segment,
      );
      return chars.length <= max
        ? collapsed
        : `${chars
            .slice(0, max - 1)
            .join('')
            .trimEnd()}…`;
    };
    const samples = [
      'Synthetic booth number 7 for the ranking benchmark.',
      'plain ascii '.repeat(20),
      'café crème '.repeat(15),
      '한국어 문장입니다 '.repeat(15),
      `${'a'.repeat(95)}😀😀😀😀😀😀`,
      `${'e\u0301'.repeat(70)}`,
      '',
    ];
    for (const text of samples)
      for (const max of [6, 100, 120])
        expect(previewText(text, max), `${max}: ${text}`).toBe(slowCut(text, max));
  });

  it('does not leave a space before the ellipsis', () => {
    expect(previewText('abcde fgh', 6)).toBe('abcde…');
    expect(previewText('abcd efgh', 6)).toBe('abcd…');
  });
});
