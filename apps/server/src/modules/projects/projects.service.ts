import {
  ACTIVE_APPLICATION_STATES,
  allowedNextStages,
  canChangeProjectStage,
  DRAFT_STAGE,
  describeForbiddenStageChange,
  missingForPublish,
  PROJECT_BOOST,
  PROJECT_POSITIONS_MAX,
  type ProjectStageCode,
  PUBLISHED_FIRST_STAGE,
  regionProblem,
  type TBoostResult,
  type THubQuery,
  type TPosition,
  type TPositionInput,
  type TPositionUpdate,
  type TProjectCreate,
  type TProjectDetail,
  type TProjectPage,
  type TProjectUpdate,
  ZIdempotencyKey,
} from '@sidecamp/domain';
import { and, asc, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { recordEvent } from '../../events/outbox';
import { AppError, fieldError } from '../../http/errors';
import type { AuthUser } from '../auth/auth.guard';
import { users } from '../auth/auth.tables';
import { withIdempotency } from '../points/points.idempotency';
import { writeEntry } from '../points/points.ledger';
import { projectBoosts } from '../points/points.tables';
import { uploads } from '../uploads/uploads.tables';
import {
  addTimeline,
  assertNotClosed,
  exactTime,
  managedProject,
  type ProjectRow,
  personColumns,
  projectFor,
  projectNotFound,
  recount,
  type Viewer,
} from './projects.access';
import { decodeTimeCursor, encodeTimeCursor } from './projects.cursor';
import { type HubCache, hubCacheKey } from './projects.hubCache';
import './projects.events';
import { presentPosition } from './projects.presenter';
import {
  cardsQuery,
  decodeProjectCursor,
  encodeProjectCursor,
  hubPage,
  presentCard,
  selectCards,
  todayIso,
} from './projects.queries';
import {
  projectApplications,
  projectBookmarks,
  projectFollows,
  projectInvitations,
  projectMembers,
  projectPositions,
  projects,
} from './projects.tables';

/** How many boosted projects the hub shows at once. */
const BOOSTED_ROW_SIZE = 6;

type PageQuery = { cursor?: string | undefined; limit: number };

const uuidOfFile = (logo: string) => logo.slice('/api/files/'.length).toLowerCase();

export function createProjectService(deps: { db: Database; nudgeEvents: () => void; hubCache?: HubCache }) {
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

  async function positionOf(tx: Queryable, projectNo: number, positionId: number, lock = false) {
    const query = tx
      .select()
      .from(projectPositions)
      .where(and(eq(projectPositions.id, positionId), eq(projectPositions.projectNo, projectNo)))
      .limit(1);
    const [position] = lock ? await query.for('update') : await query;
    if (!position) throw new AppError('NOT_FOUND', { message: 'There is no such position in this project.' });
    return position;
  }

  async function insertPosition(tx: Queryable, user: AuthUser, projectNo: number, input: TPositionInput) {
    const [position] = await tx
      .insert(projectPositions)
      .values({ projectNo, ...input })
      .returning();
    if (!position) throw new Error('position insert returned no row');
    await addTimeline(tx, projectNo, 'positionAdded', {
      actorNo: user.no,
      data: { positionId: position.id, jobCode: position.jobCode, headcount: position.headcount },
    });
    await recordEvent(
      tx,
      'project.positionAdded',
      { projectNo, positionId: position.id, jobCode: position.jobCode, headcount: position.headcount },
      { actorNo: user.no },
    );
    return position;
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
    return {
      ...presentCard(cardRow, today),
      description: project.description,
      serviceCategory: project.serviceCategory,
      industry: project.industry,
      links: project.links,
      questions: project.questions,
      updatedAt: project.updatedAt.toISOString(),
      positions: positions.map(presentPosition),
      members: members.map((member) => ({
        person: member.person,
        role: member.role,
        positionId: member.positionId,
        joinedAt: member.joinedAt.toISOString(),
      })),
      allowedNextStages: [...allowedNextStages(project.stage as ProjectStageCode)],
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
    };
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

  async function myCards(user: AuthUser, query: PageQuery & { role?: '01' | '02' | undefined }) {
    const cursor = decodeProjectCursor(query.cursor, 'mine');
    const today = todayIso();
    const rows = await selectCards(
      db,
      cardsQuery({
        from: sql`projects p join project_members me on me.project_no = p.no and me.user_no = ${user.no}`,
        where: sql.join(
          [
            sql`true`,
            query.role ? sql`me.role = ${query.role}` : undefined,
            cursor ? sql`(p.created_at, p.no) < (${cursor.v}::timestamptz, ${cursor.n})` : undefined,
          ].filter((part) => part !== undefined),
          sql` and `,
        ),
        orderBy: (t) => `${t}.created_at desc, ${t}.no desc`,
        limit: query.limit + 1,
      }),
    );
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      items: page.map((row) => presentCard(row, today)),
      nextCursor:
        rows.length > query.limit && last
          ? encodeProjectCursor({ s: 'mine', v: last.created_at, n: last.no })
          : null,
    };
  }

  return {
    detail,
    changeStage,

    hub: (query: THubQuery): Promise<TProjectPage> => {
      const today = todayIso();
      const read = () => hubPage(db, query, today);
      return deps.hubCache ? deps.hubCache.getOrLoad(hubCacheKey(query, today), read) : read();
    },

    /**
     * Projects with a boost running now (priority exposure, F4.7), most followed first: the hub
     * shows them above its results. Drafts and closed projects never appear.
     */
    async boosted(): Promise<TProjectPage> {
      const today = todayIso();
      const rows = await selectCards(
        db,
        cardsQuery({
          from: sql`projects p join (select distinct project_no from ${projectBoosts} where starts_at <= now() and ends_at > now()) b on b.project_no = p.no`,
          where: sql`p.stage not in ('99', '00')`,
          orderBy: (t) => `${t}.follower_count desc, ${t}.no desc`,
          limit: BOOSTED_ROW_SIZE,
        }),
      );
      return { items: rows.map((row) => presentCard(row, today)), nextCursor: null };
    },

    /** Projects I lead or belong to, drafts included (they are mine), newest first. */
    mine: myCards,

    async bookmarks(user: AuthUser, query: PageQuery): Promise<TProjectPage> {
      const cursor = decodeProjectCursor(query.cursor, 'bookmarks');
      const today = todayIso();
      const rows = await selectCards(
        db,
        cardsQuery({
          from: sql`projects p join project_bookmarks b on b.project_no = p.no and b.user_no = ${user.no}`,
          // Only published projects: a leader may bookmark their own draft, but a list of marks is public-facing.
          where: cursor
            ? sql`p.stage <> '99' and p.published_at is not null and p.no < ${cursor.n}`
            : sql`p.stage <> '99' and p.published_at is not null`,
          orderBy: (t) => `${t}.no desc`,
          limit: query.limit + 1,
        }),
      );
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map((row) => presentCard(row, today)),
        nextCursor:
          rows.length > query.limit && last
            ? encodeProjectCursor({ s: 'bookmarks', v: '', n: last.no })
            : null,
      };
    },

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

    async addPosition(user: AuthUser, no: number, input: TPositionInput): Promise<TPosition> {
      const position = await db.transaction(async (tx) => {
        const { project } = await managedProject(tx, no, user, { lock: true });
        assertNotClosed(project);
        const [open] = await tx
          .select({ n: count() })
          .from(projectPositions)
          .where(and(eq(projectPositions.projectNo, no), isNull(projectPositions.closedAt)));
        if ((open?.n ?? 0) >= PROJECT_POSITIONS_MAX) {
          throw new AppError('CONFLICT', {
            message: `A project can have at most ${PROJECT_POSITIONS_MAX} open positions.`,
          });
        }
        const inserted = await insertPosition(tx, user, no, input);
        await recount(tx, no);
        return positionOf(tx, no, inserted.id);
      });
      deps.nudgeEvents();
      return presentPosition(position);
    },

    async updatePosition(
      user: AuthUser,
      no: number,
      positionId: number,
      input: TPositionUpdate,
    ): Promise<TPosition> {
      const position = await db.transaction(async (tx) => {
        const { project } = await managedProject(tx, no, user, { lock: true });
        assertNotClosed(project);
        const current = await positionOf(tx, no, positionId, true);
        if (current.closedAt) throw new AppError('POSITION_CLOSED');
        if (input.headcount !== undefined && input.headcount < current.filled) {
          throw fieldError(
            'headcount',
            `${current.filled} member(s) already hold this position; the headcount cannot be lower.`,
          );
        }
        await tx.update(projectPositions).set(input).where(eq(projectPositions.id, positionId));
        await recount(tx, no);
        const updated = await positionOf(tx, no, positionId);
        await addTimeline(tx, no, 'positionChanged', {
          actorNo: user.no,
          data: {
            positionId,
            jobCode: updated.jobCode,
            headcount: updated.headcount,
            skillLevel: updated.skillLevel,
          },
        });
        return updated;
      });
      return presentPosition(position);
    },

    /** Closing a position also answers its applications in review (rejected), so nobody waits on it. */
    async closePosition(user: AuthUser, no: number, positionId: number): Promise<TPosition> {
      const position = await db.transaction(async (tx) => {
        await managedProject(tx, no, user, { lock: true });
        const current = await positionOf(tx, no, positionId, true);
        if (current.closedAt)
          throw new AppError('POSITION_CLOSED', { message: 'This position is already closed.' });
        await tx
          .update(projectPositions)
          .set({ closedAt: sql`now()` })
          .where(eq(projectPositions.id, positionId));
        const rejected = await tx
          .update(projectApplications)
          .set({ state: '03', decidedAt: sql`now()`, decidedBy: user.no, updatedAt: sql`now()` })
          .where(and(eq(projectApplications.positionId, positionId), eq(projectApplications.state, '01')))
          .returning({ id: projectApplications.id, applicantNo: projectApplications.applicantNo });
        for (const application of rejected) {
          await recordEvent(
            tx,
            'project.applicationDecided',
            {
              projectNo: no,
              applicationId: application.id,
              applicantNo: application.applicantNo,
              state: '03',
            },
            { actorNo: user.no },
          );
        }
        await recount(tx, no);
        await addTimeline(tx, no, 'positionClosed', {
          actorNo: user.no,
          data: { positionId, jobCode: current.jobCode },
        });
        await recordEvent(
          tx,
          'project.positionClosed',
          { projectNo: no, positionId, jobCode: current.jobCode },
          { actorNo: user.no },
        );
        return positionOf(tx, no, positionId);
      });
      deps.nudgeEvents();
      return presentPosition(position);
    },

    async follow(user: AuthUser, no: number) {
      return db
        .transaction(async (tx) => {
          await projectFor(tx, no, user);
          const inserted = await tx
            .insert(projectFollows)
            .values({ projectNo: no, userNo: user.no })
            .onConflictDoNothing()
            .returning({ at: projectFollows.createdAt });
          // Following twice is a no-op: the count and the event happen once.
          if (inserted.length > 0) {
            await tx
              .update(projects)
              .set({ followerCount: sql`${projects.followerCount} + 1` })
              .where(eq(projects.no, no));
            await recordEvent(
              tx,
              'project.followed',
              { projectNo: no, userNo: user.no },
              { actorNo: user.no },
            );
          }
          const [row] = await tx
            .select({ followerCount: projects.followerCount })
            .from(projects)
            .where(eq(projects.no, no));
          return { following: true, followerCount: row?.followerCount ?? 0 };
        })
        .finally(deps.nudgeEvents);
    },

    async unfollow(user: AuthUser, no: number) {
      return db
        .transaction(async (tx) => {
          await projectFor(tx, no, user);
          const removed = await tx
            .delete(projectFollows)
            .where(and(eq(projectFollows.projectNo, no), eq(projectFollows.userNo, user.no)))
            .returning({ at: projectFollows.createdAt });
          if (removed.length > 0) {
            await tx
              .update(projects)
              .set({ followerCount: sql`${projects.followerCount} - 1` })
              .where(eq(projects.no, no));
            await recordEvent(
              tx,
              'project.unfollowed',
              { projectNo: no, userNo: user.no },
              { actorNo: user.no },
            );
          }
          const [row] = await tx
            .select({ followerCount: projects.followerCount })
            .from(projects)
            .where(eq(projects.no, no));
          return { following: false, followerCount: row?.followerCount ?? 0 };
        })
        .finally(deps.nudgeEvents);
    },

    async bookmark(user: AuthUser, no: number, on: boolean) {
      await projectFor(db, no, user);
      if (on)
        await db.insert(projectBookmarks).values({ projectNo: no, userNo: user.no }).onConflictDoNothing();
      else
        await db
          .delete(projectBookmarks)
          .where(and(eq(projectBookmarks.projectNo, no), eq(projectBookmarks.userNo, user.no)));
      return { bookmarked: on };
    },

    async followers(no: number, viewer: Viewer, query: PageQuery) {
      await projectFor(db, no, viewer);
      const cursor = decodeTimeCursor(query.cursor);
      const rows = await db
        .select({ ...personColumns, since: exactTime(projectFollows.createdAt) })
        .from(projectFollows)
        .innerJoin(users, eq(users.no, projectFollows.userNo))
        .where(
          and(
            eq(projectFollows.projectNo, no),
            cursor
              ? or(
                  lt(projectFollows.createdAt, sql`${cursor.at}::timestamptz`),
                  and(
                    eq(projectFollows.createdAt, sql`${cursor.at}::timestamptz`),
                    lt(projectFollows.userNo, cursor.id),
                  ),
                )
              : undefined,
          ),
        )
        .orderBy(desc(projectFollows.createdAt), desc(projectFollows.userNo))
        .limit(query.limit + 1);
      const [project] = await db
        .select({ followerCount: projects.followerCount })
        .from(projects)
        .where(eq(projects.no, no));
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map((row) => ({ ...row, since: new Date(row.since).toISOString() })),
        nextCursor:
          rows.length > query.limit && last ? encodeTimeCursor({ at: last.since, id: last.no }) : null,
        total: project?.followerCount ?? 0,
      };
    },

    /**
     * Boost (priority exposure for one week), paid in points (PROJECT_BOOST). The Idempotency-Key
     * makes a retried request replay its first answer instead of charging twice; a boost bought
     * while one runs extends it by a week. Refused with INSUFFICIENT_POINTS when the balance is short.
     */
    async boost(user: AuthUser, no: number, idempotencyKey: string | undefined): Promise<TBoostResult> {
      const { project } = await managedProject(db, no, user);
      if (project.stage === DRAFT_STAGE)
        throw new AppError('CONFLICT', { message: 'Publish the project before boosting it.' });
      if (project.stage === '00')
        throw new AppError('CONFLICT', { message: 'A closed project cannot be boosted.' });
      if (!idempotencyKey || !ZIdempotencyKey.safeParse(idempotencyKey).success)
        throw fieldError(
          'Idempotency-Key',
          'send a unique key of 8-100 letters, digits, dashes or underscores',
        );
      const { result } = await withIdempotency(
        db,
        { userNo: user.no, key: idempotencyKey, scope: 'project.boost', request: { projectNo: no } },
        async (tx) => {
          const spent = await writeEntry(tx, {
            userNo: user.no,
            code: PROJECT_BOOST.code,
            label: PROJECT_BOOST.label,
            points: PROJECT_BOOST.points,
            cause: { type: 'boost', id: `${no}:${idempotencyKey}` },
            idempotencyKey,
          });
          const [current] = await tx
            .select({ endsAt: sql<Date | string | null>`max(${projectBoosts.endsAt})` })
            .from(projectBoosts)
            .where(eq(projectBoosts.projectNo, no));
          const now = new Date();
          const runningUntil = current?.endsAt ? new Date(current.endsAt) : null;
          const startsAt = runningUntil && runningUntil > now ? runningUntil : now;
          const endsAt = new Date(startsAt.getTime() + PROJECT_BOOST.days * 86_400_000);
          await tx
            .insert(projectBoosts)
            .values({ projectNo: no, userNo: user.no, points: PROJECT_BOOST.points, startsAt, endsAt });
          return {
            projectNo: no,
            boostedUntil: endsAt.toISOString(),
            pointsSpent: PROJECT_BOOST.points,
            balance: spent.balance,
          };
        },
      );
      return result;
    },
  };
}

export type ProjectService = ReturnType<typeof createProjectService>;
