import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './returnTo';

describe('safeReturnTo', () => {
  it('keeps a path on this site, with its query and hash', () => {
    expect(safeReturnTo('/projects/3?tab=team#top')).toBe('/projects/3?tab=team#top');
  });

  it('sends anything that could leave the site to the fallback', () => {
    for (const value of [
      'https://evil.example',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'projects',
    ])
      expect(safeReturnTo(value)).toBe('/');
  });

  it('uses the fallback given for a missing value', () => {
    expect(safeReturnTo(null, '/welcome')).toBe('/welcome');
    expect(safeReturnTo(undefined)).toBe('/');
    expect(safeReturnTo('', '/lounge')).toBe('/lounge');
  });
});
