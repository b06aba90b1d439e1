import type {
  HubSort,
  JobCode,
  JobGroupCode,
  MeetingModeCode,
  PlatformCode,
  ProjectStageCode,
  RegionCode,
  WorkStyleCode,
} from '@sidecamp/domain';
import {
  HUB_SORTS,
  isRegionAllowedForMeetingMode,
  JOB_CODE_ANY,
  JOB_CODES,
  JOB_GROUPS,
  jobGroupOf,
  MEETING_MODES,
  PLATFORMS,
  PROJECT_STAGES,
  REGIONS,
  WORK_STYLES,
} from '@sidecamp/domain/core';

/** The hub's view: text, filters and sort. The address keeps it, so a link reproduces the view. */
export type HubFilters = {
  q: string;
  jobGroup: JobGroupCode | null;
  jobCode: JobCode | null;
  stage: ProjectStageCode | null;
  platform: PlatformCode | null;
  workStyle: WorkStyleCode | null;
  meetingMode: MeetingModeCode | null;
  region: RegionCode | null;
  recruiting: boolean;
  newOnly: boolean;
  sort: HubSort;
};

export const EMPTY_HUB_FILTERS: HubFilters = {
  q: '',
  jobGroup: null,
  jobCode: null,
  stage: null,
  platform: null,
  workStyle: null,
  meetingMode: null,
  region: null,
  recruiting: false,
  newOnly: false,
  sort: 'newest',
};

/** The filter fields that narrow the list (not the text and not the sort). */
export const HUB_FILTER_FIELDS = [
  'jobGroup',
  'jobCode',
  'stage',
  'platform',
  'workStyle',
  'meetingMode',
  'region',
  'recruiting',
  'newOnly',
] as const;
export type HubFilterField = (typeof HUB_FILTER_FIELDS)[number];

const Q_MAX = 100;

function code<C extends string>(isCode: (value: unknown) => value is C, value: string | null): C | null {
  return isCode(value) ? value : null;
}

const flag = (value: string | null) => value === '1' || value === 'true';

/**
 * Reads the view from the address. Anything the server would refuse (an unknown code, a job
 * outside its group, a region the meeting mode does not offer, a draft stage) is dropped, so a
 * hand-edited link still shows a list instead of an error.
 */
export function readHubFilters(params: URLSearchParams): HubFilters {
  let jobCode = code(JOB_CODES.isCode, params.get('jobCode'));
  if (jobCode === JOB_CODE_ANY) jobCode = null;
  // A job alone in the address brings its group, so the two pickers show what is filtered.
  const jobGroup = code(JOB_GROUPS.isCode, params.get('jobGroup')) ?? (jobCode ? jobGroupOf(jobCode) : null);
  if (jobCode && jobGroup && !jobCode.startsWith(jobGroup)) jobCode = null;
  const stage = code(PROJECT_STAGES.isCode, params.get('stage'));
  const meetingMode = code(MEETING_MODES.isCode, params.get('meetingMode'));
  let region = code(REGIONS.isCode, params.get('region'));
  if (region && meetingMode && !isRegionAllowedForMeetingMode(meetingMode, region)) region = null;
  const sort = params.get('sort');
  return {
    q: (params.get('q') ?? '').trim().slice(0, Q_MAX),
    jobGroup,
    jobCode,
    stage: stage === '99' ? null : stage,
    platform: code(PLATFORMS.isCode, params.get('platform')),
    workStyle: code(WORK_STYLES.isCode, params.get('workStyle')),
    meetingMode,
    region,
    recruiting: flag(params.get('recruiting')),
    newOnly: flag(params.get('newOnly')),
    sort: HUB_SORTS.find((item) => item === sort) ?? 'newest',
  };
}

/**
 * The same view as address parameters, defaults left out. The names are the API's, so the page's
 * address and its request read alike.
 */
export function hubFiltersToParams(filters: HubFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  for (const key of [
    'jobGroup',
    'jobCode',
    'stage',
    'platform',
    'workStyle',
    'meetingMode',
    'region',
  ] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (filters.recruiting) params.set('recruiting', '1');
  if (filters.newOnly) params.set('newOnly', '1');
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  return params;
}

/** How many narrowing filters are on (for the phone's "Filters (3)" button). */
export function activeFilterCount(filters: HubFilters): number {
  return HUB_FILTER_FIELDS.filter((field) => Boolean(filters[field])).length;
}

/** Clears one filter and whatever depended on it (a job code needs its group, a region its mode). */
export function withoutFilter(filters: HubFilters, field: HubFilterField): HubFilters {
  const next: HubFilters = { ...filters };
  switch (field) {
    case 'recruiting':
    case 'newOnly':
      next[field] = false;
      break;
    case 'jobGroup':
      next.jobGroup = null;
      next.jobCode = null;
      break;
    default:
      next[field] = null;
  }
  return next;
}
