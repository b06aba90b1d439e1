import { type SuccessionMember, type SuccessionState, successionState } from '@sidecamp/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from '../../db/client';
import { recordEvent } from '../../events/outbox';
import './projects.events';
import { projectSuccessionNotices } from './projects.succession.tables';

export type NoticeRow = typeof projectSuccessionNotices.$inferSelect;

export type MemberActivity = SuccessionMember & { role: string };

const asDate = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

/**
 * When a person was last active for a project's succession: their latest log-in or request (the
 * session's last_seen_at, touched as they use the site) or their latest act in the project (a
 * timeline entry they made, a task they created or completed). One expression, used per member
 * here and per leader by the job's search.
 */
export const lastActiveSql = (projectNo: unknown, userNo: unknown) => sql`greatest(
  (select max(s.last_seen_at) from sessions s where s.user_no = ${userNo}),
  (select max(tl.created_at) from project_timeline tl where tl.project_no = ${projectNo} and tl.actor_no = ${userNo}),
  (select max(tk.created_at) from project_tasks tk where tk.project_no = ${projectNo} and tk.created_by_no = ${userNo}),
  (select max(tk.completed_at) from project_tasks tk where tk.project_no = ${projectNo} and tk.completed_by_no = ${userNo}))`;

/** Every member of a project with what the succession rule weighs: last activity, tasks done, join date. */
export async function memberActivity(tx: Queryable, projectNo: number): Promise<MemberActivity[]> {
  const rows = rowsOf<{
    user_no: number;
    role: string;
    joined_at: Date | string;
    tasks_done: number | string;
    last_active_at: Date | string | null;
  }>(
    await tx.execute(sql`
      select m.user_no, m.role, m.joined_at,
             (select count(*) from project_tasks tk
               where tk.project_no = m.project_no and tk.completed_by_no = m.user_no and tk.stage = '04') as tasks_done,
             ${lastActiveSql(sql`m.project_no`, sql`m.user_no`)} as last_active_at
        from project_members m
       where m.project_no = ${projectNo}`),
  );
  return rows.map((row) => ({
    userNo: Number(row.user_no),
    role: row.role,
    joinedAt: new Date(row.joined_at),
    tasksDone: Number(row.tasks_done),
    lastActiveAt: asDate(row.last_active_at),
  }));
}

/** The project's open (or ended but unclaimed) notice; `lock` for the transactions that close it. */
export async function openNotice(
  tx: Queryable,
  projectNo: number,
  options: { lock?: boolean } = {},
): Promise<NoticeRow | undefined> {
  const query = tx
    .select()
    .from(projectSuccessionNotices)
    .where(
      and(
        eq(projectSuccessionNotices.projectNo, projectNo),
        inArray(projectSuccessionNotices.state, ['open', 'claimable']),
      ),
    )
    .limit(1);
  const [notice] = options.lock ? await query.for('update') : await query;
  return notice;
}

export type SuccessionFactsResult = {
  leader: MemberActivity | undefined;
  members: MemberActivity[];
  notice: NoticeRow | undefined;
  state: SuccessionState;
};

/** Reads a project's facts and asks the domain rule where its succession stands at `now`. */
export async function succession(
  tx: Queryable,
  projectNo: number,
  now: Date,
  options: { lock?: boolean } = {},
): Promise<SuccessionFactsResult> {
  const activity = await memberActivity(tx, projectNo);
  const notice = await openNotice(tx, projectNo, options);
  const leader = activity.find((member) => member.role === '01');
  const members = activity.filter((member) => member.role !== '01');
  const state = leader
    ? successionState({
        leaderLastActiveAt: leader.lastActiveAt,
        members,
        notice: notice
          ? {
              openedAt: notice.openedAt,
              claimableAt: notice.claimableAt,
              ended: notice.state === 'claimable',
            }
          : null,
        now,
      })
    : ({ kind: 'leaderActive' } as const);
  return { leader, members, notice, state };
}

/** Closes a notice because its leader came back, and says so (`project.leaderReturned`). */
export async function closeReturned(tx: Queryable, notice: NoticeRow, at: Date): Promise<boolean> {
  const closed = await tx
    .update(projectSuccessionNotices)
    .set({ state: 'returned', closedAt: at })
    .where(
      and(
        eq(projectSuccessionNotices.id, notice.id),
        inArray(projectSuccessionNotices.state, ['open', 'claimable']),
      ),
    )
    .returning({ id: projectSuccessionNotices.id });
  if (closed.length === 0) return false;
  if (notice.leaderNo !== null)
    await recordEvent(
      tx,
      'project.leaderReturned',
      { projectNo: notice.projectNo, leaderNo: notice.leaderNo, noticeId: notice.id },
      { actorNo: notice.leaderNo },
    );
  return true;
}
