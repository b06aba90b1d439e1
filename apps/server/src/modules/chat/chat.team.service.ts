import type { TChatRoom } from '@sidecamp/domain';
import { and, eq } from 'drizzle-orm';
import type { Database, Queryable, Transaction } from '../../db/client';
import { AppError } from '../../http/errors';
import { projectMembers, projects } from '../projects';
import {
  type AfterCommit,
  type ChatActor,
  type ChatRooms,
  type RoomRecord,
  roomNotFound,
  runAfter,
} from './chat.rooms';
import { chatParticipants, chatRooms } from './chat.tables';

/** Team chats (type 03): one per project, its members in it, kept in step with the project. */
export function createTeamChatService(deps: { db: Database; rooms: ChatRooms }) {
  const { db, rooms } = deps;

  /** The project's team chat, created on first need and filled with the project's members. */
  async function ensureTeamChat(
    tx: Transaction,
    projectNo: number,
    effects: AfterCommit,
  ): Promise<RoomRecord | null> {
    const [existing] = await tx
      .select()
      .from(chatRooms)
      .where(and(eq(chatRooms.type, '03'), eq(chatRooms.projectNo, projectNo)))
      .for('no key update');
    if (existing) return existing;
    const [project] = await tx
      .select({ name: projects.name })
      .from(projects)
      .where(eq(projects.no, projectNo));
    if (!project) return null;
    const members = await tx
      .select({ userNo: projectMembers.userNo, role: projectMembers.role })
      .from(projectMembers)
      .where(eq(projectMembers.projectNo, projectNo));
    const leader = members.find((member) => member.role === '01');
    const [created] = await tx
      .insert(chatRooms)
      .values({
        type: '03',
        name: project.name,
        projectNo,
        hostNo: leader?.userNo ?? null,
        participantsSize: members.length,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) {
      const [raced] = await tx
        .select()
        .from(chatRooms)
        .where(and(eq(chatRooms.type, '03'), eq(chatRooms.projectNo, projectNo)));
      return raced ?? null;
    }
    await rooms.seatMembers(
      tx,
      created.id,
      members.map((member) => ({ userNo: member.userNo, role: member.role === '01' ? 'host' : 'guest' })),
      effects,
    );
    return created;
  }

  async function isProjectMember(q: Queryable, projectNo: number, userNo: number): Promise<string | null> {
    const [row] = await q
      .select({ role: projectMembers.role })
      .from(projectMembers)
      .where(and(eq(projectMembers.projectNo, projectNo), eq(projectMembers.userNo, userNo)));
    return row?.role ?? null;
  }

  async function requireProject(q: Queryable, projectNo: number) {
    const [project] = await q.select({ no: projects.no }).from(projects).where(eq(projects.no, projectNo));
    if (!project) throw new AppError('NOT_FOUND', { message: 'There is no such project.' });
  }

  /** A member opens the team chat; one who had left it comes back in. */
  async function teamChat(actor: ChatActor, projectNo: number): Promise<TChatRoom> {
    const effects: AfterCommit = [];
    const roomId = await db.transaction(async (tx) => {
      await requireProject(tx, projectNo);
      const memberRole = await isProjectMember(tx, projectNo, actor.no);
      if (!memberRole) throw new AppError('NOT_PROJECT_MEMBER');
      const room = await ensureTeamChat(tx, projectNo, effects);
      if (!room) throw roomNotFound();
      const row = await rooms.participantOf(tx, room.id, actor.no);
      if (row?.status !== 'joined')
        await rooms.changeParticipant(
          tx,
          room,
          actor,
          memberRole === '01' ? 'host' : 'guest',
          'join',
          effects,
        );
      return room.id;
    });
    await runAfter(effects);
    return rooms.roomView(db, actor.no, roomId);
  }

  /** invite_team_chat: a member brings another member (who had left the team chat) back in. */
  async function inviteTeamChat(actor: ChatActor, projectNo: number, opponentNo: number): Promise<TChatRoom> {
    const effects: AfterCommit = [];
    const roomId = await db.transaction(async (tx) => {
      await requireProject(tx, projectNo);
      if (!(await isProjectMember(tx, projectNo, actor.no))) throw new AppError('NOT_PROJECT_MEMBER');
      const opponentRole = await isProjectMember(tx, projectNo, opponentNo);
      if (!opponentRole)
        throw new AppError('CONFLICT', { message: "Only the project's members can be in its team chat." });
      const room = await ensureTeamChat(tx, projectNo, effects);
      if (!room) throw roomNotFound();
      const row = await rooms.participantOf(tx, room.id, opponentNo);
      if (row?.status !== 'joined') {
        const person = await rooms.userRow(tx, opponentNo);
        await rooms.changeParticipant(
          tx,
          room,
          { no: opponentNo, nickname: person?.nickname ?? 'Someone' },
          opponentRole === '01' ? 'host' : 'guest',
          'join',
          effects,
        );
      }
      return room.id;
    });
    await runAfter(effects);
    return rooms.roomView(db, actor.no, roomId);
  }

  /**
   * Keeps a team chat in step with its project (listeners of project.* events). Runs in the
   * dispatcher's transaction; the socket side is returned to run once that commits.
   */
  async function syncTeamMembership(
    tx: Transaction,
    change:
      | { kind: 'joined'; projectNo: number; userNo: number }
      | { kind: 'left'; projectNo: number; userNo: number; removed: boolean }
      | { kind: 'leaderChanged'; projectNo: number; fromNo: number; toNo: number }
      | { kind: 'deleted'; projectNo: number; memberNos: number[] },
  ): Promise<AfterCommit> {
    const effects: AfterCommit = [];
    const [existing] = await tx
      .select()
      .from(chatRooms)
      .where(and(eq(chatRooms.type, '03'), eq(chatRooms.projectNo, change.projectNo)))
      .for('no key update');
    if (change.kind === 'joined') {
      // A project with no team chat yet gets one with every member at once (this one included).
      if (!existing) {
        await ensureTeamChat(tx, change.projectNo, effects);
        return effects;
      }
      const row = await rooms.participantOf(tx, existing.id, change.userNo);
      if (row?.status === 'joined') return effects;
      const person = await rooms.userRow(tx, change.userNo);
      if (!person) return effects;
      await rooms.changeParticipant(tx, existing, person, 'guest', 'join', effects);
      return effects;
    }
    if (!existing) return effects;
    if (change.kind === 'left') {
      await rooms.takeOutOfRoom(tx, existing, change.userNo, change.removed, effects);
      return effects;
    }
    if (change.kind === 'leaderChanged') {
      await tx.update(chatRooms).set({ hostNo: change.toNo }).where(eq(chatRooms.id, existing.id));
      await tx
        .update(chatParticipants)
        .set({ role: 'guest' })
        .where(and(eq(chatParticipants.roomId, existing.id), eq(chatParticipants.userNo, change.fromNo)));
      await tx
        .update(chatParticipants)
        .set({ role: 'host' })
        .where(and(eq(chatParticipants.roomId, existing.id), eq(chatParticipants.userNo, change.toNo)));
      return effects;
    }
    // The project is gone: everyone is out of its team chat at once, and the room ends.
    const joined = await tx
      .select({ userNo: chatParticipants.userNo, role: chatParticipants.role })
      .from(chatParticipants)
      .where(and(eq(chatParticipants.roomId, existing.id), eq(chatParticipants.status, 'joined')));
    let current = existing;
    for (const member of joined) {
      const person = await rooms.userRow(tx, member.userNo);
      current = await rooms.changeParticipant(
        tx,
        current,
        { no: member.userNo, nickname: person?.nickname ?? 'Someone' },
        'guest',
        'expelled',
        effects,
      );
    }
    await tx.update(chatRooms).set({ endDate: new Date() }).where(eq(chatRooms.id, existing.id));
    return effects;
  }

  return { teamChat, inviteTeamChat, syncTeamMembership };
}

export type TeamChatService = ReturnType<typeof createTeamChatService>;
