import {
  HUB_DEFAULT_STAGES,
  HUB_NEW_DAYS,
  type HubSort,
  INT4_MAX,
  JOB_CODE_ANY,
  RECRUITING_STAGES,
  type THubQuery,
  ZDateText,
  ZRowId,
  ZTimestampText,
} from '@sidecamp/domain';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Queryable, rowsOf } from '../../db/client';
import { keysetPage } from '../../db/cursor';
import { fieldError } from '../../http/errors';
import { presentCard } from './projects.presenter';

// The card presenter lived here first; the finder still imports it from this file.
export { presentCard };

/** Today as an ISO date (UTC): the day a recruiting deadline is compared with. */
export const todayIso = (now: Date = new Date()) => now.toISOString().slice(0, 10);

/** Full-precision ISO text of a timestamp, so keyset cursors compare exactly (no millisecond rounding). */
const isoText = (column: SQL) => sql`(to_json(${column}) #>> '{}')`;

/**
 * Stage codes written into the SQL as literals (they are the domain's constants, never input), so
 * the planner can prove a partial index's predicate from them on every driver and plan cache.
 */
const stageList = (stages: readonly string[]) => {
  if (!stages.every((stage) => /^\d{2}$/.test(stage)))
    throw new Error(`not stage codes: ${stages.join(',')}`);
  return sql.raw(stages.map((stage) => `'${stage}'`).join(', '));
};

/** Conditions of a project that is taking applications (RECRUITING_STAGES, a free seat, deadline not passed). */
export function recruitingCondition(today: string): SQL {
  return sql`(p.stage in (${stageList(RECRUITING_STAGES)}) and p.open_seats > 0 and (p.recruiting_deadline is null or p.recruiting_deadline >= ${today}::date))`;
}

/** A project with a free seat in an open position for this job code (or any job of a group). */
function openSeatFor(job: { code?: string; group?: string }): SQL {
  const jobCondition = job.code
    ? sql`pp.job_code = ${job.code}`
    : sql`pp.job_code between ${`${job.group}01`} and ${`${job.group}99`}`;
  return sql`exists (select 1 from project_positions pp where pp.project_no = p.no and ${jobCondition} and pp.closed_at is null and pp.filled < pp.headcount)`;
}

/**
 * Text search: whole words (stemmed) through the tsvector index; a single word of three or more
 * characters also matches inside the name through the trigram index ("trac" finds "Tracker").
 * Trigrams of a whole phrase rarely help and cost a large index scan, so phrases use words only.
 */
