import {
  canManageProject,
  canViewProject,
  type ProjectRole,
  type ProjectStageCode,
  type TimelineKind,
} from '@sidecamp/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { AppError } from '../../http/errors';
import type { AuthUser } from '../auth';
import { projectMembers, projects, projectTimeline } from './projects.tables';

export type ProjectRow = typeof projects.$inferSelect;
export type ProjectAccess = { project: ProjectRow; role: ProjectRole };
export type Viewer = AuthUser | undefined;

export const projectNotFound = () => new AppError('NOT_FOUND', { message: 'There is no such project.' });

export async function roleOf(tx: Queryable, projectNo: number, userNo: number): Promise<ProjectRole> {
  const [member] = await tx
    .select({ role: projectMembers.role })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectNo, projectNo), eq(projectMembers.userNo, userNo)))
    .limit(1);
  return (member?.role as ProjectRole | undefined) ?? null;
}

/**
 * Loads a project the viewer may see, with the viewer's role. Unknown projects and other people's
 * drafts answer the same 404, so project numbers reveal nothing. `lock` takes the row lock that
 * serialises concurrent changes to one project (stage moves, approvals, leader changes).
 */
export async function projectFor(
  tx: Queryable,
  no: number,
  viewer: Viewer,
  options: { lock?: boolean } = {},
): Promise<ProjectAccess> {
  const query = tx.select().from(projects).where(eq(projects.no, no)).limit(1);
  const [project] = options.lock ? await query.for('update') : await query;
  if (!project) throw projectNotFound();
  const role = viewer ? await roleOf(tx, no, viewer.no) : null;
  if (!canViewProject(project.stage as ProjectStageCode, role, project.publishedAt !== null))
    throw projectNotFound();
  return { project, role };
}

/**
 * The viewer's role in a project they may see, in one statement, for reads that need the rule but
 * not the project's row (the board, its goals): projectFor reads the whole row, then the role.
 * Unknown projects and drafts the viewer may not see answer projectFor's 404.
 */
export async function roleInVisibleProject(
  tx: Queryable,
  no: number,
  viewerNo: number,
): Promise<ProjectRole> {
  const [found] = await tx
    .select({
      stage: projects.stage,
      published: sql<boolean>`${projects.publishedAt} is not null`,
      role: sql<ProjectRole>`(select ${projectMembers.role} from ${projectMembers} where ${projectMembers.projectNo} = ${projects.no} and ${projectMembers.userNo} = ${viewerNo})`,
    })
    .from(projects)
    .where(eq(projects.no, no))
    .limit(1);
  const role = found?.role ?? null;
  if (!found || !canViewProject(found.stage as ProjectStageCode, role, found.published))
    throw projectNotFound();
  return role;
}

/**
 * roleInVisibleProject as one statement prepared once per connection, for reads made often outside
 * a transaction (a board, its goals): the same rule, without planning the statement each time.
 */
export function prepareRoleInVisibleProject(db: Database) {
  const statement = db
    .select({
      stage: projects.stage,
      published: sql<boolean>`${projects.publishedAt} is not null`,
      role: sql<ProjectRole>`(select pm.role from ${projectMembers} pm where pm.project_no = projects.no and pm.user_no = ${sql.placeholder('viewerNo')})`,
    })
    .from(projects)
    .where(eq(projects.no, sql.placeholder('no')))
    .limit(1)
    .prepare('projects_role_in_visible');
  return async (no: number, viewerNo: number): Promise<ProjectRole> => {
    const [found] = await statement.execute({ no, viewerNo });
    const role = found?.role ?? null;
    if (!found || !canViewProject(found.stage as ProjectStageCode, role, found.published))
      throw projectNotFound();
    return role;
  };
}

/** As projectFor, then the leader-only rule (F4.4): positions, stage, members, settings, deletion. */
export async function managedProject(
  tx: Queryable,
  no: number,
  user: AuthUser,
  options: { lock?: boolean } = {},
): Promise<ProjectAccess> {
  const access = await projectFor(tx, no, user, options);
  if (!canManageProject(access.role))
    throw new AppError('FORBIDDEN', { message: 'Only the project leader can do that.' });
  return access;
}

/** A closed project (stage 00) is final: it keeps its history but takes no more changes. */
export function assertNotClosed(project: ProjectRow): void {
  if (project.stage === '00')
    throw new AppError('CONFLICT', { message: 'This project is closed; it cannot be changed any more.' });
}

export async function addTimeline(
  tx: Queryable,
  projectNo: number,
  kind: TimelineKind,
  entry: {
    actorNo?: number | null;
    subjectNo?: number | null;
    data?: Record<string, string | number | boolean | null>;
  } = {},
): Promise<void> {
  await tx.insert(projectTimeline).values({
    projectNo,
    kind,
    actorNo: entry.actorNo ?? null,
    subjectNo: entry.subjectNo ?? null,
    data: entry.data ?? {},
  });
}

/**
 * Recomputes the counters from the rows they count (members per position, members, free seats),
 * in the caller's transaction. Recounting instead of incrementing means no path can drift them.
 */
export async function recount(tx: Queryable, projectNo: number): Promise<void> {
  await tx.execute(sql`
    update project_positions pp
       set filled = (select count(*) from project_members m where m.position_id = pp.id)
     where pp.project_no = ${projectNo}`);
  await tx.execute(sql`
    update projects p
       set member_count = (select count(*) from project_members m where m.project_no = p.no),
           open_seats = (select coalesce(sum(greatest(pp.headcount - pp.filled, 0)), 0)
                           from project_positions pp
                          where pp.project_no = p.no and pp.closed_at is null)
     where p.no = ${projectNo}`);
}

/** The person columns every list shows (ZPersonSummary). */

export { exactTime } from '../../db/cursor';

export const toIso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

// One unique-violation check for every module lives with the database helpers.
export { uniqueViolation } from '../../db/uniqueViolation';
