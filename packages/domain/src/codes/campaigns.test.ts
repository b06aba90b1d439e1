import { describe, expect, it } from 'vitest';
import { CAMPAIGN_CHANNELS, CAMPAIGN_TYPES } from './campaigns';

const pairs = (list: { entries: readonly { code: string; label: string }[] }) =>
  list.entries.map((entry) => [entry.code, entry.label]);

describe('campaign code lists', () => {
  it('channels', () => {
    expect(pairs(CAMPAIGN_CHANNELS)).toEqual([
      ['01', 'Send notification'],
      ['02', 'Notification plus push'],
      ['03', 'Email'],
    ]);
  });

  it('types', () => {
    expect(pairs(CAMPAIGN_TYPES)).toEqual([
      ['01', 'Newsletter'],
      ['02', 'Survey'],
      ['03', 'Interview'],
      ['04', 'Tester'],
    ]);
  });
});
