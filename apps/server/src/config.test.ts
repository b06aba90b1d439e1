import { describe, expect, it } from 'vitest';
import { ConfigError, KNOWN_PUBLIC_SECRETS, loadConfig } from './config';

describe('loadConfig', () => {
  it('works with an empty environment: port 3000, the data under ./data, nothing third-party', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('localhost');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toMatch(/[/\\]data$/);
    expect(config.ANALYTICS_SCRIPT_URL).toBeUndefined();
    expect(config.ADS_SCRIPT_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.SEED).toBe(false);
  });

  it('gives every Redis key one installation prefix; RATE_LIMIT_REDIS_PREFIX alone still works and names it', () => {
    expect(loadConfig({})).toMatchObject({
      REDIS_PREFIX: 'sidecamp:',
      RATE_LIMIT_REDIS_PREFIX: 'sidecamp:rl:',
    });
    expect(loadConfig({ REDIS_PREFIX: 'site-a:' })).toMatchObject({
      REDIS_PREFIX: 'site-a:',
      RATE_LIMIT_REDIS_PREFIX: 'site-a:rl:',
    });
    // An installation that followed the older advice keeps its counters and gets its own channels.
    expect(loadConfig({ RATE_LIMIT_REDIS_PREFIX: 'site-b-rl:' })).toMatchObject({
      REDIS_PREFIX: 'site-b-rl:',
      RATE_LIMIT_REDIS_PREFIX: 'site-b-rl:',
    });
    expect(() => loadConfig({ REDIS_PREFIX: 'site-a:', RATE_LIMIT_REDIS_PREFIX: 'other:' })).toThrow(
      /RATE_LIMIT_REDIS_PREFIX: must start with REDIS_PREFIX/,
    );
    expect(() => loadConfig({ REDIS_PREFIX: 'site-*:' })).toThrow(/REDIS_PREFIX/);
  });

  it('reads PORT and HOST and derives the public address', () => {
    const config = loadConfig({ PORT: '4100', HOST: '0.0.0.0' });
    expect(config.PORT).toBe(4100);
    expect(config.publicUrl).toBe('http://localhost:4100');
  });

  it('treats an empty optional address as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', ANALYTICS_SCRIPT_URL: '  ' }).DATABASE_URL).toBeUndefined();
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ ADS_SCRIPT_URL: 'not a url' })).toThrow(/ADS_SCRIPT_URL/);
    expect(() => loadConfig({ SEED: 'maybe' })).toThrow(/SEED/);
  });

  it('uses the offline idea analysis unless a model is configured, and names what the model lacks', () => {
    expect(loadConfig({})).toMatchObject({ AI_PROVIDER: 'offline', AI_TIMEOUT_MS: 30_000 });
    const model = {
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: 'http://127.0.0.1:11434/v1',
      AI_MODEL: 'llama3.2',
      AI_TIMEOUT_MS: '5000',
    };
    expect(loadConfig(model)).toMatchObject({ AI_PROVIDER: 'openai-compatible', AI_TIMEOUT_MS: 5000 });
    expect(() => loadConfig({ ...model, AI_BASE_URL: '' })).toThrow(
      /AI_BASE_URL: AI_PROVIDER=openai-compatible needs/,
    );
    expect(() => loadConfig({ ...model, AI_MODEL: ' ' })).toThrow(
      /AI_MODEL: AI_PROVIDER=openai-compatible needs/,
    );
    expect(() => loadConfig({ ...model, AI_BASE_URL: 'not a url' })).toThrow(/AI_BASE_URL/);
    expect(() => loadConfig({ AI_PROVIDER: 'anthropic' })).toThrow(/AI_PROVIDER/);
  });

  it('accepts SEED=1 as a flag', () => {
    expect(loadConfig({ SEED: '1' }).SEED).toBe(true);
  });

  it('keeps the development mailbox off unless asked, and never allows it in production', () => {
    expect(loadConfig({}).DEV_MAILBOX).toBe(false);
    expect(loadConfig({ DEV_MAILBOX: '1' }).startNotices.join(' ')).toMatch(/DEV_MAILBOX is on/);
    expect(() => loadConfig({ ...production, DEV_MAILBOX: '1' })).toThrow(/DEV_MAILBOX/);
  });

  it('signs sandbox webhooks outside production with a random secret of its own, never a published one', () => {
    const first = loadConfig({}).PAYMENT_WEBHOOK_SECRET;
    const second = loadConfig({}).PAYMENT_WEBHOOK_SECRET;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(first).not.toBe(second);
    expect(KNOWN_PUBLIC_SECRETS).not.toContain(first);
    expect(loadConfig({}).PAYMENT_PROVIDER).toBe('sandbox');
  });

  it('refuses to start in production without a webhook secret, naming the variable', () => {
    const { PAYMENT_WEBHOOK_SECRET: _unset, ...withoutSecret } = production;
    expect(() => loadConfig(withoutSecret)).toThrow(ConfigError);
    expect(() => loadConfig(withoutSecret)).toThrow(/PAYMENT_WEBHOOK_SECRET: must be set/);
  });

  it('refuses the known development secret in production', () => {
    for (const secret of KNOWN_PUBLIC_SECRETS) {
      expect(() => loadConfig({ ...production, PAYMENT_WEBHOOK_SECRET: secret })).toThrow(
        /PAYMENT_WEBHOOK_SECRET: is a published default/,
      );
    }
  });

  it('makes the sandbox an explicit choice in production', () => {
    const { PAYMENT_PROVIDER: _unset, ...withoutProvider } = production;
    expect(() => loadConfig(withoutProvider)).toThrow(/PAYMENT_PROVIDER: must be set in production/);
    expect(loadConfig(production).PAYMENT_PROVIDER).toBe('sandbox');
    expect(loadConfig(production).PAYMENT_WEBHOOK_SECRET).toBe(production.PAYMENT_WEBHOOK_SECRET);
  });
});

const production = {
  NODE_ENV: 'production',
  PAYMENT_PROVIDER: 'sandbox',
  PAYMENT_WEBHOOK_SECRET: 'a-long-random-secret-of-this-installation',
};
