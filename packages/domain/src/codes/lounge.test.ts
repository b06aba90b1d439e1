import { describe, expect, it } from 'vitest';
import { codeSchema } from '../api/codeSchema';
import {
  AUTO_EVENT_CODES,
  FEED_WRITE_TYPES,
  FOLLOWER_NOTIFICATION,
  POST_CATEGORIES,
  POST_TYPES,
  REACTIONS,
} from './lounge';

const pairs = (list: { entries: readonly { code: string; label: string }[] }) =>
  list.entries.map((entry) => [entry.code, entry.label]);

describe('lounge code lists', () => {
  it('the 13 post categories', () => {
    expect(pairs(POST_CATEGORIES)).toEqual([
      ['01', 'Industry News'],
      ['02', 'Introduction'],
      ['03', 'Recruitment'],
      ['04', 'Insights'],
      ['05', 'Achievements'],
      ['06', 'Career/Tech Concerns'],
      ['07', 'Rants'],
      ['08', 'Decision Making'],
      ['09', 'Questions'],
      ['21', 'Logs'],
      ['22', 'Retrospective'],
      ['23', 'Promotion'],
      ['24', 'Challenge'],
    ]);
    expect(POST_CATEGORIES.isCode('10')).toBe(false);
  });

  it('post types have no 02', () => {
    expect(pairs(POST_TYPES)).toEqual([
      ['01', 'Posting'],
      ['03', 'Vote'],
    ]);
    expect(codeSchema(POST_TYPES).safeParse('02').success).toBe(false);
  });

  it('feed write types', () => {
    expect(pairs(FEED_WRITE_TYPES)).toEqual([
      ['01', 'Plain post'],
      ['02', 'Automatic event post'],
      ['03', 'Titled post'],
    ]);
  });

  it('automatic event codes', () => {
    expect(pairs(AUTO_EVENT_CODES)).toEqual([
      ['S001', 'New magazine by a user'],
      ['S003', 'New magazine in a project'],
      ['S004', 'New magazine in a booth'],
      ['P001', 'Project created'],
      ['P003', 'Member joined project'],
      ['P004', 'Goal started'],
      ['P008', 'Project status changed'],
      ['P009', 'Leader inactive'],
      ['P010', 'Leader returned'],
      ['P011', 'Lead taken over'],
      ['U008', 'Note posted'],
      ['U009', 'User joined'],
      ['U010', 'User became a pro'],
      ['B001', 'Booth introduction'],
    ]);
  });

  it('reactions 01 to 05 and follower notification 01 to 03 (codes only in the spec)', () => {
    expect(REACTIONS.codes).toEqual(['01', '02', '03', '04', '05']);
    expect(FOLLOWER_NOTIFICATION.codes).toEqual(['01', '02', '03']);
    for (const entry of [...REACTIONS.entries, ...FOLLOWER_NOTIFICATION.entries]) {
      expect(entry.label.length).toBeGreaterThan(0);
    }
  });
});
