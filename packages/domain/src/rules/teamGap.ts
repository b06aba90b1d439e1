import { JOB_CODES, JOB_GROUPS, type JobGroupCode, jobGroupOf } from '../codes/jobs';
import { SKILL_LEVELS } from '../codes/people';
import { MEETING_MODES, PLATFORMS, PROJECT_STAGES, WORK_STYLES } from '../codes/projects';
import { REGION_NOT_RELEVANT, REGIONS } from '../codes/regions';
import { type MatchPerson, regionFit } from './matching';

/**
 * Team-gap matching (F5.2): how much a person would add to a team, not only how well they fit one
 * open position. In order of weight: filling an open position, covering a job group or job that no
 * member covers, bringing a tech stack the project lists and nobody has, and balancing seniority.
 * The person's own preferences (must-have, flexible, don't-care per criterion) then filter and
 * lower: a failed must-have removes the match (null), a failed flexible one costs points.
 * Pure and deterministic: the server stores the ranked results, tests pin them on fixed teams.
 */

export const PREFERENCE_IMPORTANCE = ['must', 'flexible', 'any'] as const;
export type PreferenceImportance = (typeof PREFERENCE_IMPORTANCE)[number];

export const PREFERENCE_CRITERIA = [
  'region',
  'workStyle',
  'meetingMode',
  'weeklyHours',
  'stage',
  'platform',
] as const;
export type PreferenceCriterion = (typeof PREFERENCE_CRITERIA)[number];

/** The stages a person can prefer: the ones in which projects recruit. */
export const PREFERABLE_STAGES = ['01', '02', '03'] as const;

/** Weekly time bands; projects do not state one yet, so the criterion is judged only when they do. */
export const WEEKLY_HOURS = ['01', '02', '03', '04'] as const;
export const WEEKLY_HOURS_LABELS: Record<(typeof WEEKLY_HOURS)[number], string> = {
  '01': 'Up to 5 hours',
  '02': '5–10 hours',
  '03': '10–20 hours',
  '04': 'More than 20 hours',
};

/** One criterion: which values the person accepts and how much that matters. No values: nothing to check. */
export type PreferenceRule = { importance: PreferenceImportance; values: string[] };
export type MatchPreferences = Record<PreferenceCriterion, PreferenceRule>;

export const DEFAULT_MATCH_PREFERENCES: MatchPreferences = {
  region: { importance: 'any', values: [] },
  workStyle: { importance: 'any', values: [] },
  meetingMode: { importance: 'any', values: [] },
  weeklyHours: { importance: 'any', values: [] },
  stage: { importance: 'any', values: [] },
  platform: { importance: 'any', values: [] },
};

export type TeamMember = Pick<MatchPerson, 'mainJobDetail' | 'subJobDetail' | 'skillLevel' | 'techStacks'>;
export type TeamOpening = { id?: number; jobCode: string; skillLevel: string };
export type TeamProject = {
  region: string | null;
  meetingMode: string | null;
  workStyle: string | null;
  stage: string;
  platforms: readonly string[];
  techStacks: readonly string[];
  /** A WEEKLY_HOURS code when the project states one. */
  weeklyHours?: string | null;
};
export type Team = { project: TeamProject; members: readonly TeamMember[]; openings: readonly TeamOpening[] };
export type TeamGapCandidate = MatchPerson & { nickname: string; preferences?: MatchPreferences | null };

export type TeamGapKind = 'openPosition' | 'jobGroup' | 'job' | 'techStack' | 'seniority' | 'reach';
export type TeamGapReason = { kind: TeamGapKind; points: number; explanation: string };
export type TeamGapMatch = {
  score: number;
  maxScore: number;
  /** What the person adds, strongest first. */
  gaps: TeamGapReason[];
  /** Flexible preferences the project misses (each cost FLEXIBLE_MISS_POINTS). */
  preferenceMisses: string[];
  /** One sentence: the main gap, then who the person is ("Your team has no designer; Mina is …"). */
  explanation: string;
  /** The open position the person would fill, if any. */
  positionId: number | null;
};

export const TEAM_GAP_WEIGHTS: Readonly<Record<TeamGapKind, number>> = {
  openPosition: 40,
  jobGroup: 20,
  job: 10,
  techStack: 10,
  seniority: 10,
  reach: 10,
};
export const TEAM_GAP_MAX_SCORE = Object.values(TEAM_GAP_WEIGHTS).reduce((sum, points) => sum + points, 0);
export const FLEXIBLE_MISS_POINTS = 10;
const SUB_JOB_POSITION_POINTS = 30;
const GROUP_POSITION_POINTS = 10;
const POINTS_PER_NEW_STACK = 5;

