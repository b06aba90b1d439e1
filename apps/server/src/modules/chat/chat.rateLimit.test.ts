import { describe, expect, it } from 'vitest';
import { createMessageRateLimiter } from './chat.rateLimit';

describe('the chat-message budget', () => {
  it('lets a burst through, then one message per refill, each person on their own', () => {
    let now = 1_000_000;
    const limiter = createMessageRateLimiter({ perTenSeconds: 100, burst: 20 }, () => now);
    const burst = Array.from({ length: 25 }, () => limiter.take(1));
    expect(burst.slice(0, 20)).toEqual(Array(20).fill(0));
    // 10 a second: the next token is 100 ms away.
    expect(burst.slice(20)).toEqual(Array(5).fill(100));
    expect(limiter.take(2)).toBe(0);
    now += 100;
    expect(limiter.take(1)).toBe(0);
    expect(limiter.take(1)).toBe(100);
    // A quiet spell fills the bucket up to the burst, never beyond.
    now += 60_000;
    expect(Array.from({ length: 21 }, () => limiter.take(1)).filter((wait) => wait === 0)).toHaveLength(20);
  });
});
