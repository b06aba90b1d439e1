import { describe, expect, it } from 'vitest';
import {
  isLeaderQuiet,
  LEADER_INACTIVE_DAYS,
  MEMBER_ACTIVE_DAYS,
  mostActiveMember,
  noticeEnds,
  SUCCESSION_NOTICE_DAYS,
  type SuccessionMember,
  successionState,
} from './succession';

const NOW = new Date('2026-06-30T12:00:00Z');
const daysAgo = (days: number, from = NOW) => new Date(from.getTime() - days * 86_400_000);
const member = (userNo: number, activeDaysAgo: number | null, tasksDone = 0, joinedDaysAgo = 100) =>
  ({
    userNo,
    lastActiveAt: activeDaysAgo === null ? null : daysAgo(activeDaysAgo),
    tasksDone,
    joinedAt: daysAgo(joinedDaysAgo),
  }) satisfies SuccessionMember;

describe('a quiet leader', () => {
  it('is quiet after LEADER_INACTIVE_DAYS without activity, and when never active', () => {
    expect(LEADER_INACTIVE_DAYS).toBe(30);
    expect(isLeaderQuiet(daysAgo(29), NOW)).toBe(false);
    expect(isLeaderQuiet(daysAgo(30), NOW)).toBe(true);
    expect(isLeaderQuiet(null, NOW)).toBe(true);
  });
  it('a notice lets the lead be claimed SUCCESSION_NOTICE_DAYS after it opened', () => {
    expect(noticeEnds(NOW)).toEqual(new Date('2026-07-07T12:00:00Z'));
    expect(SUCCESSION_NOTICE_DAYS).toBe(7);
  });
});

describe('the most active member', () => {
  it('is the one active on the latest day', () => {
    expect(mostActiveMember([member(2, 5, 9), member(3, 1), member(4, 3)], NOW)).toBe(3);
  });
  it('breaks a tie of the same day by tasks done, then by who joined first, then by number', () => {
    const sameDay = (userNo: number, tasksDone: number, joinedDaysAgo: number) => ({
      ...member(userNo, 0, tasksDone, joinedDaysAgo),
      lastActiveAt: new Date(`2026-06-30T0${userNo}:00:00Z`),
    });
    expect(mostActiveMember([sameDay(2, 1, 50), sameDay(3, 4, 10)], NOW)).toBe(3);
    expect(mostActiveMember([sameDay(2, 4, 10), sameDay(3, 4, 50)], NOW)).toBe(3);
    expect(mostActiveMember([sameDay(5, 4, 50), sameDay(3, 4, 50)], NOW)).toBe(3);
  });
  it('counts only members active within MEMBER_ACTIVE_DAYS', () => {
    expect(mostActiveMember([member(2, MEMBER_ACTIVE_DAYS + 1), member(3, null)], NOW)).toBeNull();
    expect(mostActiveMember([member(2, MEMBER_ACTIVE_DAYS - 1)], NOW)).toBe(2);
  });
});

describe('succession state', () => {
  const members = [member(2, 2), member(3, 20)];

  it('leaves an active leader alone', () => {
    expect(successionState({ leaderLastActiveAt: daysAgo(3), members, notice: null, now: NOW })).toEqual({
      kind: 'leaderActive',
    });
  });
  it('a leader inactive past the limit gets a notice naming the would-be successor', () => {
    expect(successionState({ leaderLastActiveAt: daysAgo(31), members, notice: null, now: NOW })).toEqual({
      kind: 'leaderQuiet',
      claimableAt: noticeEnds(NOW),
      successorNo: 2,
    });
  });
  it('during the notice, the lead cannot be claimed yet', () => {
    const notice = { openedAt: daysAgo(3), claimableAt: noticeEnds(daysAgo(3)) };
    expect(successionState({ leaderLastActiveAt: daysAgo(34), members, notice, now: NOW })).toEqual({
      kind: 'notice',
      claimableAt: notice.claimableAt,
      successorNo: 2,
    });
  });
  it('a notice the job found ended is claimable even if this clock is earlier', () => {
    const notice = { openedAt: daysAgo(-30), claimableAt: noticeEnds(daysAgo(-30)), ended: true };
    expect(successionState({ leaderLastActiveAt: daysAgo(5), members, notice, now: NOW })).toEqual({
      kind: 'claimable',
      successorNo: 2,
    });
  });
  it('after the notice, the most active member can claim the lead', () => {
    const notice = { openedAt: daysAgo(8), claimableAt: noticeEnds(daysAgo(8)) };
    expect(successionState({ leaderLastActiveAt: daysAgo(40), members, notice, now: NOW })).toEqual({
      kind: 'claimable',
      successorNo: 2,
    });
  });
  it('a leader who returns within the notice keeps the lead, and so does one back after it', () => {
    const notice = { openedAt: daysAgo(3), claimableAt: noticeEnds(daysAgo(3)) };
    expect(successionState({ leaderLastActiveAt: daysAgo(1), members, notice, now: NOW }).kind).toBe(
      'leaderReturned',
    );
    const ended = { openedAt: daysAgo(9), claimableAt: noticeEnds(daysAgo(9)) };
    expect(successionState({ leaderLastActiveAt: daysAgo(1), members, notice: ended, now: NOW }).kind).toBe(
      'leaderReturned',
    );
  });
  it('with no active member after the notice, the project is adoptable', () => {
    const notice = { openedAt: daysAgo(8), claimableAt: noticeEnds(daysAgo(8)) };
    const quietMembers = [member(2, 40), member(3, null)];
    expect(
      successionState({ leaderLastActiveAt: daysAgo(45), members: quietMembers, notice, now: NOW }).kind,
    ).toBe('adoptable');
    expect(successionState({ leaderLastActiveAt: null, members: [], notice, now: NOW }).kind).toBe(
      'adoptable',
    );
  });
});
