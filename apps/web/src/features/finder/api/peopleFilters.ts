import {
  EXPERIENCE,
  type ExperienceCode,
  JOB_CODE_ANY,
  JOB_CODES,
  JOB_GROUPS,
  type JobCode,
  type JobGroupCode,
  jobGroupOf,
  OCCUPATION_STATUS,
  type OccupationStatusCode,
  REGIONS,
  type RegionCode,
  SKILL_LEVELS,
  type SkillLevelCode,
  VISIT_PURPOSES,
  type VisitPurposeCode,
  ZTechStack,
} from '@sidecamp/domain';

/** The member finder's filters (F5.1); the address keeps them so a link reproduces the search. */
export type PeopleFilters = {
  q: string;
  jobGroup: JobGroupCode | null;
  jobCode: JobCode | null;
  skillLevel: SkillLevelCode | null;
  experience: ExperienceCode | null;
  region: RegionCode | null;
  occupationStatus: OccupationStatusCode | null;
  visitPurpose: VisitPurposeCode | null;
  techStack: string;
};

export const EMPTY_PEOPLE_FILTERS: PeopleFilters = {
  q: '',
  jobGroup: null,
  jobCode: null,
  skillLevel: null,
  experience: null,
  region: null,
  occupationStatus: null,
  visitPurpose: null,
  techStack: '',
};

const CODE_FIELDS = [
  'jobGroup',
  'jobCode',
  'skillLevel',
  'experience',
  'region',
  'occupationStatus',
  'visitPurpose',
] as const;

function code<C extends string>(isCode: (value: unknown) => value is C, value: string | null): C | null {
  return isCode(value) ? value : null;
}

/** Reads the filters from the address; values the server would refuse are dropped, not sent. */
export function readPeopleFilters(params: URLSearchParams): PeopleFilters {
  let jobCode = code(JOB_CODES.isCode, params.get('jobCode'));
  if (jobCode === JOB_CODE_ANY) jobCode = null;
  const jobGroup = code(JOB_GROUPS.isCode, params.get('jobGroup')) ?? (jobCode ? jobGroupOf(jobCode) : null);
  if (jobCode && jobGroup && !jobCode.startsWith(jobGroup)) jobCode = null;
  const stack = ZTechStack.safeParse(params.get('techStack') ?? '');
  return {
    q: (params.get('q') ?? '').trim().slice(0, 60),
    jobGroup,
    jobCode,
    skillLevel: code(SKILL_LEVELS.isCode, params.get('skillLevel')),
    experience: code(EXPERIENCE.isCode, params.get('experience')),
    region: code(REGIONS.isCode, params.get('region')),
    occupationStatus: code(OCCUPATION_STATUS.isCode, params.get('occupationStatus')),
    visitPurpose: code(VISIT_PURPOSES.isCode, params.get('visitPurpose')),
    techStack: stack.success ? stack.data : '',
  };
}

/** The filters as address (and API) parameters; the names are the API's. */
export function peopleFiltersToParams(filters: PeopleFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  for (const key of CODE_FIELDS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (filters.techStack) params.set('techStack', filters.techStack);
  return params;
}

export function peopleFilterCount(filters: PeopleFilters): number {
  return CODE_FIELDS.filter((key) => filters[key] !== null).length + (filters.techStack ? 1 : 0);
}
