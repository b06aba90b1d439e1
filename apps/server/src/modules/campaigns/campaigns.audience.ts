import {
  CAMPAIGN_CHANNEL_NEEDS,
  CAMPAIGN_MAX_RECIPIENTS,
  CAMPAIGN_TARGET_EVERYONE,
  CAMPAIGN_TARGETABLE_VISIBILITY,
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

/** Whether the audience selects people by what their profile shows (experience, visit purpose, region). */
const byProfile = (audience: Audience) =>
  audience.boothId === null &&
  (audience.experience !== null || audience.visitPurpose !== null || audience.region !== null);

/**
 * People the targets match, before anyone's switches are asked: the sender never, withdrawn
 * accounts never. Written so PostgreSQL can hash-join it over a whole community (the subqueries are
 * uncorrelated `in` lists, not a lookup per person).
 */
function matchedPeople(audience: Audience): SQL {
  const filters: SQL[] = [sql`${users.withdrawnAt} is null`, sql`${users.no} <> ${audience.senderNo}`];
  if (audience.boothId !== null) {
    filters.push(
      sql`${users.no} in (select s.user_no from ${boothSupporters} s where s.booth_id = ${audience.boothId})`,
    );
  } else {
    filters.push(jobMatch(audience.jobTarget));
    if (audience.experience) filters.push(sql`${profiles.experience} = ${audience.experience}`);
    if (audience.visitPurpose) filters.push(sql`${users.visitPurpose} = ${audience.visitPurpose}`);
    if (audience.region) filters.push(sql`${profiles.region} = ${audience.region}`);
    // What a profile hides (targetableByProfile): a private or admin-hidden profile is never
    // matched by its experience, visit purpose or region, so a quote cannot ask about them.
    if (byProfile(audience))
      filters.push(
        sql`coalesce(${profiles.visibility}, 'public') in (${sql.join(
          CAMPAIGN_TARGETABLE_VISIBILITY.map((visibility) => sql`${visibility}`),
          sql`, `,
        )}) and ${profiles.hiddenAt} is null`,
      );
  }
  const targeted = sql.join(filters, sql` and `);
  // A newsletter also reaches whoever subscribed to the sender's newsletters, wherever they work.
  const subscribed =
    audience.type === '01'
      ? sql` or (${users.withdrawnAt} is null and ${users.no} in (select ns.subscriber_no from ${newsletterSubscriptions} ns where ns.sender_no = ${audience.senderNo}))`
      : sql``;
  // The profile is read only when a filter asks about it (a whole community is counted without it).
  const profile = byProfile(audience)
    ? sql`left join ${profiles} on ${profiles.userNo} = ${users.no}`
    : sql``;
  return sql`select ${users.no} as user_no from ${users} ${profile} where (${targeted})${subscribed}`;
}

/**
 * Whether the person lets this channel carry campaigns: their "Campaigns from members" switch for
 * each channel it needs (the default when never set), a push subscription for push, and not having
 * muted the sender. As joins onto the matched people `m`, plus the condition over them.
 */
function reachable(audience: Audience): { joins: SQL; ok: SQL } {
  const needs = CAMPAIGN_CHANNEL_NEEDS[audience.channel];
  const joins: SQL[] = [];
  const ok: SQL[] = [];
  needs.forEach((channel, index) => {
    const alias = sql.raw(`np${index}`);
    joins.push(sql`left join ${notificationPreferences} ${alias} on ${alias}.user_no = m.user_no
      and ${alias}.kind = 'marketing' and ${alias}.channel = ${channel}`);
    ok.push(
      sql`coalesce(${alias}.enabled, ${sql.raw(defaultNotificationEnabled('marketing', channel) ? 'true' : 'false')})`,
    );
  });
  if (needs.some((channel) => channel === 'push')) {
    joins.push(
      sql`left join (select distinct user_no from ${pushSubscriptions}) ps on ps.user_no = m.user_no`,
    );
    ok.push(sql`ps.user_no is not null`);
  }
  joins.push(
    sql`left join ${personMutes} pm on pm.user_no = m.user_no and pm.muted_no = ${audience.senderNo}`,
  );
  ok.push(sql`pm.user_no is null`);
  return { joins: sql.join(joins, sql` `), ok: sql.join(ok, sql` and `) };
}

export type AudienceCount = { recipients: number; optedOut: number };

/** How many the targets match and how many of them the channel may reach. */
export async function countAudience(q: Queryable, audience: Audience): Promise<AudienceCount> {
  const { joins, ok } = reachable(audience);
  const result = await q.execute(sql`select count(*)::int as matched,
      count(*) filter (where ${ok})::int as reachable
    from (${matchedPeople(audience)}) m ${joins}`);
  const row = rowsOf<{ matched: number | string; reachable: number | string }>(result)[0];
  const matched = Number(row?.matched ?? 0);
  const recipients = Number(row?.reachable ?? 0);
  return { recipients, optedOut: matched - recipients };
}

/** The people a campaign reaches, in number order; at most one more than CAMPAIGN_MAX_RECIPIENTS. */
export async function audienceMembers(q: Queryable, audience: Audience): Promise<number[]> {
  const { joins, ok } = reachable(audience);
  const result = await q.execute(sql`select m.user_no from (${matchedPeople(audience)}) m ${joins}
    where ${ok} order by m.user_no limit ${CAMPAIGN_MAX_RECIPIENTS + 1}`);
  return rowsOf<{ user_no: number }>(result).map((row) => Number(row.user_no));
}