const GROUP_NOUNS: Record<JobGroupCode, string> = {
  '01': 'business specialist',
  '02': 'planner',
  '03': 'designer',
  '04': 'engineer',
  '05': 'operations or QA specialist',
};

/** What a person in each group's jobs is called after the job's label ("QA/testing specialist"). */
const JOB_SUFFIXES: Record<JobGroupCode, string> = {
  '01': 'specialist',
  '02': 'planner',
  '03': 'designer',
  '04': 'engineer',
  '05': 'specialist',
};

/** "an iOS engineer", "an HR specialist" (an acronym said letter by letter), "a UI/UX designer". */
const article = (noun: string) =>
  /^[AEIOaeio]|^[AEFHILMNORSX][A-Z]/.test(noun) ? `an ${noun}` : `a ${noun}`;
const skillLabel = (code: string | null) =>
  code && SKILL_LEVELS.isCode(code) ? SKILL_LEVELS.label(code) : null;
const regionLabel = (code: string) => (REGIONS.isCode(code) ? REGIONS.label(code) : code);

/** "UI/UX designer", "Backend engineer", "Product manager/owner": the job said as a person. */
export function jobPersonNoun(code: string): string {
  const label = JOB_CODES.isCode(code) ? JOB_CODES.label(code) : code;
  const group = jobGroupOf(code);
  if (!group || code === '0000') return 'someone';
  const noun = /(manager|owner|architect)/i.test(label)
    ? label
    : /planning$/i.test(label)
      ? label.replace(/planning$/i, 'planner')
      : `${label} ${JOB_SUFFIXES[group]}`;
  // "Backend engineer" reads "backend engineer" mid-sentence; "UI/UX", "iOS" and "HR" keep their case.
  return /^[A-Z][a-z]/.test(noun) ? noun.charAt(0).toLowerCase() + noun.slice(1) : noun;
}

const jobsOf = (person: Pick<MatchPerson, 'mainJobDetail' | 'subJobDetail'>) =>
  [person.mainJobDetail, person.subJobDetail].filter((job): job is string => job !== null && job !== '0000');
const groupsOf = (person: Pick<MatchPerson, 'mainJobDetail' | 'subJobDetail'>) =>
  new Set(
    jobsOf(person)
      .map(jobGroupOf)
      .filter((group): group is JobGroupCode => group !== null),
  );
const lower = (stack: string) => stack.trim().toLowerCase();

function positionGap(
  team: Team,
  person: TeamGapCandidate,
): (TeamGapReason & { positionId: number | null }) | null {
  let best: (TeamGapReason & { positionId: number | null }) | null = null;
  for (const opening of team.openings) {
    const skilled = person.skillLevel !== null && person.skillLevel >= opening.skillLevel;
    const base =
      person.mainJobDetail === opening.jobCode
        ? TEAM_GAP_WEIGHTS.openPosition
        : person.subJobDetail === opening.jobCode
          ? SUB_JOB_POSITION_POINTS
          : groupsOf(person).has(jobGroupOf(opening.jobCode) as JobGroupCode)
            ? GROUP_POSITION_POINTS
            : 0;
    // Below the position's level the seat is still filled, with less confidence.
    const points = skilled ? base : Math.floor(base / 2);
    if (points > 0 && (!best || points > best.points)) {
      const level = skillLabel(opening.skillLevel);
      best = {
        kind: 'openPosition',
        points,
        positionId: opening.id ?? null,
        explanation: `Your team has an open ${jobPersonNoun(opening.jobCode)} position${level ? ` (${level})` : ''}`,
      };
    }
  }
  return best;
}

