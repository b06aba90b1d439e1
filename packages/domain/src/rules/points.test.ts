import { describe, expect, it } from 'vitest';
import { ledgerEntryOf, POINT_PACKS } from '../codes/points';
import {
  ACTIVITY_REWARDS,
  freePlanPeriod,
  PACK_LEDGER_CODES,
  questWeekDays,
  questWeekStart,
  utcDay,
} from './points';

describe('points rules', () => {
  it('every activity reward credits an income code and reverses with a deduction code', () => {
    for (const reward of Object.values(ACTIVITY_REWARDS)) {
      expect(ledgerEntryOf(reward.code).direction).toBe('income');
      if (reward.reversal) expect(ledgerEntryOf(reward.reversal).direction).toBe('deduction');
      expect(reward.points).toBeGreaterThan(0);
    }
  });

  it('every pack has an income and a refund code', () => {
    for (const pack of POINT_PACKS) {
      const codes = PACK_LEDGER_CODES[pack.pointType];
      expect(ledgerEntryOf(codes.income).direction).toBe('income');
      expect(ledgerEntryOf(codes.refund).direction).toBe('deduction');
    }
  });

  it('quest weeks start on Monday UTC and last seven days', () => {
    expect(questWeekStart(new Date('2026-11-22T23:59:00Z'))).toBe('2026-11-16'); // a Sunday
    expect(questWeekStart(new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-23'); // a Monday
    expect(questWeekStart(new Date('2026-01-01T12:00:00Z'))).toBe('2025-12-29'); // across a year
    expect(questWeekDays('2026-11-16')).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    expect(utcDay(new Date('2026-11-22T23:59:59Z'))).toBe('2026-11-22');
  });

  it('the free plan period is the calendar month in UTC', () => {
    const period = freePlanPeriod(new Date('2026-12-31T23:00:00Z'));
    expect(period.start.toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(period.end.toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
});
