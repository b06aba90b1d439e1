import {
  ACTIVE_APPLICATION_STATES,
  canChangeProjectStage,
  DRAFT_STAGE,
  describeForbiddenStageChange,
  missingForPublish,
  type ProjectStageCode,
  PUBLISHED_FIRST_STAGE,
  regionProblem,
  type TProjectCreate,
  type TProjectDetail,
  type TProjectUpdate,
} from '@sidecamp/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
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
  projectFor,
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

const uuidOfFile = (logo: string) => logo.slice('/api/files/'.length).toLowerCase();

export type ProjectService = ReturnType<typeof createProjectService>;

/**
 * A project itself: its view, creation, edits, stage and deletion. Positions, the lists of cards,
 * follows and boosts have their own services (projects.positions, .hub, .follows, .boosts).
 */
export function createProjectService(deps: { db: Database; nudgeEvents: () => void }) {
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

  async function detail(no: number, viewer: Viewer): Promise<TProjectDetail> {
    const { project, role } = await projectFor(db, no, viewer);
    const today = todayIso();
    const [cardRow] = await selectCards(
      db,
      cardsQuery({ where: sql`p.no = ${no}`, orderBy: (t) => `${t}.no`, limit: 1 }),
    );
    if (!cardRow) throw projectNotFound();
    const [positions, members] = await Promise.all([
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
    let following = false;
    let bookmarked = false;
    let applications: Array<{ id: number; positionId: number; state: string }> = [];
    let pendingInvitationId: number | null = null;
    if (viewer) {
      const [follow, bookmark, active, invitation] = await Promise.all([
        db
          .select({ at: projectFollows.createdAt })
          .from(projectFollows)
          .where(and(eq(projectFollows.projectNo, no), eq(projectFollows.userNo, viewer.no))),
        db
          .select({ at: projectBookmarks.createdAt })
          .from(projectBookmarks)
          .where(and(eq(projectBookmarks.projectNo, no), eq(projectBookmarks.userNo, viewer.no))),
        db
          .select({
            id: projectApplications.id,
            positionId: projectApplications.positionId,
            state: projectApplications.state,
          })
          .from(projectApplications)
          .where(
            and(
              eq(projectApplications.projectNo, no),
              eq(projectApplications.applicantNo, viewer.no),
              inArray(projectApplications.state, [...ACTIVE_APPLICATION_STATES]),
            ),
          )
          .orderBy(asc(projectApplications.id)),
        db
          .select({ id: projectInvitations.id })
          .from(projectInvitations)
          .where(
            and(
              eq(projectInvitations.projectNo, no),
              eq(projectInvitations.inviteeNo, viewer.no),
              eq(projectInvitations.state, 'pending'),
            ),
          ),
      ]);
      following = follow.length > 0;
      bookmarked = bookmark.length > 0;
      applications = active;
      pendingInvitationId = invitation[0]?.id ?? null;
    }
    // Only the leader decides applications, so only the leader is told how many wait.
    const pendingApplicationCount =
      role === '01'
        ? await db.$count(
            projectApplications,
            and(eq(projectApplications.projectNo, no), eq(projectApplications.state, '01')),
          )
        : null;
    const relationRole =
      role ?? (applications.some((application) => application.state === '01') ? '99' : null);
    return presentProjectDetail({
      card: presentCard(cardRow, today),
      project,
      positions,
      members,
      viewer: {
        loggedIn: viewer !== undefined,
        role: relationRole,
        canManage: role === '01',
        following,
        bookmarked,
        applications,
        pendingInvitationId,
        pendingApplicationCount,
      },
    });
  }

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
    deps.nudgeEvents();
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
    deps.nudgeEvents();
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
      deps.nudgeEvents();
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

    publish: (user: AuthUser, no: number) => changeStage(user, no, PUBLISHED_FIRST_STAGE),

    deleteProject: (user: AuthUser, no: number) => deleteProject(user, no, { draftOnly: false }),
    deleteDraft: (user: AuthUser, no: number) => deleteProject(user, no, { draftOnly: true }),
  };
}
