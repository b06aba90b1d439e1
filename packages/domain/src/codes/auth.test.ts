import { describe, expect, it } from 'vitest';
import { LOGIN_PROVIDERS } from './auth';

describe('login providers', () => {
  it("use the spec's single-digit codes 0, 4, 6", () => {
    expect(LOGIN_PROVIDERS.codes).toEqual(['0', '4', '6']);
    expect(LOGIN_PROVIDERS.label('4')).toBe('Identity-verification login');
    expect(LOGIN_PROVIDERS.isCode('1')).toBe(false);
  });
});