function coverageGaps(team: Team, person: TeamGapCandidate): TeamGapReason[] {
  const teamGroups = new Set(team.members.flatMap((member) => [...groupsOf(member)]));
  const teamJobs = new Set(team.members.flatMap(jobsOf));
  const gaps: TeamGapReason[] = [];
  const main = jobsOf(person);
  const newGroup = main.map(jobGroupOf).find((group) => group !== null && !teamGroups.has(group));
  // A new job group brings a new job too: one reason with both weights, said once.
  if (newGroup)
    gaps.push({
      kind: 'jobGroup',
      points: TEAM_GAP_WEIGHTS.jobGroup + TEAM_GAP_WEIGHTS.job,
      explanation: `Your team has no ${GROUP_NOUNS[newGroup as JobGroupCode]}`,
    });
  const newJob = main.find((job) => !teamJobs.has(job));
  if (newJob && !newGroup)
    gaps.push({
      kind: 'job',
      points: TEAM_GAP_WEIGHTS.job,
      explanation: `Your team has no ${jobPersonNoun(newJob)}`,
    });
  const known = new Set(team.members.flatMap((member) => member.techStacks.map(lower)));
  const mine = new Set(person.techStacks.map(lower));
  const fresh = team.project.techStacks.filter((stack) => mine.has(lower(stack)) && !known.has(lower(stack)));
  if (fresh.length > 0)
    gaps.push({
      kind: 'techStack',
      points: Math.min(TEAM_GAP_WEIGHTS.techStack, fresh.length * POINTS_PER_NEW_STACK),
      explanation: `Nobody on your team knows ${fresh.join(', ')}`,
    });
  return gaps;
}

/** A team whose most skilled member is below the person gains from them; codes 01..05 sort by level. */
function seniorityGap(team: Team, person: TeamGapCandidate): TeamGapReason | null {
  if (person.skillLevel === null) return null;
  const levels = team.members
    .map((member) => member.skillLevel)
    .filter((level): level is string => level !== null);
  const top = levels.reduce<string | null>((max, level) => (max === null || level > max ? level : max), null);
  if (top !== null && person.skillLevel <= top) return null;
  if (person.skillLevel < '03') return null;
  return {
    kind: 'seniority',
    points: TEAM_GAP_WEIGHTS.seniority,
    explanation:
      top === null
        ? `Your team has no stated skill levels yet`
        : `Your team's most skilled member is at ${skillLabel(top)} level`,
  };
}

/** How the person can take part: online, in the team's area, or online while the team also meets offline. */
function reach(team: Team, person: TeamGapCandidate): { reason: TeamGapReason | null; words: string } {
  const fit = regionFit(team.project.meetingMode, team.project.region, person.region);
  const where = person.region && person.region !== REGION_NOT_RELEVANT ? regionLabel(person.region) : null;
  const words =
    team.project.meetingMode === '01'
      ? 'online'
      : fit === 'full'
        ? where
          ? `in ${where}`
          : 'online'
        : fit === 'partial'
          ? 'can join online'
          : where
            ? `in ${where}, away from the team`
            : 'region unknown';
  const points = fit === 'full' ? TEAM_GAP_WEIGHTS.reach : fit === 'partial' ? TEAM_GAP_WEIGHTS.reach / 2 : 0;
  return {
    reason: points > 0 ? { kind: 'reach', points, explanation: `Can take part ${words}` } : null,
    words,
  };
}

/** Whether the project satisfies one preference; undefined when there is nothing to judge. */
function preferenceHolds(
  criterion: PreferenceCriterion,
  rule: PreferenceRule,
  project: TeamProject,
  person: MatchPerson,
) {
  const values = new Set(rule.values);
  switch (criterion) {
    case 'region': {
      if (project.meetingMode === '01' || project.region === REGION_NOT_RELEVANT) return true;
      if (values.size === 0) return regionFit(project.meetingMode, project.region, person.region) !== 'none';
      return [...values].some((region) => regionFit(project.meetingMode, project.region, region) !== 'none');
    }
    case 'workStyle':
      return values.size === 0 || project.workStyle === null ? undefined : values.has(project.workStyle);
    case 'meetingMode':
      return values.size === 0 || project.meetingMode === null ? undefined : values.has(project.meetingMode);
    case 'weeklyHours':
      return values.size === 0 || !project.weeklyHours ? undefined : values.has(project.weeklyHours);
    case 'stage':
      return values.size === 0 ? undefined : values.has(project.stage);
    case 'platform':
      return values.size === 0 || project.platforms.length === 0
        ? undefined
        : project.platforms.some((platform) => values.has(platform));
  }
}

const PREFERENCE_WORDS: Record<PreferenceCriterion, (project: TeamProject) => string> = {
  region: (project) => `meets in ${project.region ? regionLabel(project.region) : 'an unknown region'}`,
  workStyle: (project) =>
    `works ${project.workStyle && WORK_STYLES.isCode(project.workStyle) ? WORK_STYLES.label(project.workStyle).toLowerCase() : 'another way'}`,
  meetingMode: (project) =>
    `meets ${project.meetingMode && MEETING_MODES.isCode(project.meetingMode) ? MEETING_MODES.label(project.meetingMode).toLowerCase() : 'another way'}`,
  weeklyHours: (project) =>
    `asks ${project.weeklyHours && project.weeklyHours in WEEKLY_HOURS_LABELS ? WEEKLY_HOURS_LABELS[project.weeklyHours as (typeof WEEKLY_HOURS)[number]].toLowerCase() : 'other hours'} a week`,
  stage: (project) =>
    `is ${PROJECT_STAGES.isCode(project.stage) ? PROJECT_STAGES.label(project.stage).toLowerCase() : 'at another stage'}`,
  platform: (project) =>
    `builds for ${project.platforms.map((code) => (PLATFORMS.isCode(code) ? PLATFORMS.label(code) : code)).join(', ')}`,
};

