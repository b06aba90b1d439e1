import { describe, expect, it } from 'vitest';
import {
  accountDays,
  countsTowardEarnCap,
  dailyEarnCapFor,
  isNewAccount,
  NEW_ACCOUNT_DAILY_EARN_CAP,
  NEW_ACCOUNT_DAYS,
  newAccountUntil,
  pointsUnderCap,
  reactionCounts,
  TRUST_LEVEL_REQUIREMENTS,
  TRUST_LEVELS,
  TRUST_REQUIREMENTS,
  type TrustStats,
  trustLevelFor,
} from './trust';

const NOW = new Date('2026-03-10T12:00:00Z');
const daysBefore = (days: number, from: Date = NOW) => new Date(from.getTime() - days * 86_400_000);
const none: TrustStats = {
  daysSinceJoining: 0,
  daysVisited: 0,
  repliesReceived: 0,
  tasksCompleted: 0,
  reviewsReceived: 0,
};

describe('trust level requirements', () => {
  it('never asks less of a higher level', () => {
    for (const level of TRUST_LEVELS.slice(1)) {
      for (const requirement of TRUST_REQUIREMENTS) {
        expect(TRUST_LEVEL_REQUIREMENTS[level][requirement]).toBeGreaterThanOrEqual(
          TRUST_LEVEL_REQUIREMENTS[(level - 1) as 0 | 1 | 2][requirement],
        );
      }
    }
  });

  it('a level-1 account is past its first week', () => {
    expect(TRUST_LEVEL_REQUIREMENTS[1].daysSinceJoining).toBe(NEW_ACCOUNT_DAYS);
  });
});

describe('trustLevelFor', () => {
  it('starts everyone at 0 and says what level 1 lacks', () => {
    expect(trustLevelFor(none)).toEqual({
      level: 0,
      next: {
        level: 1,
        missing: [
          { requirement: 'daysSinceJoining', have: 0, need: 7 },
          { requirement: 'daysVisited', have: 0, need: 3 },
        ],
      },
    });
  });

  it('an old account that never came back stays New', () => {
    const standing = trustLevelFor({ ...none, daysSinceJoining: 400, daysVisited: 1 });
    expect(standing.level).toBe(0);
    expect(standing.next?.missing).toEqual([{ requirement: 'daysVisited', have: 1, need: 3 }]);
  });

  it('reaches Basic at a week and three visit days, then lists what Member needs', () => {
    const standing = trustLevelFor({ ...none, daysSinceJoining: 7, daysVisited: 3, repliesReceived: 5 });
    expect(standing).toEqual({
      level: 1,
      next: {
        level: 2,
        missing: [
          { requirement: 'daysSinceJoining', have: 7, need: 30 },
          { requirement: 'daysVisited', have: 3, need: 10 },
          { requirement: 'tasksCompleted', have: 0, need: 1 },
        ],
      },
    });
  });

  it('reaches Member and Regular only with every requirement met', () => {
    const member = {
      daysSinceJoining: 30,
      daysVisited: 10,
      repliesReceived: 3,
      tasksCompleted: 1,
      reviewsReceived: 0,
    };
    expect(trustLevelFor(member).level).toBe(2);
    expect(trustLevelFor({ ...member, tasksCompleted: 0 }).level).toBe(1);
    const regular = {
      daysSinceJoining: 60,
      daysVisited: 30,
      repliesReceived: 10,
      tasksCompleted: 5,
      reviewsReceived: 2,
    };
    expect(trustLevelFor(regular)).toEqual({ level: 3, next: null });
    expect(trustLevelFor({ ...regular, reviewsReceived: 1 })).toEqual({
      level: 2,
      next: { level: 3, missing: [{ requirement: 'reviewsReceived', have: 1, need: 2 }] },
    });
  });

  it('does not skip a level: Regular numbers without Basic visits stay at 0', () => {
    expect(
      trustLevelFor({
        daysSinceJoining: 90,
        daysVisited: 2,
        repliesReceived: 50,
        tasksCompleted: 9,
        reviewsReceived: 4,
      }).level,
    ).toBe(0);
  });
});

describe('new accounts', () => {
  it('counts whole days since joining', () => {
    expect(accountDays(daysBefore(0.5), NOW)).toBe(0);
    expect(accountDays(daysBefore(7), NOW)).toBe(7);
    expect(accountDays(daysBefore(-1), NOW)).toBe(0);
  });

  it('an account is new for exactly its first seven days', () => {
    const joined = daysBefore(7);
    expect(isNewAccount(joined, new Date(joined.getTime() + 7 * 86_400_000 - 1))).toBe(true);
    expect(isNewAccount(joined, NOW)).toBe(false);
    expect(newAccountUntil(joined)).toEqual(NOW);
  });

  it('a week-old pair liking each other earns nothing; one older account on either side earns', () => {
    // Both joined within the last week: a like, follow or review between them counts for nothing.
    expect(reactionCounts(daysBefore(6.9), daysBefore(1), NOW)).toBe(false);
    expect(reactionCounts(daysBefore(1), daysBefore(6.9), NOW)).toBe(false);
    expect(reactionCounts(daysBefore(0), daysBefore(0), NOW)).toBe(false);
    // One of them is past its first week.
    expect(reactionCounts(daysBefore(7), daysBefore(1), NOW)).toBe(true);
    expect(reactionCounts(daysBefore(1), daysBefore(30), NOW)).toBe(true);
    expect(reactionCounts(daysBefore(30), daysBefore(30), NOW)).toBe(true);
  });

  it('caps what a level-0 account earns a day, clamping the reward that crosses the cap', () => {
    expect(dailyEarnCapFor(0)).toBe(NEW_ACCOUNT_DAILY_EARN_CAP);
    expect(dailyEarnCapFor(1)).toBeNull();
    expect(dailyEarnCapFor(3)).toBeNull();
    expect(pointsUnderCap(1, 0, 5)).toBe(1);
    expect(pointsUnderCap(3, 4, 5)).toBe(1);
    expect(pointsUnderCap(2, 5, 5)).toBe(0);
    expect(pointsUnderCap(2, 9, 5)).toBe(0);
    expect(pointsUnderCap(5, 100, null)).toBe(5);
  });

  it('counts every activity reward toward the cap but the sign-up gift and claimed quests', () => {
    expect(countsTowardEarnCap('dailyLogin')).toBe(true);
    expect(countsTowardEarnCap('reaction')).toBe(true);
    expect(countsTowardEarnCap('project')).toBe(true);
    expect(countsTowardEarnCap('signUp')).toBe(false);
    expect(countsTowardEarnCap('weeklyQuest')).toBe(false);
  });
});
