/**
 * Leader succession and adoption (F4.4): when a project's leader goes quiet, its members are told,
 * and after a notice the most active member may take the lead; a project nobody is active in any
 * more can be adopted by one of its followers. Pure rules: the server's job, its routes and the
 * project page all ask `successionState` with the same facts.
 */

/** A leader with no log-in and no activity in the project for this many days is quiet. */
export const LEADER_INACTIVE_DAYS = 30;
/** How long the members' notice runs before the lead can be claimed; the leader keeps it by returning. */
export const SUCCESSION_NOTICE_DAYS = 7;
/** A member counts as active with a log-in or project activity within this many days. */
export const MEMBER_ACTIVE_DAYS = 14;
/** The follower's short message when adopting a project. */
export const ADOPTION_MESSAGE_MAX = 500;

const DAY_MS = 86_400_000;

export type SuccessionMember = {
  userNo: number;
  /** Latest log-in or activity in the project (timeline, tasks); null if none is known. */
  lastActiveAt: Date | null;
  /** Tasks of the project this member completed. */
  tasksDone: number;
  joinedAt: Date;
};

export type SuccessionNoticeFacts = {
  openedAt: Date;
  claimableAt: Date;
  /** The daily job found the notice ended (it may run `--as-of` a later time, as tests and demos do). */
  ended?: boolean;
};

export type SuccessionFacts = {
  leaderLastActiveAt: Date | null;
  /** The members other than the leader. */
  members: readonly SuccessionMember[];
  /** The open notice, if one was opened and is neither closed nor claimed. */
  notice: SuccessionNoticeFacts | null;
  now: Date;
};

export type SuccessionState =
  /** Nothing to do: the leader is active (or came back before a notice was opened). */
  | { kind: 'leaderActive' }
  /** The leader is quiet and no notice is open yet: the job opens one. */
  | { kind: 'leaderQuiet'; claimableAt: Date; successorNo: number | null }
  /** A notice is open but the leader acted after it opened: it closes, the leader keeps the lead. */
  | { kind: 'leaderReturned' }
  /** The notice runs until `claimableAt`; `successorNo` would take the lead if it ended now. */
  | { kind: 'notice'; claimableAt: Date; successorNo: number | null }
  /** The notice ran out: `successorNo`, the most active member, may take the lead. */
  | { kind: 'claimable'; successorNo: number }
  /** The notice ran out and no member is active: a follower may adopt the project. */
  | { kind: 'adoptable' };

const isAfter = (at: Date | null, limit: Date) => at !== null && at.getTime() > limit.getTime();
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The member who would take the lead: among members active within MEMBER_ACTIVE_DAYS, the one
 * active most recently, compared by UTC day (so a page load a minute later does not decide);
 * then the one with more tasks done; then the one who joined first; then the lower user number.
 * Null when no member is active.
 */
export function mostActiveMember(members: readonly SuccessionMember[], now: Date): number | null {
  const since = new Date(now.getTime() - MEMBER_ACTIVE_DAYS * DAY_MS);
  const active = members.filter((member) => isAfter(member.lastActiveAt, since));
  active.sort((a, b) => {
    const dayA = utcDay(a.lastActiveAt as Date);
    const dayB = utcDay(b.lastActiveAt as Date);
    if (dayA !== dayB) return dayA > dayB ? -1 : 1;
    if (a.tasksDone !== b.tasksDone) return b.tasksDone - a.tasksDone;
    if (a.joinedAt.getTime() !== b.joinedAt.getTime()) return a.joinedAt.getTime() - b.joinedAt.getTime();
    return a.userNo - b.userNo;
  });
  return active[0]?.userNo ?? null;
}

/** Whether a leader last active at `lastActiveAt` is quiet at `now`. */
export function isLeaderQuiet(lastActiveAt: Date | null, now: Date): boolean {
  return !isAfter(lastActiveAt, new Date(now.getTime() - LEADER_INACTIVE_DAYS * DAY_MS));
}

/** When a notice opened at `openedAt` lets a member take the lead. */
export function noticeEnds(openedAt: Date): Date {
  return new Date(openedAt.getTime() + SUCCESSION_NOTICE_DAYS * DAY_MS);
}

/**
 * Where a project's succession stands. A leader who acts after a notice opened keeps the lead
 * (however late, as long as nobody took it yet). Once the notice runs out, the most active member
 * may claim the lead; with no active member the project is adoptable, which therefore needs the
 * leader quiet for at least LEADER_INACTIVE_DAYS + SUCCESSION_NOTICE_DAYS.
 */
export function successionState(facts: SuccessionFacts): SuccessionState {
  const { leaderLastActiveAt, members, notice, now } = facts;
  const successorNo = mostActiveMember(members, now);
  if (notice === null) {
    if (!isLeaderQuiet(leaderLastActiveAt, now)) return { kind: 'leaderActive' };
    return { kind: 'leaderQuiet', claimableAt: noticeEnds(now), successorNo };
  }
  if (isAfter(leaderLastActiveAt, notice.openedAt)) return { kind: 'leaderReturned' };
  if (notice.ended !== true && now.getTime() < notice.claimableAt.getTime())
    return { kind: 'notice', claimableAt: notice.claimableAt, successorNo };
  return successorNo === null ? { kind: 'adoptable' } : { kind: 'claimable', successorNo };
}
