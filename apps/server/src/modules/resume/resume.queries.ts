import { RESUME_HIGHLIGHTS } from '@sidecamp/domain';
import type { ProjectStageCode } from '@sidecamp/domain/core';
import { and, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { users } from '../auth';
import { boothMembers, booths } from '../booths';
import { proReservations } from '../chat';
import { userReviews } from '../profiles';
import { projectMembers, projectPositions, projects } from '../projects';
import { projectGoals, projectTasks } from '../workspace';

/**
 * The reads behind the proof-of-work resume, one statement per section, each led by an index on
 * the person (project_members_user_idx, project_tasks_assignee_idx, booth_members_user_idx,
 * user_reviews_reviewee_idx, pro_reservations_pro_idx). Only published projects count: a draft is
 * seen by its team alone, so nobody else could check it.
 */

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());
const total = sql<number>`count(*) over ()`.mapWith(Number);

/** The teams the person is on now, newest first, with the position's job if they joined through one. */
export async function projectsOf(q: Queryable, no: number) {
  const rows = await q
    .select({
      no: projects.no,
      name: projects.name,
      stage: projects.stage,
      role: projectMembers.role,
      jobCode: projectPositions.jobCode,
      joinedAt: projectMembers.joinedAt,
    })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.no, projectMembers.projectNo))
    .leftJoin(projectPositions, eq(projectPositions.id, projectMembers.positionId))
    .where(and(eq(projectMembers.userNo, no), isNotNull(projects.publishedAt)))
    .orderBy(desc(projectMembers.joinedAt), desc(projects.no));
  return rows.map((row) => ({
    ...row,
    stage: row.stage as ProjectStageCode,
    role: row.role as '01' | '02',
    joinedAt: new Date(row.joinedAt).toISOString(),
  }));
}

type DoneRow = {
  id: number;
  title: string;
  projectNo: number;
  projectName: string;
  completedAt: Date | null;
  total: number;
};
const doneOf = (rows: DoneRow[]) => ({
  count: rows[0]?.total ?? 0,
  highlights: rows.map(({ total: _total, completedAt, ...row }) => ({
    ...row,
    completedAt: iso(completedAt),
  })),
});

/** Done tasks (stage 04) the person was assigned: the count and the latest few. */
export async function tasksOf(q: Queryable, no: number) {
  const rows = await q
    .select({
      id: projectTasks.id,
      title: projectTasks.title,
      projectNo: projects.no,
      projectName: projects.name,
      completedAt: projectTasks.completedAt,
      total,
    })
    .from(projectTasks)
    .innerJoin(projects, eq(projects.no, projectTasks.projectNo))
    .where(
      and(eq(projectTasks.assigneeNo, no), eq(projectTasks.stage, '04'), isNotNull(projects.publishedAt)),
    )
    .orderBy(sql`${projectTasks.completedAt} desc nulls last`, desc(projectTasks.id))
    .limit(RESUME_HIGHLIGHTS);
  return doneOf(rows);
}

/**
 * Completed goals the person owned (or, without an owner, completed), in the projects they are on:
 * the goals are found through the person's teams, so the read stays on indexes.
 */
export async function goalsOf(q: Queryable, no: number) {
  const theirTeams = sql`select ${projectMembers.projectNo} from ${projectMembers} where ${eq(projectMembers.userNo, no)}`;
  const rows = await q
    .select({
      id: projectGoals.id,
      title: projectGoals.title,
      projectNo: projects.no,
      projectName: projects.name,
      completedAt: projectGoals.completedAt,
      total,
    })
    .from(projectGoals)
    .innerJoin(projects, eq(projects.no, projectGoals.projectNo))
    .where(
      and(
        sql`${projectGoals.projectNo} in (${theirTeams})`,
        eq(projectGoals.status, 'completed'),
        eq(sql`coalesce(${projectGoals.ownerNo}, ${projectGoals.completedByNo})`, no),
        isNotNull(projects.publishedAt),
      ),
    )
    .orderBy(sql`${projectGoals.completedAt} desc nulls last`, desc(projectGoals.id))
    .limit(RESUME_HIGHLIGHTS);
  return doneOf(rows);
}

