import { type CodeOf, defineCodes } from './defineCodes';

/** Job groups (spec point 3): the first two digits of every four-digit job code. */
export const JOB_GROUPS = defineCodes([
  { code: '01', label: 'Business' },
  { code: '02', label: 'Product Planning' },
  { code: '03', label: 'Design' },
  { code: '04', label: 'Engineering' },
  { code: '05', label: 'Others' },
] as const);
export type JobGroupCode = CodeOf<typeof JOB_GROUPS>;

/**
 * Four-digit job codes (spec point 3), used for a profile's main and sub job, open positions
 * and campaign targeting. Labels are the spec's wording in sentence case.
 */
export const JOB_CODES = defineCodes([
  { code: '0000', label: 'Not Specified' },
  { code: '0101', label: 'Business planning' },
  { code: '0102', label: 'Marketing/growth' },
  { code: '0103', label: 'Finance' },
  { code: '0104', label: 'Sales' },
  { code: '0106', label: 'Strategy/consulting' },
  { code: '0107', label: 'HR' },
  { code: '0201', label: 'Project manager' },
  { code: '0202', label: 'Product manager/owner' },
  { code: '0203', label: 'UX/product planning' },
  { code: '0204', label: 'Content planning' },
  { code: '0301', label: 'UI/UX' },
  { code: '0302', label: 'Graphic/visual' },
  { code: '0303', label: 'Motion/interaction' },
  { code: '0304', label: 'Brand' },
  { code: '0305', label: '3D' },
  { code: '0401', label: 'iOS' },
  { code: '0402', label: 'Android' },
  { code: '0403', label: 'Web frontend' },
  { code: '0404', label: 'Cross-platform' },
  { code: '0405', label: 'Desktop' },
  { code: '0406', label: 'Backend' },
  { code: '0407', label: 'Big data/DS' },
  { code: '0408', label: 'AI/ML' },
  { code: '0409', label: 'Architect' },
  { code: '0410', label: 'Security' },
  { code: '0411', label: 'Cloud/DevOps' },
  { code: '0501', label: 'Operation' },
  { code: '0502', label: 'QA/testing' },
  { code: '0503', label: 'Other' },
] as const);
export type JobCode = CodeOf<typeof JOB_CODES>;

/** The "anyone / not specified" job code. */
export const JOB_CODE_ANY = '0000' satisfies JobCode;

/**
 * The spec labels 0000 two ways: 'Not Specified' on a profile (the default label in JOB_CODES)
 * and 'All Jobs' where it is a filter or a target (project hub filters, campaign targeting).
 */
export const JOB_CODE_ANY_LABELS = { profile: 'Not Specified', filter: 'All Jobs' } as const;

/** Campaign target code meaning "every user" (spec point 3: "Job code 00 targets everyone"). */
export const CAMPAIGN_TARGET_EVERYONE = '00';

/** The group of a job code, or null for 0000 and anything that is not a known job code. */
export function jobGroupOf(jobCode: string): JobGroupCode | null {
  if (!JOB_CODES.isCode(jobCode) || jobCode === JOB_CODE_ANY) return null;
  const group = jobCode.slice(0, 2);
  return JOB_GROUPS.isCode(group) ? group : null;
}

/** Every job code of a group, in the spec's order (0000 belongs to no group). */
export function jobCodesOfGroup(group: JobGroupCode): JobCode[] {
  return JOB_CODES.codes.filter((code) => code !== JOB_CODE_ANY && code.startsWith(group));
}

/**
 * Whether a campaign's CPG_JOB_TARGET (comma-separated codes) reaches a user with this job code.
 * - '00' targets everyone (spec). '0000' is the spec's "anyone" job code ('All Jobs'), so it does too.
 * - A two-digit group code ('04') reaches every job of that group: the spec's '00' shows targets may
 *   be two-digit, and a campaign for "all engineers" is the natural use.
 * - A four-digit code matches exactly.
 * A user without a job (null, empty, '0000') is reached only by an everyone-target.
 */
export function campaignTargetsJob(cpgJobTarget: string, userJobCode: string | null | undefined): boolean {
  const targets = cpgJobTarget
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
  if (targets.some((target) => target === CAMPAIGN_TARGET_EVERYONE || target === JOB_CODE_ANY)) return true;
  const job = userJobCode?.trim() ?? '';
  if (job === '' || job === JOB_CODE_ANY) return false;
  return targets.some((target) => target === job || (target.length === 2 && job.startsWith(target)));
}
