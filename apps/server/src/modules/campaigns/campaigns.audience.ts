import {
  CAMPAIGN_CHANNEL_NEEDS,
  CAMPAIGN_MAX_RECIPIENTS,
  CAMPAIGN_TARGET_EVERYONE,
  type CampaignChannelCode,
  campaignJobTargetOf,
  defaultNotificationEnabled,
  JOB_CODE_ANY,
  type ZCampaignAudienceInput,
} from '@sidecamp/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Queryable, rowsOf } from '../../db/client';
import { personMutes, pushSubscriptions } from '../alarms';
import { users } from '../auth';
import { boothSupporters } from '../booths';
import { notificationPreferences, profiles } from '../profiles';
import { newsletterSubscriptions } from './campaigns.tables';

/** A campaign's audience after parsing: the stored CPG_JOB_TARGET and the optional filters. */
export type Audience = {
  senderNo: number;
  type: string;
  channel: CampaignChannelCode;
  jobTarget: string;
  experience: string | null;
  visitPurpose: string | null;
  region: string | null;
  boothId: number | null;
};

export function audienceOf(senderNo: number, input: z.output<typeof ZCampaignAudienceInput>): Audience {
  return {
    senderNo,
    type: input.type,
    channel: input.channel,
    // A booth's tester call goes to its supporters whatever their job.
    jobTarget: input.boothId === null ? campaignJobTargetOf(input.jobTargets) : CAMPAIGN_TARGET_EVERYONE,
    experience: input.experience,
    visitPurpose: input.visitPurpose,
    region: input.region,
    boothId: input.boothId,
  };
}

/**
 * The job rule of codes/jobs.ts (campaignTargetsJob) as SQL over users.main_job_d: '00' everyone,
 * a two-digit group every job in it, a four-digit code exactly; a person without a job is reached
 * only by everyone.
 */
function jobMatch(jobTarget: string): SQL {
  const targets = jobTarget.split(',').filter(Boolean);
  if (targets.length === 0 || targets.includes(CAMPAIGN_TARGET_EVERYONE) || targets.includes(JOB_CODE_ANY))
    return sql`true`;
  const jobs = targets.filter((code) => code.length === 4);
  const groups = targets.filter((code) => code.length === 2);
  const job = sql`${users.mainJobDetail}`;
  const parts: SQL[] = [];
  if (jobs.length > 0)
    parts.push(
      sql`${job} in (${sql.join(
        jobs.map((code) => sql`${code}`),
        sql`, `,
      )})`,
    );
  if (groups.length > 0)
    parts.push(
      sql`left(${job}, 2) in (${sql.join(
        groups.map((code) => sql`${code}`),
        sql`, `,
      )})`,
    );
  return sql`(${job} is not null and ${job} <> ${JOB_CODE_ANY} and (${sql.join(parts, sql` or `)}))`;
}

/** People the targets match, before anyone's switches are asked: the sender never, withdrawn accounts never. */
function matchedPeople(audience: Audience): SQL {
  const filters: SQL[] = [sql`${users.withdrawnAt} is null`, sql`${users.no} <> ${audience.senderNo}`];
  if (audience.boothId !== null) {
    filters.push(
      sql`exists (select 1 from ${boothSupporters} s where s.booth_id = ${audience.boothId} and s.user_no = ${users.no})`,
    );
  } else {
    filters.push(jobMatch(audience.jobTarget));
    if (audience.experience) filters.push(sql`${profiles.experience} = ${audience.experience}`);
    if (audience.visitPurpose) filters.push(sql`${users.visitPurpose} = ${audience.visitPurpose}`);
    if (audience.region) filters.push(sql`${profiles.region} = ${audience.region}`);
  }
  const targeted = sql.join(filters, sql` and `);
  // A newsletter also reaches whoever subscribed to the sender's newsletters, wherever they work.
  const subscribed =
    audience.type === '01'
      ? sql` or exists (select 1 from ${newsletterSubscriptions} ns where ns.sender_no = ${audience.senderNo} and ns.subscriber_no = ${users.no} and ${users.withdrawnAt} is null)`
      : sql``;
  return sql`select ${users.no} as user_no from ${users} left join ${profiles} on ${profiles.userNo} = ${users.no}
    where (${targeted})${subscribed}`;
}

/**
 * Whether the person lets this channel carry campaigns: their "Campaigns from members" switch
 * for each channel it needs (the default when never set), a push subscription for push, and not
 * having muted the sender.
 */
function reachable(audience: Audience): SQL {
  const needs = CAMPAIGN_CHANNEL_NEEDS[audience.channel];
  const switches = needs.map(
    (channel) => sql`coalesce((select np.enabled from ${notificationPreferences} np
      where np.user_no = m.user_no and np.kind = 'marketing' and np.channel = ${channel}),
      ${sql.raw(defaultNotificationEnabled('marketing', channel) ? 'true' : 'false')})`,
  );
  const push = needs.some((channel) => channel === 'push')
    ? [sql`exists (select 1 from ${pushSubscriptions} ps where ps.user_no = m.user_no)`]
    : [];
  const notMuted = sql`not exists (select 1 from ${personMutes} pm where pm.user_no = m.user_no and pm.muted_no = ${audience.senderNo})`;
  return sql.join([...switches, ...push, notMuted], sql` and `);
}

export type AudienceCount = { recipients: number; optedOut: number };

/** How many the targets match and how many of them the channel may reach. */
export async function countAudience(q: Queryable, audience: Audience): Promise<AudienceCount> {
  const result = await q.execute(sql`select count(*)::int as matched,
      count(*) filter (where ${reachable(audience)})::int as reachable
    from (${matchedPeople(audience)}) m`);
  const row = rowsOf<{ matched: number | string; reachable: number | string }>(result)[0];
  const matched = Number(row?.matched ?? 0);
  const recipients = Number(row?.reachable ?? 0);
  return { recipients, optedOut: matched - recipients };
}

/** The people a campaign reaches, in number order; at most one more than CAMPAIGN_MAX_RECIPIENTS. */
export async function audienceMembers(q: Queryable, audience: Audience): Promise<number[]> {
  const result = await q.execute(sql`select m.user_no from (${matchedPeople(audience)}) m
    where ${reachable(audience)} order by m.user_no limit ${CAMPAIGN_MAX_RECIPIENTS + 1}`);
  return rowsOf<{ user_no: number }>(result).map((row) => Number(row.user_no));
}