/** Published booths the person is on the team of, with their best place in a closed weekly ranking. */
export async function boothsOf(q: Queryable, no: number) {
  // booth_rankings_booth_idx (booth_id, week_start desc) answers both per booth.
  const best = (column: SQL) =>
    sql`(select ${column} from booth_rankings r where r.booth_id = ${booths.id} order by r.rank, r.week_start desc limit 1)`;
  const rows = await q
    .select({
      id: booths.id,
      name: booths.name,
      tagline: booths.tagline,
      role: boothMembers.role,
      publishedAt: booths.publishedAt,
      bestRank: sql<number | null>`${best(sql`r.rank`)}`,
      bestRankWeek: sql<string | null>`${best(sql`r.week_start::text`)}`,
    })
    .from(boothMembers)
    .innerJoin(booths, eq(booths.id, boothMembers.boothId))
    .where(and(eq(boothMembers.userNo, no), eq(booths.state, 'published')))
    .orderBy(desc(booths.publishedAt), desc(booths.id));
  return rows.map((row) => ({
    ...row,
    role: row.role as 'owner' | 'member',
    publishedAt: iso(row.publishedAt),
    bestRank: row.bestRank === null ? null : Number(row.bestRank),
  }));
}

/** Whether the reviewer shares (or shared) a project team with the reviewee. */
const fromCoworker = sql<boolean>`exists (select 1 from ${projectMembers} mine join ${projectMembers} theirs on theirs.project_no = mine.project_no where mine.user_no = ${userReviews.revieweeNo} and theirs.user_no = ${userReviews.reviewerNo})`;

/**
 * Reviews received: the latest few from people on one of the person's project teams (each one
 * checkable on the reviewer's profile), their count and mean, and how many came from anyone else.
 */
export async function reviewsOf(q: Queryable, no: number) {
  const received = and(eq(userReviews.revieweeNo, no), isNull(users.withdrawnAt));
  const [counts, latest] = await Promise.all([
    q
      .select({
        coworkers: sql<number>`count(*) filter (where ${fromCoworker})`.mapWith(Number),
        average: sql<number | null>`avg(${userReviews.rating}) filter (where ${fromCoworker})`,
        others: sql<number>`count(*) filter (where not ${fromCoworker})`.mapWith(Number),
      })
      .from(userReviews)
      .innerJoin(users, eq(users.no, userReviews.reviewerNo))
      .where(received),
    q
      .select({
        no: users.no,
        nickname: users.nickname,
        img: users.img,
        rating: userReviews.rating,
        body: userReviews.body,
        updatedAt: userReviews.updatedAt,
      })
      .from(userReviews)
      .innerJoin(users, eq(users.no, userReviews.reviewerNo))
      .where(and(received, fromCoworker))
      .orderBy(desc(userReviews.updatedAt), desc(userReviews.reviewerNo))
      .limit(RESUME_HIGHLIGHTS),
  ]);
  const count = counts[0] ?? { coworkers: 0, average: null, others: 0 };
  return {
    count: count.coworkers,
    averageRating: count.average === null ? null : Math.round(Number(count.average) * 10) / 10,
    others: count.others,
    highlights: latest.map(({ no: reviewerNo, nickname, img, updatedAt, ...review }) => ({
      reviewer: { no: reviewerNo, nickname, img },
      ...review,
      updatedAt: new Date(updatedAt).toISOString(),
    })),
  };
}

/** Pro chats the person held as the pro; nothing about whom with or what about. */
export async function proChatsOf(q: Queryable, no: number) {
  const [row] = await q
    .select({ held: sql<number>`count(*)`.mapWith(Number) })
    .from(proReservations)
    .where(and(eq(proReservations.proNo, no), eq(proReservations.status, 'held')));
  return { held: row?.held ?? 0 };
}
