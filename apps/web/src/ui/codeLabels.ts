import type { CodeList } from '@sidecamp/domain';
import { JOB_CODES, JOB_GROUPS, PROJECT_STAGES, SKILL_LEVELS } from '@sidecamp/domain/core';

/**
 * The label of a code from a domain list; null for a missing value and the raw code for one this
 * page does not know, so a server newer than the page shows something instead of crashing.
 */
export function codeLabel<C extends string>(
  list: CodeList<C>,
  code: string | null | undefined,
): string | null {
  if (code === null || code === undefined || code === '') return null;
  return list.isCode(code) ? list.label(code) : code;
}

/** "Web frontend": the job a position or person is for. */
export function jobLabel(code: string | null | undefined): string {
  return codeLabel(JOB_CODES, code) ?? '';
}

export function skillLabel(code: string | null | undefined): string {
  return codeLabel(SKILL_LEVELS, code) ?? '';
}

export function stageLabel(code: string | null | undefined): string {
  return codeLabel(PROJECT_STAGES, code) ?? '';
}

/** "Web frontend · Engineering": a job with its group, as people read it. */
export function jobWithGroup(job: string | null, group: string | null): string | null {
  const jobName = codeLabel(JOB_CODES, job);
  if (!jobName) return null;
  const groupLabel = codeLabel(JOB_GROUPS, group ?? job?.slice(0, 2));
  return groupLabel ? `${jobName} · ${groupLabel}` : jobName;
}
