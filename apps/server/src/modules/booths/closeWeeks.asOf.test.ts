import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../config';
import { parseAsOf } from './closeWeeks.asOf';

describe('npm run booths:close-weeks --as-of', () => {
  it('closes as of now without the flag', () => {
    const before = Date.now();
    const asOf = parseAsOf([], {}).getTime();
    expect(asOf).toBeGreaterThanOrEqual(before);
    expect(asOf).toBeLessThanOrEqual(Date.now());
  });

  it('reads an ISO time after the flag', () => {
    expect(parseAsOf(['--as-of', '2026-12-07T00:00:00Z'], {}).toISOString()).toBe('2026-12-07T00:00:00.000Z');
  });

  it('names the flag when its time is missing or unreadable', () => {
    expect(() => parseAsOf(['--as-of'], {})).toThrow(ConfigError);
    expect(() => parseAsOf(['--as-of', 'next monday'], {})).toThrow(/--as-of needs an ISO time/);
  });

  it('refuses a future time in production, where it would close a week early', () => {
    const future = new Date(Date.now() + 7 * 86_400_000).toISOString();
    expect(() => parseAsOf(['--as-of', future], { NODE_ENV: 'production' })).toThrow(/refused in production/);
    const past = '2026-01-05T00:00:00Z';
    expect(parseAsOf(['--as-of', past], { NODE_ENV: 'production' }).toISOString()).toBe(
      '2026-01-05T00:00:00.000Z',
    );
    expect(parseAsOf(['--as-of', future], { NODE_ENV: 'development' }).toISOString()).toBe(future);
  });
});
