import { ZNickname } from '@sidecamp/domain';
import { describe, expect, it } from 'vitest';
import {
  baseNickname,
  nicknameFrom,
  nicknameWithSuffix,
  placeholderEmail,
  safeReturnTo,
} from './social.rules';

describe('safeReturnTo', () => {
  it('keeps local paths with their query', () => {
    expect(safeReturnTo('/projects?tab=new#top')).toBe('/projects?tab=new#top');
    expect(safeReturnTo('/')).toBe('/');
  });

  it('sends everything that could leave the site to the home page', () => {
    for (const value of [
      undefined,
      '',
      'projects',
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      '/ok\r\nSet-Cookie: x=1',
      `/${'a'.repeat(600)}`,
    ]) {
      expect(safeReturnTo(value)).toBe('/');
    }
  });
});

describe('nicknames from provider profiles', () => {
  it('makes a display name valid: spaces become _, other symbols go, separators only between', () => {
    expect(nicknameFrom('Jane Doe')).toBe('Jane_Doe');
    expect(nicknameFrom("  O'Brien -- Jr. ")).toBe('OBrien_Jr');
    expect(nicknameFrom('__x__')).toBeUndefined();
    expect(nicknameFrom('김 민준')).toBe('김_민준');
    expect(nicknameFrom('!!!')).toBeUndefined();
  });

  it('cuts long names to the nickname length without a trailing separator', () => {
    const nickname = nicknameFrom('Alexandria Ocasio-Cortez The Third');
    expect(nickname).toBe('Alexandria_Ocasio-Co');
    expect(ZNickname.safeParse(nickname).success).toBe(true);
    expect(nicknameFrom('abcdefghijklmnopqrs.tuv')).toBe('abcdefghijklmnopqrs');
  });

  it('takes the first usable candidate, then a neutral default', () => {
    expect(baseNickname([undefined, '@@', 'jane.doe'])).toBe('jane.doe');
    expect(baseNickname([undefined, '!'])).toBe('member');
  });

  it('adds a numeric suffix within the length limit', () => {
    expect(nicknameWithSuffix('Jane_Doe', 2)).toBe('Jane_Doe2');
    const long = nicknameWithSuffix('abcdefghijklmnopqr_t', 12);
    expect(long).toBe('abcdefghijklmnopqr12');
    expect(ZNickname.safeParse(long).success).toBe(true);
    expect(nicknameWithSuffix('abcdefghijklmnopq_st', 123)).toBe('abcdefghijklmnopq123');
  });
});

describe('placeholder e-mail', () => {
  it('is stable per provider and subject, differs between them, and never delivers', () => {
    const email = placeholderEmail('portal', 'subject-1');
    expect(email).toMatch(/^portal-[0-9a-f]{20}@social\.invalid$/);
    expect(placeholderEmail('portal', 'subject-1')).toBe(email);
    expect(placeholderEmail('portal', 'subject-2')).not.toBe(email);
    expect(placeholderEmail('identity', 'subject-1')).not.toBe(email);
  });
});
