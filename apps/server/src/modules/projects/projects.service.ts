import {
  ACTIVE_APPLICATION_STATES,
  canChangeProjectStage,
  canViewProject,
  DRAFT_STAGE,
  describeForbiddenStageChange,
  missingForPublish,
  type ProjectRole,
  type ProjectStageCode,
  PUBLISHED_FIRST_STAGE,
  regionProblem,
  type TProjectCreate,
  type TProjectDetail,
  type TProjectUpdate,
} from '@sidecamp/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { type Database, type Queryable, rowsOf } from '../../db/client';
import { recordEvent } from '../../events/outbox';
import { AppError, fieldError } from '../../http/errors';
import type { AuthUser } from '../auth';
import { personColumns, users } from '../auth';
import { uploads } from '../uploads';
import {
  addTimeline,
  assertNotClosed,
  managedProject,
  type ProjectRow,
  projectNotFound,
  recount,
  type Viewer,
} from './projects.access';
import './projects.events';
import { insertPosition } from './projects.positions';
import { presentCard, presentProjectDetail } from './projects.presenter';
import { cardsQuery, selectCards, todayIso } from './projects.queries';
import {
  projectApplications,
  projectBookmarks,
  projectFollows,
  projectInvitations,
  projectMembers,
  projectPositions,
  projects,
} from './projects.tables';
import type { ProjectViewCache, PublicView } from './projects.viewCache';

const uuidOfFile = (logo: string) => logo.slice('/api/files/'.length).toLowerCase();

export type ProjectService = ReturnType<typeof createProjectService>;

/**
 * A project itself: its view, creation, edits, stage and deletion. Positions, the lists of cards,
 * follows and boosts have their own services (projects.positions, .hub, .follows, .boosts).
 */
