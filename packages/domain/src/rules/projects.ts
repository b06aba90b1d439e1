import {
  type ApplicationStateCode,
  allowedNextStages,
  MEETING_MODES,
  type MeetingModeCode,
  PROJECT_STAGES,
  type ProjectStageCode,
} from '../codes/projects';
import { isRegionAllowedForMeetingMode, REGIONS } from '../codes/regions';
import type { FieldIssue } from '../errors';

/**
 * A person's role in one project as the members table stores it: 01 Leader, 02 Member, or
 * nothing. The spec's 99 Applicant is the application side (an application in review), never a
 * member row; `ProjectRelationRole` adds it for display.
 */
export type ProjectRole = '01' | '02' | null;
export type ProjectRelationRole = ProjectRole | '99';

export const LEADER_ROLE = '01' satisfies ProjectRole;
export const MEMBER_ROLE = '02' satisfies ProjectRole;
export const APPLICANT_ROLE = '99' satisfies ProjectRelationRole;

export const DRAFT_STAGE = '99' satisfies ProjectStageCode;
export const CLOSED_STAGE = '00' satisfies ProjectStageCode;
/** Publishing is the move out of Temp; F4.2 allows only Preparing as a published first stage. */
export const PUBLISHED_FIRST_STAGE = '01' satisfies ProjectStageCode;

/** Stages in which a project takes applications: the active ones (Preparing, In Progress, Developing). */
export const RECRUITING_STAGES: readonly ProjectStageCode[] = ['01', '02', '03'];

/** Stages the hub shows when no stage filter is given: every published one except Closed. */
export const HUB_DEFAULT_STAGES: readonly ProjectStageCode[] = PROJECT_STAGES.codes.filter(
  (stage) => stage !== DRAFT_STAGE && stage !== CLOSED_STAGE,
);

/**
 * A draft is its leader's alone: anyone else is told it does not exist. So is a draft closed
 * without ever being published (99 -> 00): closing must not reveal what was never shown.
 */
export function canViewProject(
  stage: ProjectStageCode,
  role: ProjectRole,
  everPublished: boolean = stage !== DRAFT_STAGE,
): boolean {
  return role === LEADER_ROLE || (stage !== DRAFT_STAGE && everPublished);
}

/** Positions, stage, members, settings, invitations, news, boost and deletion are the leader's. */
export function canManageProject(role: ProjectRole): boolean {
  return role === LEADER_ROLE;
}

/** The team answers questions on its own project: the leader and the members. */
export function canReplyToQuestions(role: ProjectRole): boolean {
  return role === LEADER_ROLE || role === MEMBER_ROLE;
}

/** Matching people to the open positions is a recruiting tool for the team. */
export function canSeeProjectMatches(role: ProjectRole): boolean {
  return role === LEADER_ROLE || role === MEMBER_ROLE;
}

/** A member may leave; the leader must hand over first so the project always has one leader. */
export function canResign(role: ProjectRole): boolean {
  return role === MEMBER_ROLE;
}

/** Leadership goes to a current member only (not an applicant, not an outsider, not the leader). */
export function canReceiveLeadership(role: ProjectRole): boolean {
  return role === MEMBER_ROLE;
}

/** The leader removes members; the leader cannot be removed (hand over instead). */
export function canBeRemoved(role: ProjectRole): boolean {
  return role === MEMBER_ROLE;
}

/** The author edits a question; the author or the leader (moderation) deletes it. */
export function canDeleteQuestion(role: ProjectRole, isAuthor: boolean): boolean {
  return isAuthor || role === LEADER_ROLE;
}

export function isRecruitingStage(stage: ProjectStageCode): boolean {
  return RECRUITING_STAGES.includes(stage);
}

export type RecruitingState = {
  stage: ProjectStageCode;
  openSeats: number;
  /** ISO date (YYYY-MM-DD) or null for "until the positions are filled". */
  recruitingDeadline: string | null;
};

/**
 * Recruiting: an active stage, at least one free seat in an open position, and the deadline (if
 * any) not passed. `today` is an ISO date so the rule stays pure; the deadline day itself counts.
 */
export function isRecruiting(project: RecruitingState, today: string): boolean {
  return (
    isRecruitingStage(project.stage) &&
    project.openSeats > 0 &&
    (project.recruitingDeadline === null || project.recruitingDeadline >= today)
  );
}

export function openSeatsOf(position: { headcount: number; filled: number }): number {
  return Math.max(0, position.headcount - position.filled);
}

/** A position with as many members as its headcount is full. */
export function isPositionFull(position: { headcount: number; filled: number }): boolean {
  return position.filled >= position.headcount;
}

const stageName = (stage: ProjectStageCode) => `${PROJECT_STAGES.label(stage)} (${stage})`;

/**
 * The 409 of a refused stage move names both stages by code and label, and what is allowed
 * instead, so the page can say it without a second request.
 */
