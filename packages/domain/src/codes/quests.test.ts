import { describe, expect, it } from 'vitest';
import { QUEST_READ_SHARE, questsForDate, questsForWeekday, WEEKDAY_QUESTS, WEEKLY_QUESTS } from './quests';

describe('weekly quests', () => {
  it('are Q1-Q8 with the spec descriptions', () => {
    expect(WEEKLY_QUESTS.entries.map((entry) => [entry.code, entry.label])).toEqual([
      ['Q1', 'Login'],
      ['Q2', 'Click a survey or event link in a magazine'],
      ['Q3', 'Read over 50 percent of a new magazine post'],
      ['Q4', 'Write a post, magazine, note or goal/task'],
      ['Q5', 'Comment, question, secret note or 1:1 chat request'],
      ['Q6', 'Like a magazine post'],
      ['Q7', 'Follow a profile, group or booth'],
      ['Q8', 'Apply to a group, join an interview or tester recruitment, or subscribe to the newsletter'],
    ]);
    expect(QUEST_READ_SHARE).toBe(0.5);
  });

  it('weekday table is the spec table', () => {
    expect(WEEKDAY_QUESTS).toEqual({
      1: ['Q1', 'Q6', 'Q8'],
      2: ['Q1', 'Q2', 'Q3'],
      3: ['Q1', 'Q5', 'Q7'],
      4: ['Q1', 'Q3', 'Q6'],
      5: ['Q1', 'Q4', 'Q7'],
      6: ['Q1', 'Q6', 'Q8'],
    });
  });

  it('offers each slot its three quests, Sunday only Q1, nonsense nothing', () => {
    expect(questsForWeekday(1)).toEqual(['Q1', 'Q6', 'Q8']);
    expect(questsForWeekday(3)).toEqual(['Q1', 'Q5', 'Q7']);
    expect(questsForWeekday(6)).toEqual(['Q1', 'Q6', 'Q8']);
    expect(questsForWeekday(0)).toEqual(['Q1']);
    expect(questsForWeekday(7)).toEqual(['Q1']);
    expect(questsForWeekday(8)).toEqual([]);
    expect(questsForWeekday(2.5)).toEqual([]);
    expect(questsForWeekday(-1)).toEqual([]);
  });

  it('reads a date by weekday, in a given time zone', () => {
    // 2024-01-01 was a Monday.
    const mondayNoonUtc = new Date('2024-01-01T12:00:00Z');
    expect(questsForDate(mondayNoonUtc, 'UTC')).toEqual(['Q1', 'Q6', 'Q8']);
    // 20:00 UTC Saturday is already Sunday in Seoul (UTC+9).
    const saturdayEveningUtc = new Date('2024-01-06T20:00:00Z');
    expect(questsForDate(saturdayEveningUtc, 'UTC')).toEqual(['Q1', 'Q6', 'Q8']);
    expect(questsForDate(saturdayEveningUtc, 'Asia/Seoul')).toEqual(['Q1']);
    expect(questsForDate(new Date('2024-01-02T12:00:00Z'), 'UTC')).toEqual(['Q1', 'Q2', 'Q3']);
  });

  it('uses local time without a time zone and gives nothing for an invalid date', () => {
    const date = new Date(2024, 0, 3, 12); // local Wednesday
    expect(questsForDate(date)).toEqual(['Q1', 'Q5', 'Q7']);
    expect(questsForDate(new Date('nope'))).toEqual([]);
  });
});
