import type { CampaignChannelCode, CampaignTypeCode } from '../codes/campaigns';
import { CAMPAIGN_TARGET_EVERYONE, JOB_CODE_ANY, JOB_CODES, JOB_GROUPS } from '../codes/jobs';
import type { NotificationChannelCode, ProfileVisibilityCode } from '../codes/notifications';
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

/**
 * The fewest people a campaign may reach, and the smallest count a quote tells exactly (k of
 * k-anonymity, ours). Below it a quote answers "fewer than k" and sending is refused: an exact
 * count of a narrow audience would tell the sender who is in it, one filter at a time.
 */
export const CAMPAIGN_MIN_AUDIENCE = 5;

/** A count as a quote may tell it: exact from CAMPAIGN_MIN_AUDIENCE up, otherwise null ("fewer than k"). */
export function campaignCountShown(count: number): number | null {
  return count >= CAMPAIGN_MIN_AUDIENCE ? count : null;
}

/**
 * The profile visibilities that let a logged-in member see experience, visit purpose and region,
 * and so let a campaign target by them. A private ("Only me") profile, or one an admin hid, is
 * never matched by an attribute it hides (it is still reached by job, which every person reference
 * shows, and by a newsletter it subscribed to).
 */
export const CAMPAIGN_TARGETABLE_VISIBILITY = [
  'public',
  'members',
] as const satisfies readonly ProfileVisibilityCode[];

/** Whether a campaign may select this person by experience, visit purpose or region. */
export function targetableByProfile(visibility: string | null, hiddenByAdmin: boolean): boolean {
  return (
    !hiddenByAdmin && (CAMPAIGN_TARGETABLE_VISIBILITY as readonly string[]).includes(visibility ?? 'public')
  );
}

/** What this server can deliver, as far as campaign channels care. */
export type CampaignDelivery = { push: boolean };

/** Why a channel cannot be chosen on this server; the web words each reason. */
export type CampaignChannelAbsence = 'push_not_configured';

/** Null when this server can deliver the channel, else why not (push needs the VAPID keys). */
export function campaignChannelAbsence(
  channel: CampaignChannelCode,
  delivery: CampaignDelivery,
): CampaignChannelAbsence | null {
  const needsPush = (CAMPAIGN_CHANNEL_NEEDS[channel] as readonly NotificationChannelCode[]).includes('push');
  return needsPush && !delivery.push ? 'push_not_configured' : null;
}

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
