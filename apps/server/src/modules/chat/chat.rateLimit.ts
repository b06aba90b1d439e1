/**
 * How many chat messages one person may send: a token bucket per user in this process, shared by
 * every socket and the REST route. `perTenSeconds` tokens come back every 10 s, up to `burst`; a
 * send takes one. A flood is answered at once with RATE_LIMITED instead of queueing a transaction
 * per message in front of everyone else's.
 */
export type MessageRateLimiter = {
  /** Takes a token: 0 when the message may go, otherwise how many ms until one is back. */
  take: (userNo: number) => number;
};

export type MessageRate = { perTenSeconds: number; burst: number };

/** Buckets kept before full ones (which equal no bucket at all) are swept. */
const SWEEP_ABOVE = 10_000;

export function createMessageRateLimiter(
  rate: MessageRate,
  now: () => number = Date.now,
): MessageRateLimiter {
  const perMs = rate.perTenSeconds / 10_000;
  const burst = Math.max(1, rate.burst);
  const buckets = new Map<number, { tokens: number; at: number }>();
  const refill = (bucket: { tokens: number; at: number }, at: number) => {
    bucket.tokens = Math.min(burst, bucket.tokens + (at - bucket.at) * perMs);
    bucket.at = at;
  };
  return {
    take(userNo) {
      const at = now();
      if (buckets.size > SWEEP_ABOVE) {
        for (const [key, bucket] of buckets) {
          refill(bucket, at);
          if (bucket.tokens >= burst) buckets.delete(key);
        }
      }
      let bucket = buckets.get(userNo);
      if (!bucket) {
        bucket = { tokens: burst, at };
        buckets.set(userNo, bucket);
      }
      refill(bucket, at);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return 0;
      }
      return Math.max(1, Math.ceil((1 - bucket.tokens) / perMs));
    },
  };
}
