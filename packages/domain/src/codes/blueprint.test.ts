import { describe, expect, it } from 'vitest';
import { IDEA_ANALYSIS_AXES } from './blueprint';

describe('idea analysis axes', () => {
  it('are the eight of the spec', () => {
    expect(IDEA_ANALYSIS_AXES.codes).toEqual([
      'interaction',
      'customer',
      'automation',
      'complexity',
      'reach',
      'engagement',
      'specialized',
      'innovation',
    ]);
  });
});
