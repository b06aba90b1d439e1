import { JOB_CODES, JOB_GROUPS, jobGroupOf } from '../codes/jobs';
import { SKILL_LEVELS, VISIT_PURPOSES } from '../codes/people';
import { MEETING_MODES } from '../codes/projects';
import { REGION_NOT_RELEVANT, REGIONS } from '../codes/regions';

/**
 * Match scoring for the member finder (F5.2): one person against one open position of a project.
 * Every criterion says whether it matched, how many points it gave and why, so the page can show
 * the score with its explanation. Pure and deterministic: the server ranks with it, tests pin it.
 */
export type MatchCriterion = 'jobCode' | 'jobGroup' | 'skillLevel' | 'region' | 'techStacks' | 'visitPurpose';

/** Points per criterion; they add up to 100 so a score reads as a percentage. */
export const MATCH_WEIGHTS: Readonly<Record<MatchCriterion, number>> = {
  jobCode: 30,
  jobGroup: 10,
  skillLevel: 20,
  region: 15,
  techStacks: 15,
  visitPurpose: 10,
};

export const MATCH_MAX_SCORE = Object.values(MATCH_WEIGHTS).reduce((sum, points) => sum + points, 0);

/** A sub job matches less than the main job: the person does it, but not first. */
const SUB_JOB_POINTS = 20;
const POINTS_PER_SHARED_STACK = 5;

export type MatchPerson = {
  mainJobDetail: string | null;
  subJobDetail: string | null;
  skillLevel: string | null;
  region: string | null;
  techStacks: readonly string[];
  visitPurpose: string | null;
};

export type MatchOpening = {
  jobCode: string;
  skillLevel: string;
  meetingMode: string | null;
  region: string | null;
  techStacks: readonly string[];
};

export type MatchReason = {
  criterion: MatchCriterion;
  matched: boolean;
  points: number;
  maxPoints: number;
  explanation: string;
};

export type MatchScore = { score: number; maxScore: number; reasons: MatchReason[] };

const jobLabel = (code: string) => (JOB_CODES.isCode(code) ? JOB_CODES.label(code) : code);
const regionLabel = (code: string) => (REGIONS.isCode(code) ? REGIONS.label(code) : code);
const skillLabel = (code: string) => (SKILL_LEVELS.isCode(code) ? SKILL_LEVELS.label(code) : code);

/** Gyeonggi (KR02) contains its southern (KR18) and northern (KR19) parts. */
const GYEONGGI = new Set(['KR02', 'KR18', 'KR19']);

function sameArea(a: string, b: string): boolean {
  return a === b || (GYEONGGI.has(a) && GYEONGGI.has(b));
}

export type RegionFit = 'full' | 'partial' | 'none';

/**
 * Whether a person can take part given the project's meeting mode (spec point 3):
 * - 01 online only: location never matters.
 * - 00 online and offline: the same area (or a project region of "not relevant") fits fully;
 *   elsewhere the person can still join online, which fits partly.
 * - 02 offline only: only the same area fits.
 */
export function regionFit(
  meetingMode: string | null,
  projectRegion: string | null,
  personRegion: string | null,
): RegionFit {
  if (meetingMode === '01') return 'full';
  if (projectRegion === null || meetingMode === null) return 'none';
  if (meetingMode === '00' && projectRegion === REGION_NOT_RELEVANT) return 'full';
  if (personRegion !== null && personRegion !== REGION_NOT_RELEVANT && sameArea(personRegion, projectRegion))
    return 'full';
  return meetingMode === '00' ? 'partial' : 'none';
}

