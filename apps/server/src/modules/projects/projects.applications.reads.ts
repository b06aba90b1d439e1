import type { ApplicationStateCode, TApplication } from '@sidecamp/domain';
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { decodeIdCursor, encodeIdCursor, keysetPage } from '../../db/cursor';
import { AppError } from '../../http/errors';
import type { AuthUser } from '../auth';
import { personColumns, users } from '../auth';
import { managedProject, roleOf } from './projects.access';
import { presentApplication } from './projects.presenter';
import { projectApplications, projectPositions, projects } from './projects.tables';

type ApplicationRow = typeof projectApplications.$inferSelect;

export const applicationNotFound = () =>
  new AppError('NOT_FOUND', { message: 'There is no such application.' });

/** Reads one application as the API shows it, joined to its project, position and applicant. */
export async function readApplicationView(tx: Queryable, row: ApplicationRow): Promise<TApplication> {
  const [joined] = await tx
    .select({
      project: { no: projects.no, name: projects.name, logo: projects.logo, stage: projects.stage },
      position: {
        id: projectPositions.id,
        jobCode: projectPositions.jobCode,
        skillLevel: projectPositions.skillLevel,
      },
      applicant: personColumns,
    })
    .from(projects)
    .innerJoin(projectPositions, eq(projectPositions.id, row.positionId))
    .innerJoin(users, eq(users.no, row.applicantNo))
    .where(eq(projects.no, row.projectNo));
  if (!joined) throw applicationNotFound();
  return presentApplication(row, joined.project, joined.position, joined.applicant);
}

export type ApplicationReadService = ReturnType<typeof createApplicationReadService>;

/** Reading applications: one by id (its applicant or the leader), the leader's inbox and my list. */
export function createApplicationReadService(deps: { db: Database }) {
  const { db } = deps;

  async function page(where: ReturnType<typeof and>, query: { cursor?: string | undefined; limit: number }) {
    const cursor = decodeIdCursor(query.cursor);
    const rows = await db
      .select({
        application: projectApplications,
        project: { no: projects.no, name: projects.name, logo: projects.logo, stage: projects.stage },
        position: {
          id: projectPositions.id,
          jobCode: projectPositions.jobCode,
          skillLevel: projectPositions.skillLevel,
        },
        applicant: personColumns,
      })
      .from(projectApplications)
      .innerJoin(projects, eq(projects.no, projectApplications.projectNo))
      .innerJoin(projectPositions, eq(projectPositions.id, projectApplications.positionId))
      .innerJoin(users, eq(users.no, projectApplications.applicantNo))
      .where(and(where, cursor ? lt(projectApplications.id, cursor) : undefined))
      .orderBy(desc(projectApplications.id))
      .limit(query.limit + 1);
    const { rows: page, nextCursor } = keysetPage(rows, query.limit, (last) =>
      encodeIdCursor(last.application.id),
    );
    return {
      items: page.map((row) => presentApplication(row.application, row.project, row.position, row.applicant)),
      nextCursor,
    };
  }

  return {
    async get(user: AuthUser, id: number): Promise<TApplication> {
      const [row] = await db.select().from(projectApplications).where(eq(projectApplications.id, id));
      if (!row) throw applicationNotFound();
      if (row.applicantNo !== user.no) {
        // The leader reads applications sent to the project; drafts stay private to the applicant.
        if (row.state === '99' || (await roleOf(db, row.projectNo, user.no)) !== '01')
          throw applicationNotFound();
      }
      return readApplicationView(db, row);
    },

    /** The leader's inbox: applications sent to the project (never drafts), newest first. */
    async inbox(
      user: AuthUser,
      no: number,
      query: { cursor?: string | undefined; limit: number; state?: '01' | '02' | '03' | undefined },
    ) {
      await managedProject(db, no, user);
      return page(
        and(
          eq(projectApplications.projectNo, no),
          query.state
            ? eq(projectApplications.state, query.state)
            : inArray(projectApplications.state, ['01', '02', '03']),
        ),
        query,
      );
    },

    async mine(
      user: AuthUser,
      query: { cursor?: string | undefined; limit: number; state?: ApplicationStateCode | undefined },
    ) {
      return page(
        and(
          eq(projectApplications.applicantNo, user.no),
          query.state ? eq(projectApplications.state, query.state) : undefined,
        ),
        query,
      );
    },
  };
}
