import { describe, expect, it } from 'vitest';
import { matchesQuery } from './faqSearch';

const entry = { question: 'Can I delete my account?', answer: 'Yes. Your data is removed or anonymised.' };

describe('matchesQuery', () => {
  it('matches every word of the query, in any order, in question or answer', () => {
    expect(matchesQuery(entry, 'account delete')).toBe(true);
    expect(matchesQuery(entry, 'anonymised account')).toBe(true);
    expect(matchesQuery(entry, 'account points')).toBe(false);
  });

  it('ignores case, accents and extra spaces; an empty query matches everything', () => {
    expect(matchesQuery(entry, '  DÉLETE   ')).toBe(true);
    expect(matchesQuery(entry, '')).toBe(true);
  });
});
