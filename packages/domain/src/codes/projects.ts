import { type CodeOf, defineCodes } from './defineCodes';

/** Project stage codes (spec point 3), in the spec's order. */
export const PROJECT_STAGES = defineCodes([
  { code: '99', label: 'Temp' },
  { code: '00', label: 'Closed' },
  { code: '01', label: 'Preparing' },
  { code: '02', label: 'In Progress' },
  { code: '03', label: 'Developing' },
  { code: '04', label: 'Suspended' },
  { code: '05', label: 'Completed' },
  { code: '06', label: 'Completed (Archived)' },
] as const);
export type ProjectStageCode = CodeOf<typeof PROJECT_STAGES>;

/** The simpler status scale the spec uses for feed announcements of a status change (P008). */
export const PROJECT_STATUS_SCALE = defineCodes([
  { code: '01', label: 'Planning' },
  { code: '02', label: 'In Progress' },
  { code: '03', label: 'Review' },
  { code: '04', label: 'Done' },
] as const);
export type ProjectStatusScaleCode = CodeOf<typeof PROJECT_STATUS_SCALE>;

/**
 * Task stages. The spec prints them as identifiers ('plan', 'inProgress', ...), kept in
 * TASK_STAGE_KEYS; the labels are those words made readable for display.
 */
export const TASK_STAGES = defineCodes([
  { code: '01', label: 'Plan' },
  { code: '02', label: 'In Progress' },
  { code: '03', label: 'Review' },
  { code: '04', label: 'Done' },
] as const);
export type TaskStageCode = CodeOf<typeof TASK_STAGES>;

/** The spec's own names of the task stages, e.g. for board column ids. */
export const TASK_STAGE_KEYS = {
  '01': 'plan',
  '02': 'inProgress',
  '03': 'review',
  '04': 'done',
} as const satisfies Record<TaskStageCode, string>;

export const MEMBER_ROLES = defineCodes([
  { code: '99', label: 'Applicant' },
  { code: '01', label: 'Leader' },
  { code: '02', label: 'Member' },
] as const);
export type MemberRoleCode = CodeOf<typeof MEMBER_ROLES>;

/** Application / position states. */
export const APPLICATION_STATES = defineCodes([
  { code: '99', label: 'Draft' },
  { code: '01', label: 'Review' },
  { code: '02', label: 'Success' },
  { code: '03', label: 'Rejected' },
] as const);
export type ApplicationStateCode = CodeOf<typeof APPLICATION_STATES>;

export const PLATFORMS = defineCodes([
  { code: '00', label: 'TBD' },
  { code: '01', label: 'Web' },
  { code: '02', label: 'Android' },
  { code: '03', label: 'iOS' },
  { code: '04', label: 'Desktop' },
  { code: '05', label: 'Cloud/SaaS' },
] as const);
export type PlatformCode = CodeOf<typeof PLATFORMS>;

export const WORK_STYLES = defineCodes([
  { code: '01', label: 'Remote' },
  { code: '02', label: 'Hybrid' },
  { code: '03', label: 'On-site' },
  { code: '04', label: 'Flexible' },
] as const);
export type WorkStyleCode = CodeOf<typeof WORK_STYLES>;

/** Meeting / online mode; it decides which regions may be chosen (see regions.ts). */
export const MEETING_MODES = defineCodes([
  { code: '00', label: 'Online and offline' },
  { code: '01', label: 'Online only' },
  { code: '02', label: 'Offline only' },
] as const);
export type MeetingModeCode = CodeOf<typeof MEETING_MODES>;

/**
 * Allowed project stage moves. The spec says "not shown"; this is docs/FEATURES.md F4.2:
 * - Temp -> Preparing (publishing a draft).
 * - Preparing <-> In Progress <-> Developing (one step either way).
 * - Any active stage (01, 02, 03) -> Suspended. Which stage a project was suspended from is not
 *   stored in the stage itself, so Suspended may resume to any active stage.
 * - In Progress or Developing -> Completed -> Completed (Archived).
 * - Every stage except Closed -> Closed; Closed is final.
 */
const NEXT_STAGES: Record<ProjectStageCode, readonly ProjectStageCode[]> = {
  '99': ['01', '00'],
  '01': ['02', '04', '00'],
  '02': ['01', '03', '04', '05', '00'],
  '03': ['02', '04', '05', '00'],
  '04': ['01', '02', '03', '00'],
  '05': ['06', '00'],
  '06': ['00'],
  '00': [],
};

/** The stages a project in `from` may move to (never `from` itself). */
export function allowedNextStages(from: ProjectStageCode): readonly ProjectStageCode[] {
  return NEXT_STAGES[from];
}

/** Whether a project may move from one stage to another; staying put is not a change, so false. */
export function canChangeProjectStage(from: ProjectStageCode, to: ProjectStageCode): boolean {
  return NEXT_STAGES[from].includes(to);
}

/**
 * A task moves one stage forward or back on the board (or is dropped where it was). Jumping
 * stages (plan -> done) is refused so a drag cannot skip review by accident; the spec's separate
 * "complete task" action is a different rule and not bound by this one.
 */
export function canMoveTask(from: TaskStageCode, to: TaskStageCode): boolean {
  const distance = TASK_STAGES.codes.indexOf(to) - TASK_STAGES.codes.indexOf(from);
  return Math.abs(distance) <= 1;
}

/** The hub's sort orders (F4.5). */
export const HUB_SORTS = ['newest', 'popular', 'endingSoon'] as const;
export type HubSort = (typeof HUB_SORTS)[number];
