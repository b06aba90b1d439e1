import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { buildRegistration, sessionCookieOf, type TestUser } from '../test/factories';
import { buildPosting } from '../test/lounge';
import { publishedProject } from '../test/projects';
import { createTestApp, type TestApp, testConfig } from '../test/testApp';
import { createTestDatabase } from '../test/testDatabase';
import { WRITE_LIMIT_GROUPS, WRITE_LIMIT_RULES } from './writeLimits';

// Every app here runs with the production defaults of the limits (no RELAXED_RATE_LIMITS).

/** A client address of its own (TEST-NET and benchmark ranges), so no two tests share a per-address count. */
const freshAddress = () => `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

/** Registers from an address of its own, so registering several people stays under the per-address limit. */
async function register(app: FastifyInstance): Promise<TestUser> {
  const input = buildRegistration();
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: freshAddress(),
    payload: input,
  });
  expect(res.statusCode, res.body).toBe(201);
  return {
    no: res.json().user.no,
    nickname: input.nickname,
    email: input.email,
    password: input.password,
    cookie: sessionCookieOf(res),
  };
}

const login = (app: FastifyInstance, email: string, password: string, remoteAddress = freshAddress()) =>
  app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email, password } });

/** 429 with Retry-After (whole seconds, at most `windowSeconds`) and the error envelope. */
function expectRateLimited(res: LightMyRequestResponse, windowSeconds: number) {
  expect(res.statusCode, res.body).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(res.json()).toEqual({
    error: {
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/Try again in \d+ seconds/),
      requestId: res.headers['x-request-id'],
    },
  });
}

describe('the client address', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) await t.close();
  });
  async function appWith(env: Record<string, string> = {}) {
    const t = await createTestApp(env);
    apps.push(t);
    t.app.get('/test/client-address', async (request) => ({ ip: request.ip }));
    return t;
  }
  const addressSeen = async (t: TestApp, remoteAddress: string, forwardedFor?: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/test/client-address',
        remoteAddress,
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      })
    ).json().ip;

  it('ignores X-Forwarded-For by default, so a client cannot choose the address it is limited under', async () => {
    const t = await appWith();
    expect(await addressSeen(t, '198.51.100.7', '203.0.113.9')).toBe('198.51.100.7');

    // The defect: fifteen wrong passwords on one account, each with a new X-Forwarded-For.
    const owner = await register(t.app);
    const remoteAddress = freshAddress();
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 15; attempt += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        headers: { 'x-forwarded-for': `203.0.113.${attempt}` },
        payload: { email: owner.email, password: `wrong guess ${attempt}` },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expectRateLimited(res, 60);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(5).fill(429));

    // Different accounts from one connection, each with its own X-Forwarded-For: the per-address
    // limit (AUTH_RATE_LIMIT_PER_MINUTE, 10) holds as well.
    const spread = freshAddress();
    const spreadStatuses: number[] = [];
    for (let attempt = 1; attempt <= 11; attempt += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: spread,
        headers: { 'x-forwarded-for': `203.0.113.${attempt}` },
        payload: { email: `nobody${attempt}@example.com`, password: 'whatever it is' },
      });
      spreadStatuses.push(res.statusCode);
    }
    expect(spreadStatuses).toEqual([...Array(10).fill(401), 429]);
  });

  it('believes X-Forwarded-For only from the proxies TRUST_PROXY names', async () => {
    const t = await appWith({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' });
    expect(await addressSeen(t, '127.0.0.1', '203.0.113.9')).toBe('203.0.113.9');
    expect(await addressSeen(t, '10.20.30.40', '203.0.113.9')).toBe('203.0.113.9');
    expect(await addressSeen(t, '127.0.0.1')).toBe('127.0.0.1');
    // Not a named proxy: its header is the client's own claim.
    expect(await addressSeen(t, '198.51.100.7', '203.0.113.9')).toBe('198.51.100.7');
    // What a client prepends is not believed either: the first address no trusted proxy vouches for wins.
    expect(await addressSeen(t, '127.0.0.1', '203.0.113.9, 198.51.100.66')).toBe('198.51.100.66');
  });
});

describe('limits with the default settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('every rule of the write-limit table names a route that exists', async () => {
    await t.app.ready();
    for (const rule of WRITE_LIMIT_RULES)
      expect(t.app.hasRoute(rule), `${rule.method} ${rule.url}`).toBe(true);
  });

  it('limits failed log-ins per account, from however many addresses, and successful ones do not count', async () => {
    const owner = await register(t.app);
    const variants = [owner.email.toUpperCase(), ` ${owner.email} `, owner.email];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const res = await login(t.app, variants[attempt % variants.length] ?? owner.email, 'not the password');
      expect(res.statusCode, res.body).toBe(401);
    }
    const eleventh = await login(t.app, owner.email, 'not the password either');
    expectRateLimited(eleventh, 15 * 60);
    expect(eleventh.json().error.message).toMatch(/failed log-ins for this account/);
    // Locked for the rest of the window, even with the right password, from any address.
    expectRateLimited(await login(t.app, owner.email, owner.password), 15 * 60);
    // Other accounts are not affected.
    const other = await register(t.app);
    expect((await login(t.app, other.email, other.password)).statusCode).toBe(200);

    // Twelve successful log-ins do not use up the budget: ten failures still follow before the limit.
    const regular = await register(t.app);
    for (let attempt = 0; attempt < 12; attempt += 1)
      expect((await login(t.app, regular.email, regular.password)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 10; attempt += 1)
      expect((await login(t.app, regular.email, 'a wrong one')).statusCode).toBe(401);
    expectRateLimited(await login(t.app, regular.email, 'a wrong one'), 15 * 60);
  });

  it('limits password-reset e-mails per account, whether or not the account exists', async () => {
    const reset = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password/reset-request',
        remoteAddress: freshAddress(),
        payload: { email },
      });
    const owner = await register(t.app);
    for (const email of [owner.email, 'nobody-here@example.com']) {
      for (let attempt = 0; attempt < 5; attempt += 1) expect((await reset(email)).statusCode).toBe(202);
      expectRateLimited(await reset(email.toUpperCase()), 15 * 60);
    }
    expect((await reset('someone-else@example.com')).statusCode).toBe(202);
  });

  it("limits each kind of write per person: 429 with Retry-After, and another person's writes go on", async () => {
    const [alice, bob, leader] = [await register(t.app), await register(t.app), await register(t.app)];
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/lounge/posts',
      headers: { cookie: bob.cookie },
      payload: buildPosting(),
    });
    expect(post.statusCode, post.body).toBe(201);
    const postId = post.json().id as number;
    const project = await publishedProject(t, { leader });
    const positionId = project.positions[0]?.id;
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'dot.png');
    const encoded = new Response(form);
    const uploadBody = Buffer.from(await encoded.arrayBuffer());
    const uploadType = encoded.headers.get('content-type') ?? '';

    type Write = (who: TestUser, attempt: number) => Promise<LightMyRequestResponse>;
    const as = (who: TestUser, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
    const writes: Array<[keyof typeof WRITE_LIMIT_GROUPS, Write]> = [
      ['post', (who) => as(who, 'POST', '/api/lounge/posts', buildPosting())],
      ['like', (who, n) => as(who, n % 2 ? 'DELETE' : 'PUT', `/api/lounge/posts/${postId}/like`)],
      ['follow', (who, n) => as(who, n % 2 ? 'DELETE' : 'POST', `/api/profiles/${leader.no}/follow`)],
      [
        'review',
        (who) =>
          as(who, 'PUT', `/api/profiles/${leader.no}/review`, {
            rating: 5,
            body: 'Reliable and kind to work with.',
          }),
      ],
      [
        'application',
        (who) =>
          as(who, 'POST', `/api/projects/${project.no}/positions/${positionId}/applications`, {
            answers: ['I love gardens.', 'Ten hours.'],
          }),
      ],
      [
        'report',
        (who, n) =>
          as(who, 'POST', '/api/lounge/reports', {
            targetType: 'post',
            targetId: postId,
            reason: `spam ${n}`,
          }),
      ],
      [
        'upload',
        (who) =>
          t.app.inject({
            method: 'POST',
            url: '/api/uploads?purpose=feedUpload',
            payload: uploadBody,
            headers: { cookie: who.cookie, 'content-type': uploadType },
          }),
      ],
    ];
    for (const [group, write] of writes) {
      const limit = WRITE_LIMIT_GROUPS[group].perMinute;
      for (let attempt = 0; attempt < limit; attempt += 1) {
        const res = await write(alice, attempt);
        expect(res.statusCode, `${group} #${attempt + 1}: ${res.body}`).not.toBe(429);
        expect(res.statusCode, `${group} #${attempt + 1}: ${res.body}`).toBeLessThan(500);
      }
      const over = await write(alice, limit);
      expectRateLimited(over, 60);
      expect(over.json().error.message).toContain(WRITE_LIMIT_GROUPS[group].noun);
      // Someone else is not slowed by alice's flood.
      const others = await write(bob, 0);
      expect(others.statusCode, `${group} by bob: ${others.body}`).not.toBe(429);
      expect(others.statusCode, `${group} by bob: ${others.body}`).toBeLessThan(500);
    }
  });

  it('counts a logged-out caller by address', async () => {
    const [flooder, bystander] = [freshAddress(), freshAddress()];
    const anonymousPost = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/lounge/posts', remoteAddress, payload: buildPosting() });
    for (let attempt = 0; attempt < WRITE_LIMIT_GROUPS.post.perMinute; attempt += 1)
      expect((await anonymousPost(flooder)).statusCode).toBe(401);
    expectRateLimited(await anonymousPost(flooder), 60);
    expect((await anonymousPost(bystander)).statusCode).toBe(401);
  });
});