/** Tech stacks compare case-insensitively ("react" and "React" are one stack); the opening's spelling is kept. */
export function sharedTechStacks(person: readonly string[], opening: readonly string[]): string[] {
  const mine = new Set(person.map((stack) => stack.trim().toLowerCase()));
  const seen = new Set<string>();
  return opening.filter((stack) => {
    const key = stack.trim().toLowerCase();
    if (!mine.has(key) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function jobReasons(person: MatchPerson, opening: MatchOpening): MatchReason[] {
  const wanted = opening.jobCode;
  const exact: MatchReason =
    person.mainJobDetail === wanted
      ? {
          criterion: 'jobCode',
          matched: true,
          points: MATCH_WEIGHTS.jobCode,
          maxPoints: MATCH_WEIGHTS.jobCode,
          explanation: `Main job is ${jobLabel(wanted)}, the position's job.`,
        }
      : person.subJobDetail === wanted
        ? {
            criterion: 'jobCode',
            matched: true,
            points: SUB_JOB_POINTS,
            maxPoints: MATCH_WEIGHTS.jobCode,
            explanation: `Sub job is ${jobLabel(wanted)}, the position's job.`,
          }
        : {
            criterion: 'jobCode',
            matched: false,
            points: 0,
            maxPoints: MATCH_WEIGHTS.jobCode,
            explanation: `Neither main nor sub job is ${jobLabel(wanted)}.`,
          };
  const group = jobGroupOf(wanted);
  const groups = [person.mainJobDetail, person.subJobDetail].map((job) => (job ? jobGroupOf(job) : null));
  const sameGroup = group !== null && groups.includes(group);
  const groupReason: MatchReason = {
    criterion: 'jobGroup',
    matched: sameGroup,
    points: sameGroup ? MATCH_WEIGHTS.jobGroup : 0,
    maxPoints: MATCH_WEIGHTS.jobGroup,
    explanation:
      group === null
        ? 'The position names no job group.'
        : sameGroup
          ? `Works in ${JOB_GROUPS.label(group)}, the position's job group.`
          : `Does not work in ${JOB_GROUPS.label(group)}.`,
  };
  return [exact, groupReason];
}

function skillReason(person: MatchPerson, opening: MatchOpening): MatchReason {
  const required = opening.skillLevel;
  const max = MATCH_WEIGHTS.skillLevel;
  if (person.skillLevel === null)
    return {
      criterion: 'skillLevel',
      matched: false,
      points: 0,
      maxPoints: max,
      explanation: `No skill level on the profile (${skillLabel(required)} needed).`,
    };
  // Codes 01..05 are ordered, so their string order is their level order.
  const enough = person.skillLevel >= required;
  return {
    criterion: 'skillLevel',
    matched: enough,
    points: enough ? max : 0,
    maxPoints: max,
    explanation: enough
      ? `Skill level ${skillLabel(person.skillLevel)} meets ${skillLabel(required)}.`
      : `Skill level ${skillLabel(person.skillLevel)} is below ${skillLabel(required)}.`,
  };
}

function regionReason(person: MatchPerson, opening: MatchOpening): MatchReason {
  const max = MATCH_WEIGHTS.region;
  const fit = regionFit(opening.meetingMode, opening.region, person.region);
  const mode =
    opening.meetingMode && MEETING_MODES.isCode(opening.meetingMode)
      ? MEETING_MODES.label(opening.meetingMode)
      : 'Meeting mode not set';
  const where = opening.region ? regionLabel(opening.region) : 'no region';
  const explanation =
    opening.meetingMode === '01'
      ? 'Online only: location does not matter.'
      : fit === 'full'
        ? opening.region === REGION_NOT_RELEVANT
          ? `${mode}, region not relevant.`
          : person.region && person.region !== opening.region
            ? `Based in ${regionLabel(person.region)}, near ${where} where the team meets (${mode.toLowerCase()}).`
            : `Based in ${where}, where the team meets (${mode.toLowerCase()}).`
        : fit === 'partial'
          ? `Can join online; the team meets in ${where}.`
          : person.region === null
            ? `No region on the profile; the team meets in ${where} (${mode.toLowerCase()}).`
            : `Based in ${regionLabel(person.region)}; the team meets in ${where} (${mode.toLowerCase()}).`;
  const points = fit === 'full' ? max : fit === 'partial' ? Math.floor(max / 2) : 0;
  return { criterion: 'region', matched: fit !== 'none', points, maxPoints: max, explanation };
}

function stackReason(person: MatchPerson, opening: MatchOpening): MatchReason {
  const max = MATCH_WEIGHTS.techStacks;
  const shared = sharedTechStacks(person.techStacks, opening.techStacks);
  if (opening.techStacks.length === 0)
    return {
      criterion: 'techStacks',
      matched: false,
      points: 0,
      maxPoints: max,
      explanation: 'The project lists no tech stack.',
    };
  return {
    criterion: 'techStacks',
    matched: shared.length > 0,
    points: Math.min(max, shared.length * POINTS_PER_SHARED_STACK),
    maxPoints: max,
    explanation:
      shared.length > 0 ? `Shares ${shared.join(', ')}.` : 'Shares none of the project’s tech stacks.',
  };
}

function purposeReason(person: MatchPerson): MatchReason {
  const looking = person.visitPurpose === '01';
  return {
    criterion: 'visitPurpose',
    matched: looking,
    points: looking ? MATCH_WEIGHTS.visitPurpose : 0,
    maxPoints: MATCH_WEIGHTS.visitPurpose,
    explanation: looking
      ? `Here ${VISIT_PURPOSES.label('01').toLowerCase()}.`
      : person.visitPurpose && VISIT_PURPOSES.isCode(person.visitPurpose)
        ? `Here for: ${VISIT_PURPOSES.label(person.visitPurpose).toLowerCase()}.`
        : 'No visit purpose on the profile.',
  };
}

export function scoreMatch(person: MatchPerson, opening: MatchOpening): MatchScore {
  const reasons = [
    ...jobReasons(person, opening),
    skillReason(person, opening),
    regionReason(person, opening),
    stackReason(person, opening),
    purposeReason(person),
  ];
  return {
    score: reasons.reduce((sum, reason) => sum + reason.points, 0),
    maxScore: MATCH_MAX_SCORE,
    reasons,
  };
}

/** Highest score first; ties keep a stable order by the caller's key (newest people or projects first). */
export function rankByScore<T extends { score: number; key: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.score - a.score || b.key - a.key);
}