/** The person's preferences against the project: null when a must-have fails, else the flexible misses. */
export function checkPreferences(project: TeamProject, person: TeamGapCandidate): string[] | null {
  const preferences = person.preferences ?? DEFAULT_MATCH_PREFERENCES;
  const misses: string[] = [];
  for (const criterion of PREFERENCE_CRITERIA) {
    const rule = preferences[criterion];
    if (rule.importance === 'any') continue;
    if (preferenceHolds(criterion, rule, project, person) !== false) continue;
    if (rule.importance === 'must') return null;
    misses.push(`The project ${PREFERENCE_WORDS[criterion](project)}`);
  }
  return misses;
}

/** Who the person is, in a few words: "Mina is a UI/UX designer, Intermediate, online". */
function portrait(person: TeamGapCandidate, where: string): string {
  const job =
    person.mainJobDetail && person.mainJobDetail !== '0000'
      ? article(jobPersonNoun(person.mainJobDetail))
      : null;
  const parts = [job ?? 'open to any role', skillLabel(person.skillLevel), where].filter(Boolean);
  return `${person.nickname} is ${parts.join(', ')}`;
}

/**
 * What the candidate adds to the team, or null when one of their must-have preferences fails.
 * Members of the team should not be passed as candidates (the caller leaves them out).
 */
export function scoreTeamGap(team: Team, person: TeamGapCandidate): TeamGapMatch | null {
  const misses = checkPreferences(team.project, person);
  if (misses === null) return null;
  const position = positionGap(team, person);
  const { reason: reachReason, words } = reach(team, person);
  const seniority = seniorityGap(team, person);
  const gaps = [
    ...(position
      ? [{ kind: position.kind, points: position.points, explanation: position.explanation }]
      : []),
    ...coverageGaps(team, person),
    ...(seniority ? [seniority] : []),
    ...(reachReason ? [reachReason] : []),
  ];
  const raw = gaps.reduce((sum, gap) => sum + gap.points, 0);
  const score = Math.max(0, raw - misses.length * FLEXIBLE_MISS_POINTS);
  const lead = gaps.find((gap) => gap.kind !== 'reach');
  const explanation = `${lead ? `${lead.explanation}; ` : ''}${portrait(person, words)}`;
  return {
    score,
    maxScore: TEAM_GAP_MAX_SCORE,
    gaps,
    preferenceMisses: misses,
    explanation,
    positionId: position?.positionId ?? null,
  };
}

/** Whether a scored match adds anything to the team beyond being able to take part. */
export const fillsAGap = (match: TeamGapMatch) => match.gaps.some((gap) => gap.kind !== 'reach');

/** Best first; ties keep the caller's order key (newest first). */
export function rankTeamGap<T extends { match: TeamGapMatch; key: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.match.score - a.match.score || b.key - a.key);
}

/** Groups of the job codes a team covers, for display ("Your team: Engineering, Design"). */
export const teamJobGroups = (members: readonly TeamMember[]) =>
  [...new Set(members.flatMap((member) => [...groupsOf(member)]))]
    .filter((group): group is JobGroupCode => JOB_GROUPS.isCode(group))
    .sort();

/** Suggested teammates are the leader's recruiting tool: the leader (role 01) only. */
export const canSeeSuggestedCandidates = (role: '01' | '02' | null): boolean => role === '01';

/**
 * The main gap as the candidate reads it on their home ("The team has no designer"): the stored
 * explanation speaks to the leader ("Your team has no designer; Mina is …").
 */
export function gapForCandidate(gaps: readonly Pick<TeamGapReason, 'kind' | 'explanation'>[]): string {
  const lead = gaps.find((gap) => gap.kind !== 'reach') ?? gaps[0];
  if (!lead) return 'The team could use you';
  return lead.explanation
    .replace(/^Your team/, 'The team')
    .replace(/^Nobody on your team/, 'Nobody on the team')
    .replace(/your team/g, 'the team');
}
