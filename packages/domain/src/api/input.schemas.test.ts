import { describe, expect, it } from 'vitest';
import { INT4_MAX } from '../rules/limits';
import {
  ZBigRowIdText,
  ZDateText,
  ZPageLimit,
  ZRowId,
  ZRowIdParam,
  ZRowIdText,
  ZTimestampText,
} from './input.schemas';

const BAD_TEXT = [
  '',
  '0',
  '-1',
  '1.5',
  '1e309',
  '1e+23',
  'NaN',
  'Infinity',
  'abc',
  '2147483648',
  '99999999999999999999999',
];

describe('input numbers', () => {
  it('takes a serial id from a path or query only as a whole number the column can hold', () => {
    expect(ZRowIdParam.parse('7')).toBe(7);
    expect(ZRowIdParam.parse(String(INT4_MAX))).toBe(INT4_MAX);
    for (const text of BAD_TEXT) expect(ZRowIdParam.safeParse(text).success, text).toBe(false);
  });

  it('takes a serial id in a body only as a whole number from 1 to INT4_MAX', () => {
    expect(ZRowId.parse(INT4_MAX)).toBe(INT4_MAX);
    for (const value of [0, -1, 1.5, INT4_MAX + 1, 1e23, Number.POSITIVE_INFINITY, Number.NaN, '1', null]) {
      expect(ZRowId.safeParse(value).success, String(value)).toBe(false);
    }
  });

  it('takes digit cursors within their column', () => {
    expect(ZRowIdText.parse('0')).toBe('0');
    expect(ZRowIdText.safeParse('2147483648').success).toBe(false);
    expect(ZBigRowIdText.parse('9007199254740991')).toBe('9007199254740991');
    for (const text of [
      '9007199254740992',
      '9223372036854775807',
      '99999999999999999999999',
      '1e+23',
      '-1',
      '1.5',
      '',
    ]) {
      const parsed = ZBigRowIdText.safeParse(text);
      expect(parsed.success, text).toBe(false);
      // One problem per field, not the pattern and the range both.
      expect(parsed.error?.issues, text).toHaveLength(1);
    }
  });

  it('bounds page sizes', () => {
    const limit = ZPageLimit(50, 20);
    expect(limit.parse(undefined)).toBe(20);
    expect(limit.parse('50')).toBe(50);
    for (const text of ['0', '51', '-1', '1.5', '1e309', 'abc'])
      expect(limit.safeParse(text).success, text).toBe(false);
  });

  it('takes cursor times and days PostgreSQL accepts', () => {
    for (const text of [
      '2026-05-31T09:00:00.123456+00:00',
      '2026-05-31T09:00:00Z',
      '2024-02-29T00:00:00+09:00',
    ]) {
      expect(ZTimestampText.safeParse(text).success, text).toBe(true);
    }
    for (const text of [
      'Tue',
      '1',
      '2026-02-30T00:00:00Z',
      '+275760-09-13T00:00:00.000Z',
      '0000-01-01T00:00:00Z',
    ]) {
      expect(ZTimestampText.safeParse(text).success, text).toBe(false);
    }
    expect(ZDateText.safeParse('2024-02-29').success).toBe(true);
    for (const text of ['2023-02-29', '0000-01-01', 'Tue', '+275760-09-13']) {
      expect(ZDateText.safeParse(text).success, text).toBe(false);
    }
  });
});
