import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('works with an empty environment: port 3000, PGlite under ./data, nothing third-party', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('localhost');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PGLITE_DATA_DIR).toMatch(/data[/\\]db$/);
    expect(config.ANALYTICS_SCRIPT_URL).toBeUndefined();
    expect(config.ADS_SCRIPT_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.SEED).toBe(false);
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

  it('accepts SEED=1 as a flag', () => {
    expect(loadConfig({ SEED: '1' }).SEED).toBe(true);
  });
});