export function describeForbiddenStageChange(from: ProjectStageCode, to: ProjectStageCode) {
  const allowed = allowedNextStages(from);
  const message =
    from === to
      ? `The project is already ${stageName(from)}.`
      : `A project cannot move from ${stageName(from)} to ${stageName(to)}.${
          allowed.length > 0
            ? ` From ${PROJECT_STAGES.label(from)} it can move to ${allowed.map(stageName).join(', ')}.`
            : ` ${PROJECT_STAGES.label(from)} is final.`
        }`;
  return {
    message,
    details: {
      from: { code: from, label: PROJECT_STAGES.label(from) },
      to: { code: to, label: PROJECT_STAGES.label(to) },
      allowed: allowed.map((code) => ({ code, label: PROJECT_STAGES.label(code) })),
    },
  };
}

/** The fields a project needs before it is published (and keeps needing while published). */
export type PublishableProject = {
  name: string;
  summary: string;
  description: string;
  platforms: readonly string[];
  workStyle: string | null;
  meetingMode: string | null;
  region: string | null;
};

/**
 * What is missing to publish, as 400 field issues. A draft may be saved half-filled (the wizard
 * saves per step); publishing needs everything a visitor of the hub reads.
 */
export function missingForPublish(project: PublishableProject): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (project.name.trim().length === 0) issues.push({ field: 'name', message: 'Give the project a name.' });
  if (project.summary.trim().length === 0)
    issues.push({ field: 'summary', message: 'Write a one-line summary.' });
  if (project.description.trim().length === 0)
    issues.push({ field: 'description', message: 'Describe the project.' });
  if (project.platforms.length === 0)
    issues.push({ field: 'platforms', message: 'Choose at least one platform (TBD is fine).' });
  if (project.workStyle === null) issues.push({ field: 'workStyle', message: 'Choose a work style.' });
  if (project.meetingMode === null) issues.push({ field: 'meetingMode', message: 'Choose a meeting mode.' });
  if (project.region === null) issues.push({ field: 'region', message: 'Choose a region.' });
  return issues;
}

/**
 * Spec point 3: the regions offered follow the meeting mode. Null when the pair is fine (or
 * incomplete: a draft may have one without the other), otherwise the message for `region`.
 */
export function regionProblem(meetingMode: string | null, region: string | null): string | null {
  if (meetingMode === null || region === null) return null;
  if (!MEETING_MODES.isCode(meetingMode) || !REGIONS.isCode(region)) return null;
  if (isRegionAllowedForMeetingMode(meetingMode as MeetingModeCode, region)) return null;
  const mode = MEETING_MODES.label(meetingMode);
  return meetingMode === '01'
    ? `${mode} projects use region ${REGIONS.label('KR00')} (KR00), not ${REGIONS.label(region)} (${region}).`
    : `${mode} projects need a real region, not ${REGIONS.label(region)} (${region}).`;
}

/** Who moves an application: the person applying, or the project's leader. */
export type ApplicationActor = 'applicant' | 'leader';

/**
 * Application states (spec: "transition rules: not shown"; ours):
 * - 99 Draft -> 01 Review: the applicant sends it.
 * - 01 Review -> 99 Draft: the applicant cancels; the answers stay so it can be sent again.
 * - 01 Review -> 02 Success or 03 Rejected: the leader decides. Both are final.
 */
const APPLICATION_MOVES: ReadonlyArray<{
  from: ApplicationStateCode;
  to: ApplicationStateCode;
  actor: ApplicationActor;
}> = [
  { from: '99', to: '01', actor: 'applicant' },
  { from: '01', to: '99', actor: 'applicant' },
  { from: '01', to: '02', actor: 'leader' },
  { from: '01', to: '03', actor: 'leader' },
];

export function canChangeApplicationState(
  from: ApplicationStateCode,
  to: ApplicationStateCode,
  actor: ApplicationActor,
): boolean {
  return APPLICATION_MOVES.some((move) => move.from === from && move.to === to && move.actor === actor);
}

/** Draft and Review applications are "active": one per person and position at a time. */
export const ACTIVE_APPLICATION_STATES: readonly ApplicationStateCode[] = ['99', '01'];

/**
 * A sent application answers every question of the leader; a draft may leave some empty.
 * Returns a 400 issue per unanswered question (field `answers.<index>`).
 */
export function unansweredQuestions(questions: readonly string[], answers: readonly string[]): FieldIssue[] {
  const issues: FieldIssue[] = [];
  questions.forEach((question, index) => {
    if ((answers[index] ?? '').trim().length === 0)
      issues.push({ field: `answers.${index}`, message: `Answer "${question}".` });
  });
  if (answers.length > questions.length)
    issues.push({
      field: 'answers',
      message: `The project asks ${questions.length} question(s); send one answer per question.`,
    });
  return issues;
}
