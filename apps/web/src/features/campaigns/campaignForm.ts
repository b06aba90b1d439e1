import type {
  CampaignChannelCode,
  CampaignTypeCode,
  JobGroupCode,
  TCampaignAudienceInput,
  TCampaignInput,
} from '@sidecamp/domain';
import {
  CAMPAIGN_TARGET_EVERYONE,
  EXPERIENCE,
  JOB_GROUPS,
  jobCodesOfGroup,
  REGIONS,
  VISIT_PURPOSES,
} from '@sidecamp/domain/core';

/*
 * The new-campaign form as plain data, and the pure steps from it to the API's inputs: the job
 * checkbox tree (a checked group stands for the whole group), the audience the quote is asked for,
 * and the campaign that is sent.
 */

export type QuestionKind = 'single' | 'multiple' | 'text';
export type QuestionDraft = { id: string; kind: QuestionKind; prompt: string; options: string[] };

export type CampaignDraft = {
  type: CampaignTypeCode;
  title: string;
  body: string;
  questions: QuestionDraft[];
  /** Everyone, or the job groups and jobs in `targets`. */
  everyone: boolean;
  /** Chosen job groups ('04') and single jobs ('0403'); a job is never listed beside its group. */
  targets: string[];
  experience: string;
  visitPurpose: string;
  region: string;
  channel: CampaignChannelCode;
  /** A tester call to a booth's supporters instead of job targets. */
  boothId: number | null;
};

export const SURVEY_TYPE: CampaignTypeCode = '02';
export const TESTER_TYPE: CampaignTypeCode = '04';

export function emptyDraft(boothId: number | null = null): CampaignDraft {
  return {
    type: boothId === null ? SURVEY_TYPE : TESTER_TYPE,
    title: '',
    body: '',
    questions: boothId === null ? [newQuestion([])] : [],
    everyone: boothId !== null,
    targets: [],
    experience: '',
    visitPurpose: '',
    region: '',
    channel: '01',
    boothId,
  };
}

/** Whether a whole group, some of its jobs or none of them are chosen (for a mixed checkbox). */
export function groupState(targets: readonly string[], group: JobGroupCode): 'all' | 'some' | 'none' {
  if (targets.includes(group)) return 'all';
  return targets.some((code) => code.length === 4 && code.startsWith(group)) ? 'some' : 'none';
}

export function isJobChosen(targets: readonly string[], job: string): boolean {
  return targets.includes(job) || targets.includes(job.slice(0, 2));
}

/** Checking a group chooses all of it (its single jobs fold into it); unchecking clears it. */
export function toggleGroup(targets: readonly string[], group: JobGroupCode, on: boolean): string[] {
  const rest = targets.filter((code) => code !== group && !(code.length === 4 && code.startsWith(group)));
  return on ? [...rest, group] : rest;
}

/**
 * Checking a job adds it, and the group once every job of it is chosen; unchecking a job of a
 * chosen group leaves the group's other jobs chosen one by one.
 */
export function toggleJob(targets: readonly string[], job: string, on: boolean): string[] {
  const group = job.slice(0, 2);
  if (!JOB_GROUPS.isCode(group)) return [...targets];
  const jobs = jobCodesOfGroup(group);
  const chosen = new Set(
    targets.includes(group) ? jobs : targets.filter((code) => code.length === 4 && code.startsWith(group)),
  );
  if (on) chosen.add(job as (typeof jobs)[number]);
  else chosen.delete(job as (typeof jobs)[number]);
  const rest = targets.filter((code) => code !== group && !(code.length === 4 && code.startsWith(group)));
  if (chosen.size === jobs.length) return [...rest, group];
  return [...rest, ...jobs.filter((code) => chosen.has(code))];
}

/** The job targets as the API takes them: '00' for everyone (and for a booth's supporters). */
export function jobTargetsOf(draft: Pick<CampaignDraft, 'everyone' | 'targets' | 'boothId'>): string[] {
  if (draft.boothId !== null || draft.everyone) return [CAMPAIGN_TARGET_EVERYONE];
  return [...draft.targets];
}

const codeOrNull = <C extends string>(list: { isCode: (value: string) => value is C }, value: string) =>
  list.isCode(value) ? value : null;

/** What the quote is asked for: only the fields the audience and the price depend on. */
export function audienceOf(draft: CampaignDraft): TCampaignAudienceInput {
  const booth = draft.boothId !== null;
  return {
    type: draft.type,
    channel: draft.channel,
    jobTargets: jobTargetsOf(draft),
    experience: booth ? null : codeOrNull(EXPERIENCE, draft.experience),
    visitPurpose: booth ? null : codeOrNull(VISIT_PURPOSES, draft.visitPurpose),
    region: booth ? null : codeOrNull(REGIONS, draft.region),
    boothId: draft.boothId,
  };
}

/** The campaign to send: questions only for a survey, trimmed, without the options of a text question. */
export function inputOf(draft: CampaignDraft): TCampaignInput {
  return {
    ...audienceOf(draft),
    title: draft.title.trim(),
    body: draft.body.trim(),
    questions:
      draft.type === SURVEY_TYPE
        ? draft.questions.map((question) => ({
            id: question.id,
            kind: question.kind,
            prompt: question.prompt.trim(),
            options:
              question.kind === 'text'
                ? []
                : question.options.map((option) => option.trim()).filter((option) => option !== ''),
          }))
        : [],
  };
}

/** A new choice question with the next free id (q1, q2, …; ids are never reused in one draft). */
export function newQuestion(questions: readonly QuestionDraft[]): QuestionDraft {
  const used = questions.map((question) => Number(question.id.slice(1)) || 0);
  const next = Math.max(0, ...used) + 1;
  return { id: `q${next}`, kind: 'single', prompt: '', options: ['', ''] };
}
