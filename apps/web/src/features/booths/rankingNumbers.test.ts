import { describe, expect, it } from 'vitest';
import { formatScore, rankingWeekEnd } from './rankingNumbers';

describe('formatScore', () => {
  it('shows at most one decimal, and none for a whole number', () => {
    expect(formatScore(108.9)).toBe('108.9');
    expect(formatScore(42)).toBe('42');
    expect(formatScore(10.58)).toBe('10.6');
    expect(formatScore(0.5)).toBe('0.5');
  });
});

describe('rankingWeekEnd', () => {
  it('is the Sunday after the Monday a week starts on', () => {
    expect(rankingWeekEnd('2026-11-23')).toBe('2026-11-29');
  });

  it('crosses months and years', () => {
    expect(rankingWeekEnd('2026-11-30')).toBe('2026-12-06');
    expect(rankingWeekEnd('2026-12-28')).toBe('2027-01-03');
  });
});
