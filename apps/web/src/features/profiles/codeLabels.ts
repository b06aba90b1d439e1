import { type CodeList, JOB_CODES, JOB_GROUPS } from '@sidecamp/domain';

/**
 * The label of a code from a domain list; null for a missing value, the raw code for one this page
 * does not know (a server newer than the page should not make it crash).
 */
export function codeLabel<C extends string>(
  list: CodeList<C>,
  code: string | null | undefined,
): string | null {
  if (code === null || code === undefined || code === '') return null;
  return list.isCode(code) ? list.label(code) : code;
}

/** "Web frontend · Engineering": a job with its group, as people read it. */
export function jobWithGroup(job: string | null, group: string | null): string | null {
  const jobLabel = codeLabel(JOB_CODES, job);
  if (!jobLabel) return null;
  const groupLabel = codeLabel(JOB_GROUPS, group ?? job?.slice(0, 2));
  return groupLabel ? `${jobLabel} · ${groupLabel}` : jobLabel;
}
