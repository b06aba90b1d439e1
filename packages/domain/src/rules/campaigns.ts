import type { CampaignChannelCode, CampaignTypeCode } from '../codes/campaigns';
import { CAMPAIGN_TARGET_EVERYONE, JOB_CODE_ANY, JOB_CODES, JOB_GROUPS } from '../codes/jobs';
import type { NotificationChannelCode } from '../codes/notifications';
import {
  CAMPAIGN_CHANNEL_LEDGER_CODE,
  CAMPAIGN_TYPE_LEDGER_CODE,
  LIMIT_TABLE_BY_CHANNEL,
  ledgerEntryOf,
  type PointLedgerCode,
} from '../codes/points';

/*
 * Campaigns (F15): who a campaign reaches, what it costs and when an admin must approve it.
 * Targeting by job is campaignTargetsJob in codes/jobs.ts ('00' everyone, '04' a whole job group,
 * '0403' one job).
 */

/**
 * A campaign to more people than this on its channel waits for an admin's approval (the spec's
 * limit table, read as documented on LIMIT_TABLE_BY_LEDGER_CODE): 50 in-app, 100 with push, 50 by e-mail.
 */
export const CAMPAIGN_APPROVAL_THRESHOLD = LIMIT_TABLE_BY_CHANNEL;

/** The most people one campaign reaches; a wider audience is asked to narrow its targets. */
export const CAMPAIGN_MAX_RECIPIENTS = 2000;

/**
 * Points per 10 recipients on each channel (ours): reaching someone's inbox or phone costs more
 * than a line in their alarm centre. Charged under the channel's usage code (D33-D35).
 */
export const CAMPAIGN_POINTS_PER_10_RECIPIENTS = { '01': 1, '02': 2, '03': 2 } as const satisfies Record<
  CampaignChannelCode,
  number
>;

/**
 * A fixed fee per campaign by type (ours), charged under the type's usage code (D36-D39): a survey,
 * interview or tester call collects and keeps responses, a newsletter only delivers.
 */
export const CAMPAIGN_TYPE_FEE = { '01': 1, '02': 2, '03': 2, '04': 2 } as const satisfies Record<
  CampaignTypeCode,
  number
>;

/**
 * Which of a person's notification switches (the "Campaigns from members" kind) must be on for
 * a campaign on this channel to reach them. Someone with a switch off is neither counted nor charged.
 */
export const CAMPAIGN_CHANNEL_NEEDS = {
  '01': ['in_app'],
  '02': ['in_app', 'push'],
  '03': ['email'],
} as const satisfies Record<CampaignChannelCode, readonly NotificationChannelCode[]>;

export type CampaignCostLine = { code: PointLedgerCode; label: string; points: number };
export type CampaignCost = { lines: CampaignCostLine[]; total: number };

/** What sending costs: the channel's usage per recipient and the type's fee, as ledger lines. */
export function campaignCost(
  type: CampaignTypeCode,
  channel: CampaignChannelCode,
  recipients: number,
): CampaignCost {
  const channelCode = CAMPAIGN_CHANNEL_LEDGER_CODE[channel];
  const typeCode = CAMPAIGN_TYPE_LEDGER_CODE[type];
  const lines: CampaignCostLine[] = [
    {
      code: channelCode,
      label: ledgerEntryOf(channelCode).label,
      points: Math.ceil((Math.max(0, recipients) * CAMPAIGN_POINTS_PER_10_RECIPIENTS[channel]) / 10),
    },
    { code: typeCode, label: ledgerEntryOf(typeCode).label, points: CAMPAIGN_TYPE_FEE[type] },
  ];
  return { lines, total: lines.reduce((sum, line) => sum + line.points, 0) };
}

export function needsCampaignApproval(channel: CampaignChannelCode, recipients: number): boolean {
  return recipients > CAMPAIGN_APPROVAL_THRESHOLD[channel];
}

/** A code a campaign may target: '00' or '0000' (everyone), a job group ('04') or a job ('0403'). */
export function isCampaignTargetCode(code: string): boolean {
  return code === CAMPAIGN_TARGET_EVERYONE || JOB_GROUPS.isCode(code) || JOB_CODES.isCode(code);
}

/**
 * The stored CPG_JOB_TARGET for chosen codes: comma-separated, each once, in the order chosen;
 * any everyone-code makes it just '00', and a job inside a chosen group is left to the group.
 */
export function campaignJobTargetOf(codes: readonly string[]): string {
  const chosen = [...new Set(codes.map((code) => code.trim()).filter(isCampaignTargetCode))];
  if (
    chosen.length === 0 ||
    chosen.some((code) => code === CAMPAIGN_TARGET_EVERYONE || code === JOB_CODE_ANY)
  )
    return CAMPAIGN_TARGET_EVERYONE;
  const groups = new Set(chosen.filter((code) => code.length === 2));
  return chosen.filter((code) => code.length === 2 || !groups.has(code.slice(0, 2))).join(',');
}

/** How a campaign's recipients respond: subscribe to a newsletter, answer a survey, sign up for the rest. */
export const CAMPAIGN_RESPONSE_KIND = {
  '01': 'subscribe',
  '02': 'answer',
  '03': 'signup',
  '04': 'signup',
} as const satisfies Record<CampaignTypeCode, 'subscribe' | 'answer' | 'signup'>;

export type CampaignQuestion = {
  id: string;
  kind: 'single' | 'multiple' | 'text';
  prompt: string;
  options: string[];
};
export type CampaignAnswers = Record<string, string | string[]>;

/** Longest short-text answer to a survey question. */
export const CAMPAIGN_TEXT_ANSWER_MAX = 500;

/**
 * Whether answers fit a survey's questions: every question answered, a single choice one of its
 * options, a multiple choice one or more distinct options, a text 1..CAMPAIGN_TEXT_ANSWER_MAX
 * characters, nothing for a question that is not there. The problem names the question's id.
 */
export function surveyAnswersProblem(
  questions: readonly CampaignQuestion[],
  answers: CampaignAnswers,
): { questionId: string; message: string } | null {
  const known = new Set(questions.map((question) => question.id));
  const stray = Object.keys(answers).find((id) => !known.has(id));
  if (stray) return { questionId: stray, message: 'This survey has no such question.' };
  for (const question of questions) {
    const answer = answers[question.id];
    const missing = { questionId: question.id, message: 'Answer this question.' };
    if (answer === undefined) return missing;
    if (question.kind === 'text') {
      if (typeof answer !== 'string' || answer.trim() === '') return missing;
      if (answer.length > CAMPAIGN_TEXT_ANSWER_MAX)
        return { questionId: question.id, message: `Write at most ${CAMPAIGN_TEXT_ANSWER_MAX} characters.` };
      continue;
    }
    const picked = typeof answer === 'string' ? [answer] : answer;
    if (picked.length === 0) return missing;
    if (question.kind === 'single' && (typeof answer !== 'string' || picked.length !== 1))
      return { questionId: question.id, message: 'Pick one option.' };
    if (new Set(picked).size !== picked.length)
      return { questionId: question.id, message: 'Pick each option once.' };
    if (picked.some((option) => !question.options.includes(option)))
      return { questionId: question.id, message: 'Pick one of the listed options.' };
  }
  return null;
}