export function createProjectService(deps: { db: Database; viewCache?: ProjectViewCache }) {
  const { db } = deps;

  /** The logo must be an image the actor uploaded (so nobody can point a project at another person's file). */
  async function assertOwnLogo(tx: Queryable, user: AuthUser, logo: string | null | undefined) {
    if (!logo) return;
    const [file] = await tx
      .select({ owner: uploads.ownerNo, kind: uploads.kind })
      .from(uploads)
      .where(eq(uploads.id, uuidOfFile(logo)))
      .limit(1);
    if (!file || file.owner !== user.no || file.kind !== 'image')
      throw fieldError('logo', 'is not an image you uploaded');
  }

  function assertDeadline(deadline: string | null | undefined) {
    if (deadline && deadline < todayIso()) throw fieldError('recruitingDeadline', 'is in the past');
  }

  /**
   * What the project view shows every viewer alike: the project, its card, positions and members.
   * All of it changes only with the tables the hub's notifications watch (projects, positions,
   * members, a member's card fields), so the view cache keeps it (see projects.viewCache.ts).
   */
  async function readPublicView(no: number): Promise<PublicView> {
    const [[project], [cardRow], positions, members] = await Promise.all([
      db.select().from(projects).where(eq(projects.no, no)).limit(1),
      selectCards(db, cardsQuery({ where: sql`p.no = ${no}`, orderBy: (t) => `${t}.no`, limit: 1 })),
      db
        .select()
        .from(projectPositions)
        .where(eq(projectPositions.projectNo, no))
        .orderBy(asc(projectPositions.id)),
      db
        .select({
          person: personColumns,
          role: projectMembers.role,
          positionId: projectMembers.positionId,
          joinedAt: projectMembers.joinedAt,
        })
        .from(projectMembers)
        .innerJoin(users, eq(users.no, projectMembers.userNo))
        .where(eq(projectMembers.projectNo, no))
        .orderBy(asc(projectMembers.role), asc(projectMembers.joinedAt), asc(projectMembers.userNo)),
    ]);
    if (!project || !cardRow) throw projectNotFound();
    return { project, cardRow, positions, members };
  }

  /**
   * The viewer's relation in one statement: follow, bookmark, active applications, a pending
   * invitation and, for the leader only (only the leader decides applications), how many wait.
   */
  async function viewerState(no: number, viewer: AuthUser, isLeader: boolean) {
    const [row] = rowsOf<{
      following: boolean;
      bookmarked: boolean;
      applications: Array<{ id: number; positionId: number; state: string }>;
      pending_invitation_id: number | null;
      pending_application_count: number | null;
    }>(
      await db.execute(sql`
        select
          exists (select 1 from ${projectFollows}
                   where ${projectFollows.projectNo} = ${no} and ${projectFollows.userNo} = ${viewer.no}) as following,
          exists (select 1 from ${projectBookmarks}
                   where ${projectBookmarks.projectNo} = ${no} and ${projectBookmarks.userNo} = ${viewer.no}) as bookmarked,
          coalesce((
            select json_agg(json_build_object('id', a.id, 'positionId', a.position_id, 'state', a.state) order by a.id)
              from ${projectApplications} a
             where a.project_no = ${no} and a.applicant_no = ${viewer.no}
               and a.state in (${sql.join(
                 ACTIVE_APPLICATION_STATES.map((state) => sql`${state}`),
                 sql`, `,
               )})
          ), '[]'::json) as applications,
          (select i.id from ${projectInvitations} i
            where i.project_no = ${no} and i.invitee_no = ${viewer.no} and i.state = 'pending'
            order by i.id limit 1) as pending_invitation_id,
          case when ${isLeader} then (
            select count(*)::int from ${projectApplications} a where a.project_no = ${no} and a.state = '01'
          ) end as pending_application_count`),
    );
    return row;
  }

  async function detailOf(view: PublicView, viewer: Viewer): Promise<TProjectDetail> {
    const { project, cardRow, positions, members } = view;
    const role = viewer
      ? ((members.find((member) => member.person.no === viewer.no)?.role as ProjectRole | undefined) ?? null)
      : null;
    if (!canViewProject(project.stage as ProjectStageCode, role, project.publishedAt !== null))
      throw projectNotFound();
    const state = viewer ? await viewerState(project.no, viewer, role === '01') : undefined;
    const applications = state?.applications ?? [];
    const relationRole =
      role ?? (applications.some((application) => application.state === '01') ? '99' : null);
    return presentProjectDetail({
      card: presentCard(cardRow, todayIso()),
      project,
      positions,
      members,
      viewer: {
        loggedIn: viewer !== undefined,
        role: relationRole,
        canManage: role === '01',
        following: state?.following ?? false,
        bookmarked: state?.bookmarked ?? false,
        applications,
        pendingInvitationId: state?.pending_invitation_id ?? null,
        pendingApplicationCount: role === '01' ? (state?.pending_application_count ?? 0) : null,
      },
    });
  }

  /** The project as it is now (after a change this request made). */
  const detail = async (no: number, viewer: Viewer) => detailOf(await readPublicView(no), viewer);

  /** The project view as anyone opens it: the shared part from the view cache when there is one. */
  const view = async (no: number, viewer: Viewer) =>
    detailOf(
      await (deps.viewCache
        ? deps.viewCache.getOrLoad(String(no), () => readPublicView(no))
        : readPublicView(no)),
      viewer,
    );

  /** Moves a project to another stage by the F4.2 rule; publishing (99 -> 01) also needs a complete project. */
  async function changeStage(user: AuthUser, no: number, to: ProjectStageCode): Promise<TProjectDetail> {
    await db.transaction(async (tx) => {
      const { project } = await managedProject(tx, no, user, { lock: true });
      const from = project.stage as ProjectStageCode;
      if (!canChangeProjectStage(from, to))
        throw new AppError('STAGE_TRANSITION_FORBIDDEN', describeForbiddenStageChange(from, to));
      const publishing = from === DRAFT_STAGE && to === PUBLISHED_FIRST_STAGE;
      if (publishing) {
        const missing = missingForPublish(project);
        if (missing.length > 0) {
          throw new AppError('VALIDATION_FAILED', {
            message: `Complete the project before publishing: ${missing.map((issue) => issue.field).join(', ')}.`,
            details: missing,
          });
        }
      }
      await tx
        .update(projects)
        .set({ stage: to, ...(publishing ? { publishedAt: sql`now()` } : {}) })
        .where(eq(projects.no, no));
      await addTimeline(tx, no, publishing ? 'published' : 'stageChanged', {
        actorNo: user.no,
        data: { from, to },
      });
      await recordEvent(tx, 'project.stageChanged', { projectNo: no, from, to }, { actorNo: user.no });
      if (publishing)
        await recordEvent(
          tx,
          'project.published',
          { projectNo: no, leaderNo: user.no },
          { actorNo: user.no },
        );
    });
    return detail(no, user);
  }

  async function deleteProject(user: AuthUser, no: number, options: { draftOnly: boolean }) {
    await db.transaction(async (tx) => {
      const { project } = await managedProject(tx, no, user, { lock: true });
      if (options.draftOnly && project.stage !== DRAFT_STAGE) {
        throw new AppError('CONFLICT', {
          message: 'This project is published, not a draft; delete it as a project instead.',
        });
      }
      const members = await tx
        .select({ userNo: projectMembers.userNo })
        .from(projectMembers)
        .where(eq(projectMembers.projectNo, no));
      await tx.delete(projects).where(eq(projects.no, no));
      await recordEvent(
        tx,
        'project.deleted',
        {
          projectNo: no,
          name: project.name,
          memberNos: members.map((member) => member.userNo),
          wasDraft: project.stage === DRAFT_STAGE,
        },
        { actorNo: user.no },
      );
    });
  }

  return {
    detail,
    changeStage,

    async create(user: AuthUser, input: TProjectCreate): Promise<TProjectDetail> {
      assertDeadline(input.recruitingDeadline);
      const no = await db.transaction(async (tx) => {
        await assertOwnLogo(tx, user, input.logo);
        const { positions = [], techStacks, ...fields } = input;
        const [project] = await tx
          .insert(projects)
          .values({
            ...fields,
            stage: DRAFT_STAGE,
            techStacks: techStacks ? [...new Set(techStacks)] : [],
          })
          .returning({ no: projects.no, name: projects.name });
        if (!project) throw new Error('project insert returned no row');
        await tx.insert(projectMembers).values({ projectNo: project.no, userNo: user.no, role: '01' });
        await addTimeline(tx, project.no, 'created', { actorNo: user.no, data: { name: project.name } });
        for (const position of positions) await insertPosition(tx, user, project.no, position);
        await recount(tx, project.no);
        await recordEvent(
          tx,
          'project.created',
          { projectNo: project.no, leaderNo: user.no, name: project.name, stage: DRAFT_STAGE },
          { actorNo: user.no },
        );
        return project.no;
      });
      return detail(no, user);
    },

    async update(user: AuthUser, no: number, input: TProjectUpdate): Promise<TProjectDetail> {
      await db.transaction(async (tx) => {
        const { project } = await managedProject(tx, no, user, { lock: true });
        assertNotClosed(project);
        if (input.recruitingDeadline !== project.recruitingDeadline) assertDeadline(input.recruitingDeadline);
        if (input.logo !== undefined && input.logo !== project.logo)
          await assertOwnLogo(tx, user, input.logo);
        const merged: ProjectRow = { ...project, ...input } as ProjectRow;
        const problem = regionProblem(merged.meetingMode, merged.region);
        if (problem) throw fieldError('region', problem);
        // A published project keeps what publishing required: it cannot be emptied by an edit.
        if (project.stage !== DRAFT_STAGE) {
          const missing = missingForPublish(merged);
          if (missing.length > 0) {
            throw new AppError('VALIDATION_FAILED', {
              message: missing.map((issue) => `${issue.field}: ${issue.message}`).join(' '),
              details: missing,
            });
          }
        }
        await tx
          .update(projects)
          .set({
            ...input,
            ...(input.techStacks ? { techStacks: [...new Set(input.techStacks)] } : {}),
            updatedAt: sql`now()`,
          })
          .where(eq(projects.no, no));
      });
      return detail(no, user);
    },

    view,
    publish: (user: AuthUser, no: number) => changeStage(user, no, PUBLISHED_FIRST_STAGE),

    deleteProject: (user: AuthUser, no: number) => deleteProject(user, no, { draftOnly: false }),
    deleteDraft: (user: AuthUser, no: number) => deleteProject(user, no, { draftOnly: true }),
  };
}
