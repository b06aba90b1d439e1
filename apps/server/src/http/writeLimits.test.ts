import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { createMemoryCounter } from './rateLimits';
import { writeLimitGroupOf } from './writeLimits';

describe('rate-limit configuration', () => {
  it('trusts no proxy unless TRUST_PROXY names some', () => {
    expect(loadConfig({}).TRUST_PROXY).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: ' 127.0.0.1, 10.0.0.0/8,::1,fd00::/8, loopback ' }).TRUST_PROXY).toEqual(
      ['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback'],
    );
  });

  it('refuses a TRUST_PROXY entry that is not an address or range, naming the variable', () => {
    for (const value of ['true', 'nginx', '10.0.0.0/33', '300.1.1.1', '::1/129', '10.0.0.0/8/8']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });

  it('reads per-group write limits and refuses unknown groups', () => {
    expect(loadConfig({}).WRITE_RATE_LIMITS).toEqual({});
    expect(loadConfig({}).WRITE_RATE_LIMIT_PER_MINUTE).toBe(120);
    expect(loadConfig({ WRITE_RATE_LIMITS: 'post=5, like=30,*=100' }).WRITE_RATE_LIMITS).toEqual({
      post: 5,
      like: 30,
      '*': 100,
    });
    expect(() => loadConfig({ WRITE_RATE_LIMITS: 'posts=5' })).toThrow(/WRITE_RATE_LIMITS/);
    expect(() => loadConfig({ WRITE_RATE_LIMITS: 'post=0' })).toThrow(/WRITE_RATE_LIMITS/);
    expect(() => loadConfig({ WRITE_RATE_LIMITS: 'post' })).toThrow(/WRITE_RATE_LIMITS/);
  });
});

describe('writeLimitGroupOf', () => {
  it('puts each write in its group, every other write under /api in "other", and reads in none', () => {
    expect(writeLimitGroupOf('POST', '/api/lounge/posts')).toBe('post');
    expect(writeLimitGroupOf('DELETE', '/api/lounge/replies/:id/like')).toBe('like');
    expect(writeLimitGroupOf('POST', '/api/uploads')).toBe('upload');
    expect(writeLimitGroupOf('PATCH', '/api/profiles/me')).toBe('other');
    expect(writeLimitGroupOf('GET', '/api/lounge/posts')).toBeUndefined();
    expect(writeLimitGroupOf('POST', '/dev/anything')).toBeUndefined();
  });

  it('leaves the session check, provider webhooks and chat (limited by chat itself) alone', () => {
    expect(writeLimitGroupOf('POST', '/api/auth/session')).toBeUndefined();
    expect(writeLimitGroupOf('POST', '/api/payments/webhook/stripe')).toBeUndefined();
    expect(writeLimitGroupOf('POST', '/api/chat/rooms/:roomId/messages')).toBeUndefined();
    // A purchase under chat is still a purchase.
    expect(writeLimitGroupOf('POST', '/api/chat/open/:roomId/pin')).toBe('purchase');
  });
});

describe('createMemoryCounter', () => {
  it('counts hits in a window that later hits do not extend, takes one back on undo, and stays bounded', async () => {
    const counter = createMemoryCounter(100);
    expect(await counter.hit('a', 60_000)).toMatchObject({ count: 1 });
    const second = await counter.hit('a', 60_000);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeLessThanOrEqual(60_000);
    await counter.undo('a');
    expect((await counter.read('a')).count).toBe(1);
    expect(await counter.read('unknown')).toEqual({ count: 0, resetInMs: 0 });
    for (let index = 0; index < 500; index += 1) await counter.hit(`key${index}`, 60_000);
    // The newest keys are kept, the oldest gave way.
    expect((await counter.read('key499')).count).toBe(1);
    expect((await counter.read('key0')).count).toBe(0);
  });

  it('opens a new window once the old one is over', async () => {
    const counter = createMemoryCounter();
    await counter.hit('b', 1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await counter.hit('b', 60_000)).count).toBe(1);
  });
});