function textCondition(q: string): SQL {
  const words = sql`p.search @@ websearch_to_tsquery('english', ${q})`;
  if (q.length < 3 || /\s/.test(q)) return words;
  const pattern = `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return sql`(${words} or p.name ilike ${pattern})`;
}

// Keyset cursors: the sort they belong to, the sort key's value and the project number. Each value
// must be one its column holds (a follower count, a deadline day, a time), or the cursor is refused.
const ZCursorPayload = z.object({
  s: z.enum(['newest', 'popular', 'endingSoon', 'mine', 'bookmarks']),
  v: z.union([ZTimestampText, ZDateText, z.number().int().min(0).max(INT4_MAX)]),
  n: ZRowId,
});
export type ProjectCursor = z.infer<typeof ZCursorPayload>;

export function encodeProjectCursor(cursor: ProjectCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

export function decodeProjectCursor(
  value: string | undefined,
  sort: ProjectCursor['s'],
): ProjectCursor | undefined {
  if (!value) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString());
  } catch {
    throw fieldError('cursor', 'is not a cursor from this list');
  }
  const cursor = ZCursorPayload.safeParse(parsed);
  if (!cursor.success || cursor.data.s !== sort) throw fieldError('cursor', 'is not a cursor from this list');
  if (sort === 'popular' ? typeof cursor.data.v !== 'number' : typeof cursor.data.v !== 'string')
    throw fieldError('cursor', 'is not a cursor from this list');
  return cursor.data;
}

/** An ORDER BY written for a table alias: the inner query orders `p`, the outer one `page`. */
export type OrderBy = (alias: string) => string;

type SortSpec = {
  orderBy: OrderBy;
  after: (cursor: ProjectCursor) => SQL;
  keyOf: (row: CardRow) => string | number;
};

/**
 * Each order matches an index of projects.tables.ts column for column (including NULLS LAST),
 * and the cursor is a row comparison on the same columns, so the next page starts with an index
 * seek instead of skipping rows.
 */
const SORTS: Record<HubSort, SortSpec> = {
  newest: {
    orderBy: (t) => `${t}.published_at desc nulls last, ${t}.no desc nulls last`,
    after: (cursor) => sql`(p.published_at, p.no) < (${cursor.v}::timestamptz, ${cursor.n})`,
    keyOf: (row) => row.published_at ?? '',
  },
  popular: {
    orderBy: (t) => `${t}.follower_count desc nulls last, ${t}.no desc nulls last`,
    after: (cursor) => sql`(p.follower_count, p.no) < (${cursor.v}::int, ${cursor.n})`,
    keyOf: (row) => row.follower_count,
  },
  endingSoon: {
    orderBy: (t) => `${t}.recruiting_deadline asc, ${t}.no asc`,
    after: (cursor) => sql`(p.recruiting_deadline, p.no) > (${cursor.v}::date, ${cursor.n})`,
    keyOf: (row) => row.recruiting_deadline ?? '',
  },
};

/** The WHERE of a hub query (without the cursor); exported for the query-plan test. */
export function hubConditions(query: Omit<THubQuery, 'cursor' | 'limit'>, today: string): SQL[] {
  // Stated literally so the planner can use the partial indexes (which all exclude drafts).
  // A draft closed without being published (99 -> 00) has no publication time and stays hidden.
  const conditions: SQL[] = [sql`p.stage <> '99'`, sql`p.published_at is not null`];
  conditions.push(
    query.stage ? sql`p.stage = ${query.stage}` : sql`p.stage in (${stageList(HUB_DEFAULT_STAGES)})`,
  );
  if (query.q) conditions.push(textCondition(query.q));
  if (query.jobCode && query.jobCode !== JOB_CODE_ANY) conditions.push(openSeatFor({ code: query.jobCode }));
  else if (query.jobGroup) conditions.push(openSeatFor({ group: query.jobGroup }));
  if (query.platform) conditions.push(sql`p.platforms @> array[${query.platform}]::text[]`);
  if (query.workStyle) conditions.push(sql`p.work_style = ${query.workStyle}`);
  if (query.meetingMode) conditions.push(sql`p.meeting_mode = ${query.meetingMode}`);
  if (query.region) conditions.push(sql`p.region = ${query.region}`);
  if (query.recruiting || query.sort === 'endingSoon') conditions.push(recruitingCondition(today));
  if (query.sort === 'endingSoon') conditions.push(sql`p.recruiting_deadline is not null`);
  if (query.newOnly) conditions.push(sql`p.published_at >= now() - ${`${HUB_NEW_DAYS} days`}::interval`);
  return conditions;
}

/** The hub's page query: filtered, ordered by an index, limited, then decorated with leader and positions. */
export function hubQuery(query: THubQuery, today: string): SQL {
  const sort = SORTS[query.sort];
  const conditions = hubConditions(query, today);
  const cursor = decodeProjectCursor(query.cursor, query.sort);
  if (cursor) conditions.push(sort.after(cursor));
  return cardsQuery({
    where: sql.join(conditions, sql` and `),
    orderBy: sort.orderBy,
    limit: query.limit + 1,
  });
}

/** Raw row of cardsQuery: timestamps as full-precision ISO text, dates as YYYY-MM-DD text. */
export type CardRow = {
  no: number;
  name: string;
  logo: string | null;
  summary: string;
  stage: string;
  platforms: string[];
  work_style: string | null;
  meeting_mode: string | null;
  region: string | null;
  tech_stacks: string[];
  follower_count: number;
  member_count: number;
  open_seats: number;
  recruiting_deadline: string | null;
  published_at: string | null;
  created_at: string;
  leader_no: number | null;
  leader_nickname: string | null;
  leader_img: string | null;
  leader_main_job: string | null;
  leader_main_job_d: string | null;
  open_positions: unknown;
};

/**
 * Project cards: the inner query filters, orders and limits on `projects` alone (index-friendly);
 * only the rows of the page are then joined to their leader and their open positions.
 */
export function cardsQuery(options: { where: SQL; orderBy: OrderBy; limit: number; from?: SQL }): SQL {
  return sql`
    with page as (
      select p.no, p.name, p.logo, p.summary, p.stage, p.platforms, p.work_style, p.meeting_mode, p.region,
             p.tech_stacks, p.follower_count, p.member_count, p.open_seats, p.recruiting_deadline,
             p.published_at, p.created_at
        from ${options.from ?? sql`projects p`}
       where ${options.where}
       order by ${sql.raw(options.orderBy('p'))}
       limit ${options.limit}
    )
    select page.no, page.name, page.logo, page.summary, page.stage, page.platforms, page.work_style,
           page.meeting_mode, page.region, page.tech_stacks, page.follower_count, page.member_count,
           page.open_seats, page.recruiting_deadline::text as recruiting_deadline,
           ${isoText(sql`page.published_at`)} as published_at,
           ${isoText(sql`page.created_at`)} as created_at,
           leader.no as leader_no, leader.nickname as leader_nickname, leader.img as leader_img,
           leader.main_job as leader_main_job, leader.main_job_d as leader_main_job_d,
           coalesce((
             select json_agg(json_build_object('id', pp.id, 'jobCode', pp.job_code, 'skillLevel', pp.skill_level,
                                               'openSeats', pp.headcount - pp.filled) order by pp.id)
               from project_positions pp
              where pp.project_no = page.no and pp.closed_at is null and pp.filled < pp.headcount
           ), '[]'::json) as open_positions
      from page
      -- A lateral lookup per page row (one-leader index), never a join over every member row.
      left join lateral (
        select u.no, u.nickname, u.img, u.main_job, u.main_job_d
          from project_members lm
          join users u on u.no = lm.user_no
         where lm.project_no = page.no and lm.role = '01'
         limit 1
      ) leader on true
     order by ${sql.raw(options.orderBy('page'))}`;
}

export async function selectCards(db: Queryable, query: SQL): Promise<CardRow[]> {
  return rowsOf<CardRow>(await db.execute(query));
}

/** Runs a hub query and turns the extra row into the next cursor. */
export async function hubPage(db: Queryable, query: THubQuery, today: string) {
  const rows = await selectCards(db, hubQuery(query, today));
  const { rows: page, nextCursor } = keysetPage(rows, query.limit, (last) =>
    encodeProjectCursor({ s: query.sort, v: SORTS[query.sort].keyOf(last), n: last.no }),
  );
  return {
    items: page.map((row) => presentCard(row, today)),
    nextCursor,
  };
}
