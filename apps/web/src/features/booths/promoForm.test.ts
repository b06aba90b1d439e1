import { describe, expect, it } from 'vitest';
import {
  isoOfLocalInput,
  isUsageLimitValid,
  localInputOf,
  promoFormOf,
  promoInputOf,
  promoLeft,
} from './promoForm';

describe('promotion code form', () => {
  it('turns a local date and time into an instant and back', () => {
    const iso = isoOfLocalInput('2026-12-31T23:59');
    expect(iso).toBe(new Date(2026, 11, 31, 23, 59).toISOString());
    expect(localInputOf(iso ?? '')).toBe('2026-12-31T23:59');
    expect(isoOfLocalInput('')).toBeNull();
    expect(localInputOf('not a time')).toBe('');
  });

  it('sends no expiry and no limit for empty fields, and the limit as a number', () => {
    expect(promoInputOf({ offer: '20% off', code: 'LAUNCH20', expiresAt: '', usageLimit: '' })).toEqual({
      offer: '20% off',
      code: 'LAUNCH20',
      expiresAt: null,
      usageLimit: null,
    });
    expect(promoInputOf({ offer: 'x', code: 'y', expiresAt: '', usageLimit: ' 50 ' }).usageLimit).toBe(50);
  });

  it('accepts only whole limits of at least one', () => {
    expect(isUsageLimitValid('')).toBe(true);
    expect(isUsageLimitValid('12')).toBe(true);
    for (const bad of ['0', '-3', '2.5', 'ten']) expect(isUsageLimitValid(bad)).toBe(false);
  });

  it('fills the edit form from a code and counts what is left', () => {
    const promo = {
      id: 1,
      boothId: 2,
      offer: 'Free month',
      expiresAt: null,
      usageLimit: 10,
      revealed: 12,
      status: 'usedUp' as const,
      code: 'FREE',
    };
    expect(promoFormOf(promo)).toEqual({
      offer: 'Free month',
      code: 'FREE',
      expiresAt: '',
      usageLimit: '10',
    });
    expect(promoLeft(promo)).toBe(0);
    expect(promoLeft({ usageLimit: null, revealed: 3 })).toBeNull();
  });
});
