import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/testApp';

describe.runIf(process.env.TEST_REDIS_URL)('rate limits shared through Redis', () => {
  it('counts log-in attempts across two server processes as one limit', async () => {
    // A key space of this run's own: the account limit on x@example.com would otherwise carry over
    // from earlier runs through the shared Redis.
    const env = {
      REDIS_URL: process.env.TEST_REDIS_URL ?? '',
      RATE_LIMIT_REDIS_PREFIX: `sidecamp-rl-test-${randomBytes(6).toString('hex')}:`,
      AUTH_RATE_LIMIT_PER_MINUTE: '4',
    };
    const [one, two] = [await createTestApp(env), await createTestApp(env)];
    // A fresh (injected, loopback) client address so earlier runs' counters in the shared Redis do not interfere.
    const remoteAddress = `127.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    try {
      const attempt = (app: typeof one.app) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress,
          payload: { email: 'x@example.com', password: 'nope' },
        });
      const statuses = [];
      for (const app of [one.app, two.app, one.app, two.app, one.app])
        statuses.push((await attempt(app)).statusCode);
      expect(statuses).toEqual([401, 401, 401, 401, 429]);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
