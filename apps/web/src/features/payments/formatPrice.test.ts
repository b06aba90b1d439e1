import { describe, expect, it } from 'vitest';
import { formatPrice, savingPercent } from './formatPrice';

describe('formatPrice', () => {
  it('drops the cents of a whole amount', () => {
    expect(formatPrice(0, 'en-US')).toBe('$0');
    expect(formatPrice(1000, 'en-US')).toBe('$10');
    expect(formatPrice(123_400, 'en-US')).toBe('$1,234');
  });

  it('always shows two digits otherwise', () => {
    expect(formatPrice(990, 'en-US')).toBe('$9.90');
    expect(formatPrice(1, 'en-US')).toBe('$0.01');
  });

  it("writes the amount the way the reader's language does", () => {
    expect(formatPrice(990, 'de-DE')).toBe('9,90\u00a0$');
  });
});

describe('savingPercent', () => {
  it('is the whole-percent saving against the original price', () => {
    expect(savingPercent(990, 1990)).toBe(50);
    expect(savingPercent(1000, 1000)).toBe(0);
    expect(savingPercent(667, 1000)).toBe(33);
  });
});