describe('when the Redis that holds the counters cannot be reached', () => {
  it('refuses limited requests with 503 and Retry-After instead of letting them through', async () => {
    // Port 1 refuses connections.
    const t = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      for (const res of [
        await login(t.app, 'someone@example.com', 'a password'),
        await t.app.inject({ method: 'POST', url: '/api/lounge/posts', payload: buildPosting() }),
      ]) {
        expect(res.statusCode, res.body).toBe(503);
        expect(res.headers['retry-after']).toMatch(/^\d+$/);
        expect(res.json()).toEqual({
          error: { code: 'SERVICE_UNAVAILABLE', message: expect.any(String), requestId: expect.any(String) },
        });
      }
      // What needs no counter is still served.
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('limits shared through Redis', () => {
  it('counts one person across two server processes as one limit', async () => {
    const database = await createTestDatabase();
    // A key space of this run's own, so earlier runs' counters in the shared Redis do not interfere.
    const config = testConfig({
      REDIS_URL: process.env.TEST_REDIS_URL ?? '',
      RATE_LIMIT_REDIS_PREFIX: `sidecamp-rl-test-${randomBytes(6).toString('hex')}:`,
    });
    const built: App[] = [];
    try {
      built.push(await buildApp({ config, database }), await buildApp({ config, database }));
      const [one, two] = built.map((each) => each.app) as [FastifyInstance, FastifyInstance];
      const [alice, bob] = [await register(one), await register(two)];
      const post = await one.inject({
        method: 'POST',
        url: '/api/lounge/posts',
        headers: { cookie: bob.cookie },
        payload: buildPosting(),
      });
      expect(post.statusCode, post.body).toBe(201);
      const report = (app: FastifyInstance, who: TestUser, n: number) =>
        app.inject({
          method: 'POST',
          url: '/api/lounge/reports',
          headers: { cookie: who.cookie },
          payload: { targetType: 'post', targetId: post.json().id, reason: `spam ${n}` },
        });
      for (let attempt = 0; attempt < WRITE_LIMIT_GROUPS.report.perMinute; attempt += 1)
        expect((await report(attempt % 2 ? two : one, alice, attempt)).statusCode).not.toBe(429);
      expectRateLimited(await report(one, alice, 99), 60);
      expectRateLimited(await report(two, alice, 99), 60);
      expect((await report(two, bob, 0)).statusCode).not.toBe(429);

      // Failed log-ins on one account, alternating processes and addresses.
      for (let attempt = 0; attempt < 10; attempt += 1)
        expect((await login(attempt % 2 ? two : one, alice.email, 'wrong')).statusCode).toBe(401);
      expectRateLimited(await login(two, alice.email, 'wrong'), 15 * 60);
    } finally {
      for (const each of built) {
        await each.app.close();
        await each.events.stop();
      }
      await database.close();
    }
  });
});
