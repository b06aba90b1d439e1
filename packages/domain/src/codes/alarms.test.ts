import { describe, expect, it } from 'vitest';
import { ALARM_TYPE_RULES, ALARM_TYPES, inQuietHours, mentionedNicknames } from './alarms';
import { NOTIFICATION_KINDS } from './notifications';

describe('alarm types', () => {
  it('every type has a group and a preference kind that the Settings page knows', () => {
    for (const type of ALARM_TYPES.codes) {
      expect(['activity', 'social']).toContain(ALARM_TYPE_RULES[type].group);
      expect(NOTIFICATION_KINDS.isCode(ALARM_TYPE_RULES[type].preference)).toBe(true);
    }
  });
});

describe('quiet hours', () => {
  it('covers a window within one day, start included and end excluded', () => {
    expect(inQuietHours(13 * 60, 14 * 60, 13 * 60)).toBe(true);
    expect(inQuietHours(13 * 60, 14 * 60, 13 * 60 + 59)).toBe(true);
    expect(inQuietHours(13 * 60, 14 * 60, 14 * 60)).toBe(false);
    expect(inQuietHours(13 * 60, 14 * 60, 12 * 60)).toBe(false);
  });
  it('covers a window past midnight', () => {
    expect(inQuietHours(22 * 60, 7 * 60, 23 * 60)).toBe(true);
    expect(inQuietHours(22 * 60, 7 * 60, 3 * 60)).toBe(true);
    expect(inQuietHours(22 * 60, 7 * 60, 7 * 60)).toBe(false);
    expect(inQuietHours(22 * 60, 7 * 60, 12 * 60)).toBe(false);
  });
  it('is off without a window or with an empty one', () => {
    expect(inQuietHours(null, null, 0)).toBe(false);
    expect(inQuietHours(600, 600, 600)).toBe(false);
  });
});

describe('mentions', () => {
  it('finds each @nickname once, in order, with dots, dashes and underscores inside', () => {
    expect(mentionedNicknames('@mina.k and @jo_2, thanks @mina.k!')).toEqual(['mina.k', 'jo_2']);
    expect(mentionedNicknames('Ask @민지 about it')).toEqual(['민지']);
  });
  it('does not take an e-mail address or a trailing dot for a mention', () => {
    expect(mentionedNicknames('write to mina@example.com')).toEqual([]);
    expect(mentionedNicknames('ping @jo.')).toEqual(['jo']);
    expect(mentionedNicknames('no mention here')).toEqual([]);
  });
});
