import type { TGroup, TGroupCreate } from '@sidecamp/domain';
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database, Queryable, Transaction } from '../../db/client';
import {
  decodeIdCursor,
  decodeTimeCursor,
  encodeIdCursor,
  encodeTimeCursor,
  keysetPage,
} from '../../db/cursor';
import { recordEvent } from '../../events/outbox';
import { AppError, fieldError } from '../../http/errors';
import type { AuthUser } from '../auth';
import { personColumns, users } from '../auth';
import { projectMembers, projects, uniqueViolation } from '../projects';
import './groups.events';
import { groupMembers, groups } from './groups.tables';

/** Who is looking: a logged-in user or nobody. */
type Viewer = AuthUser | undefined;
type PageQuery = { cursor?: string | undefined; limit: number };
type GroupRow = typeof groups.$inferSelect;

const groupNotFound = () => new AppError('NOT_FOUND', { message: 'There is no such group.' });

/** Groups (F6): project and study groups, open or by approval, with members and a feed. */
export function createGroupService(deps: { db: Database }) {
  const { db } = deps;

  /** A change that records an event: the dispatcher is woken once it has committed. */
  async function afterCommitNudge<T>(change: (tx: Transaction) => Promise<T>): Promise<T> {
    const result = await db.transaction(change);
    return result;
  }

  async function present(tx: Queryable, rows: GroupRow[], viewer: Viewer): Promise<TGroup[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    // One after another: `tx` may be a transaction, one connection, where queries sent together
    // only queue (and pg 8 warns that sending a query while one runs goes away in pg 9).
    const owners = await tx
      .select(personColumns)
      .from(users)
      .where(inArray(users.no, [...new Set(rows.map((row) => row.ownerNo))]));
    const projectNames = await tx
      .select({ no: projects.no, name: projects.name })
      .from(projects)
      .where(inArray(projects.no, [...new Set(rows.map((row) => row.projectNo ?? 0))]));
    const memberships = viewer
      ? await tx
          .select({ groupId: groupMembers.groupId, role: groupMembers.role, state: groupMembers.state })
          .from(groupMembers)
          .where(and(eq(groupMembers.userNo, viewer.no), inArray(groupMembers.groupId, ids)))
      : [];
    const ownerByNo = new Map(owners.map((owner) => [owner.no, owner]));
    const nameByNo = new Map(projectNames.map((project) => [project.no, project.name]));
    const membershipById = new Map(memberships.map((membership) => [membership.groupId, membership]));
    return rows.flatMap((row) => {
      const owner = ownerByNo.get(row.ownerNo);
      if (!owner) return [];
      const membership = membershipById.get(row.id);
      return [
        {
          id: row.id,
          kind: row.kind as TGroup['kind'],
          name: row.name,
          description: row.description,
          joinPolicy: row.joinPolicy as TGroup['joinPolicy'],
          projectNo: row.projectNo,
          projectName: row.projectNo === null ? null : (nameByNo.get(row.projectNo) ?? null),
          owner,
          memberCount: row.memberCount,
          membership: membership
            ? {
                role: membership.role as 'owner' | 'member',
                state: membership.state as 'active' | 'pending',
              }
            : null,
          createdAt: row.createdAt.toISOString(),
        },
      ];
    });
  }

  async function groupRow(tx: Queryable, id: number, lock = false) {
    const query = tx.select().from(groups).where(eq(groups.id, id)).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw groupNotFound();
    return row;
  }

  async function ownedGroup(tx: Queryable, user: AuthUser, id: number) {
    const row = await groupRow(tx, id, true);
    if (row.ownerNo !== user.no && user.role !== 'admin')
      throw new AppError('FORBIDDEN', { message: 'Only the group owner can do that.' });
    return row;
  }

  async function one(tx: Queryable, id: number, viewer: Viewer) {
    const [group] = await present(tx, [await groupRow(tx, id)], viewer);
    if (!group) throw groupNotFound();
    return group;
  }

  async function create(user: AuthUser, input: TGroupCreate) {
    const projectNo = input.projectNo ?? null;
    if (input.kind === 'project' && projectNo === null)
      throw fieldError('projectNo', 'is required for a project group');
    if (input.kind === 'study' && projectNo !== null)
      throw fieldError('projectNo', 'belongs only to a project group');
    try {
      return await db.transaction(async (tx) => {
        if (projectNo !== null) {
          const [project] = await tx
            .select({ stage: projects.stage })
            .from(projects)
            .where(eq(projects.no, projectNo));
          if (!project) throw fieldError('projectNo', 'is not a project');
          const [member] = await tx
            .select({ role: projectMembers.role })
            .from(projectMembers)
            .where(and(eq(projectMembers.projectNo, projectNo), eq(projectMembers.userNo, user.no)));
          if (member?.role !== '01')
            throw new AppError('FORBIDDEN', { message: 'Only the project leader can open its group.' });
        }
        const [row] = await tx
          .insert(groups)
          .values({
            kind: input.kind,
            name: input.name,
            description: input.description ?? '',
            joinPolicy: input.joinPolicy,
            projectNo,
            ownerNo: user.no,
            memberCount: 1,
          })
          .returning();
        if (!row) throw new Error('group insert returned no row');
        await tx
          .insert(groupMembers)
          .values({ groupId: row.id, userNo: user.no, role: 'owner', state: 'active' });
        return one(tx, row.id, user);
      });
    } catch (error) {
      if (uniqueViolation(error, 'groups_one_per_project_idx'))
        throw new AppError('CONFLICT', { message: 'This project already has a group.' });
      throw error;
    }
  }

  async function update(
    user: AuthUser,
    id: number,
    input: {
      name?: string | undefined;
      description?: string | undefined;
      joinPolicy?: 'open' | 'approval' | undefined;
    },
  ) {
    return db.transaction(async (tx) => {
      await ownedGroup(tx, user, id);
      await tx
        .update(groups)
        .set({ ...input, updatedAt: sql`now()` })
        .where(eq(groups.id, id));
      return one(tx, id, user);
    });
  }

  async function list(
    viewer: Viewer,
    query: PageQuery & { kind?: string | undefined; mine?: string | undefined },
  ) {
    const before = decodeIdCursor(query.cursor);
    if (query.mine === 'true' && !viewer) throw new AppError('UNAUTHENTICATED');
    const rows = await db
      .select()
      .from(groups)
      .where(
        and(
          query.kind ? eq(groups.kind, query.kind) : undefined,
          query.mine === 'true' && viewer
            ? sql`exists (select 1 from ${groupMembers} where ${groupMembers.groupId} = ${groups.id} and ${groupMembers.userNo} = ${viewer.no})`
            : undefined,
          before === undefined ? undefined : lt(groups.id, before),
        ),
      )
      .orderBy(desc(groups.id))
      .limit(query.limit + 1);
    const { rows: page, nextCursor } = keysetPage(rows, query.limit, (last) => encodeIdCursor(last.id));
    return {
      items: await present(db, page, viewer),
      nextCursor,
    };
  }

  /** Joining an open group is immediate; an approval group records a request for the owner. */
  async function join(user: AuthUser, id: number) {
    return afterCommitNudge(async (tx) => {
      const row = await groupRow(tx, id, true);
      const [existing] = await tx
        .select({ state: groupMembers.state })
        .from(groupMembers)
        .where(and(eq(groupMembers.groupId, id), eq(groupMembers.userNo, user.no)));
      if (existing)
        throw new AppError('CONFLICT', {
          message:
            existing.state === 'active'
              ? 'You are already a member.'
              : 'Your request is waiting for the owner.',
        });
      const state = row.joinPolicy === 'open' ? 'active' : 'pending';
      await tx.insert(groupMembers).values({ groupId: id, userNo: user.no, role: 'member', state });
      if (state === 'active') {
        await tx
          .update(groups)
          .set({ memberCount: sql`${groups.memberCount} + 1` })
          .where(eq(groups.id, id));
        await recordEvent(tx, 'group.memberJoined', { groupId: id, userNo: user.no });
      }
      return one(tx, id, user);
    });
  }

  async function leave(user: AuthUser, id: number) {
    return afterCommitNudge(async (tx) => {
      const row = await groupRow(tx, id, true);
      if (row.ownerNo === user.no)
        throw new AppError('CONFLICT', { message: 'The owner cannot leave the group.' });
      const removed = await tx
        .delete(groupMembers)
        .where(and(eq(groupMembers.groupId, id), eq(groupMembers.userNo, user.no)))
        .returning({ state: groupMembers.state });
      if (removed.length === 0)
        throw new AppError('CONFLICT', { message: 'You are not a member of this group.' });
      if (removed[0]?.state === 'active') {
        await tx
          .update(groups)
          .set({ memberCount: sql`greatest(${groups.memberCount} - 1, 0)` })
          .where(eq(groups.id, id));
        await recordEvent(tx, 'group.memberLeft', { groupId: id, userNo: user.no, reason: 'left' });
      }
      return one(tx, id, user);
    });
  }

  async function approve(user: AuthUser, id: number, userNo: number) {
    return afterCommitNudge(async (tx) => {
      await ownedGroup(tx, user, id);
      const approved = await tx
        .update(groupMembers)
        .set({ state: 'active' })
        .where(
          and(
            eq(groupMembers.groupId, id),
            eq(groupMembers.userNo, userNo),
            eq(groupMembers.state, 'pending'),
          ),
        )
        .returning({ userNo: groupMembers.userNo });
      if (approved.length === 0)
        throw new AppError('NOT_FOUND', { message: 'There is no pending request from this person.' });
      await tx
        .update(groups)
        .set({ memberCount: sql`${groups.memberCount} + 1` })
        .where(eq(groups.id, id));
      await recordEvent(tx, 'group.memberJoined', { groupId: id, userNo }, { actorNo: user.no });
      return one(tx, id, user);
    });
  }

  /** The owner declines a request or removes a member (never the owner). */
  async function removeMember(user: AuthUser, id: number, userNo: number) {
    return afterCommitNudge(async (tx) => {
      const row = await ownedGroup(tx, user, id);
      if (userNo === row.ownerNo) throw new AppError('CONFLICT', { message: 'The owner cannot be removed.' });
      const removed = await tx
        .delete(groupMembers)
        .where(and(eq(groupMembers.groupId, id), eq(groupMembers.userNo, userNo)))
        .returning({ state: groupMembers.state });
      if (removed.length === 0)
        throw new AppError('NOT_FOUND', { message: 'This person is not in the group.' });
      if (removed[0]?.state === 'active') {
        await tx
          .update(groups)
          .set({ memberCount: sql`greatest(${groups.memberCount} - 1, 0)` })
          .where(eq(groups.id, id));
        await recordEvent(
          tx,
          'group.memberLeft',
          { groupId: id, userNo, reason: 'removed' },
          { actorNo: user.no },
        );
      }
      return one(tx, id, user);
    });
  }

  /** Active members for everyone; pending requests for the owner only. */
  async function members(viewer: Viewer, id: number, query: PageQuery & { state: 'active' | 'pending' }) {
    const row = await groupRow(db, id);
    if (query.state === 'pending') {
      if (!viewer) throw new AppError('UNAUTHENTICATED');
      if (viewer.no !== row.ownerNo && viewer.role !== 'admin')
        throw new AppError('FORBIDDEN', { message: 'Only the group owner sees join requests.' });
    }
    const cursor = decodeTimeCursor(query.cursor);
    const exactSince = sql<string>`to_json(${groupMembers.createdAt}) #>> '{}'`;
    const rows = await db
      .select({
        person: personColumns,
        role: groupMembers.role,
        state: groupMembers.state,
        since: exactSince,
      })
      .from(groupMembers)
      .innerJoin(users, eq(users.no, groupMembers.userNo))
      .where(
        and(
          eq(groupMembers.groupId, id),
          eq(groupMembers.state, query.state),
          cursor === undefined
            ? undefined
            : sql`(${groupMembers.createdAt}, ${groupMembers.userNo}) > (${cursor.at}::timestamptz, ${cursor.id})`,
        ),
      )
      .orderBy(asc(groupMembers.createdAt), asc(groupMembers.userNo))
      .limit(query.limit + 1);
    const { rows: page, nextCursor } = keysetPage(rows, query.limit, (last) =>
      encodeTimeCursor({ at: last.since, id: last.person.no }),
    );
    return {
      items: page.map((member) => ({
        ...member.person,
        role: member.role as 'owner' | 'member',
        state: member.state as 'active' | 'pending',
        since: new Date(member.since).toISOString(),
      })),
      nextCursor,
    };
  }

  return {
    create,
    update,
    list,
    get: (viewer: Viewer, id: number) => one(db, id, viewer),
    join,
    leave,
    approve,
    removeMember,
    members,
  };
}

export type GroupService = ReturnType<typeof createGroupService>;
