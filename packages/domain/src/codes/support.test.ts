import { describe, expect, it } from 'vitest';
import { FAQ_CATEGORIES, FEEDBACK_TYPES } from './support';

const pairs = (list: { entries: readonly { code: string; label: string }[] }) =>
  list.entries.map((entry) => [entry.code, entry.label]);

describe('support code lists', () => {
  it('feedback types', () => {
    expect(pairs(FEEDBACK_TYPES)).toEqual([
      ['01', 'Collaboration Request'],
      ['02', 'Feature Suggestion'],
      ['03', 'Bug Report'],
      ['04', 'Compliment/Support'],
    ]);
  });

  it('FAQ categories 01 to 06', () => {
    expect(pairs(FAQ_CATEGORIES)).toEqual([
      ['01', 'Getting Started'],
      ['02', 'Account'],
      ['03', 'Project'],
      ['04', 'Payment/Points'],
      ['05', 'Communication'],
      ['06', 'Others'],
    ]);
  });
});
