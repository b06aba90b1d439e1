import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
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
  });
});
