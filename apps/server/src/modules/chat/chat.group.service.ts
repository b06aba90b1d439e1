import type { TChatRoom } from '@sidecamp/domain';
import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { AppError } from '../../http/errors';
import { groupMembers, groups } from '../groups';
import {
  type AfterCommit,
  type ChatActor,
  type ChatRooms,
  type RoomRecord,
  roomNotFound,
  runAfter,
} from './chat.rooms';
import { chatRooms } from './chat.tables';

/** Group chats (type 05): one per group, its active members in it, kept in step with the group. */
export function createGroupChatService(deps: { db: Database; rooms: ChatRooms }) {
  const { db, rooms } = deps;

  /** The group's chat, created on first need with every active member of the group in it. */
  async function ensureGroupChat(
    tx: Transaction,
    group: { id: number; name: string; ownerNo: number },
    effects: AfterCommit,
  ): Promise<RoomRecord | null> {
    const find = () =>
      tx
        .select()
        .from(chatRooms)
        .where(and(eq(chatRooms.type, '05'), eq(chatRooms.groupId, group.id)))
        .for('no key update');
    const [existing] = await find();
    if (existing) return existing;
    const members = await tx
      .select({ userNo: groupMembers.userNo })
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.state, 'active')));
    const [created] = await tx
      .insert(chatRooms)
      .values({
        type: '05',
        name: group.name,
        groupId: group.id,
        hostNo: group.ownerNo,
        participantsSize: members.length,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) {
      const [raced] = await find();
      return raced ?? null;
    }
    await rooms.seatMembers(
      tx,
      created.id,
      members.map((member) => ({
        userNo: member.userNo,
        role: member.userNo === group.ownerNo ? 'host' : 'guest',
      })),
      effects,
    );
    return created;
  }

  /**
   * An active member of a group opens its chat and is in it (one who had left comes back). Open
   * groups let anyone read their feed, but the chat is the members' own: join the group first.
   */
  async function groupChat(actor: ChatActor, groupId: number): Promise<TChatRoom> {
    const effects: AfterCommit = [];
    const roomId = await db.transaction(async (tx) => {
      const [group] = await tx
        .select({ id: groups.id, name: groups.name, ownerNo: groups.ownerNo })
        .from(groups)
        .where(eq(groups.id, groupId));
      if (!group) throw new AppError('NOT_FOUND', { message: 'There is no such group.' });
      const [membership] = await tx
        .select({ state: groupMembers.state })
        .from(groupMembers)
        .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userNo, actor.no)));
      if (membership?.state !== 'active')
        throw new AppError('FORBIDDEN', {
          message: "Only the group's members can be in its chat: join the group first.",
        });
      const room = await ensureGroupChat(tx, group, effects);
      if (!room) throw roomNotFound();
      const row = await rooms.participantOf(tx, room.id, actor.no);
      if (row?.status !== 'joined')
        await rooms.changeParticipant(
          tx,
          room,
          actor,
          actor.no === group.ownerNo ? 'host' : 'guest',
          'join',
          effects,
        );
      return room.id;
    });
    await runAfter(effects);
    return rooms.roomView(db, actor.no, roomId);
  }

  /**
   * The group's chat follows its active members (listeners of group.memberJoined / memberLeft, in
   * the dispatcher's transaction; the socket side runs after): a new member is in it, someone who
   * left or was removed is out at once. A group without a chat yet gets one when first opened.
   */
  async function syncGroupMembership(
    tx: Transaction,
    change:
      | { kind: 'joined'; groupId: number; userNo: number }
      | { kind: 'left'; groupId: number; userNo: number; removed: boolean },
  ): Promise<AfterCommit> {
    const effects: AfterCommit = [];
    const [room] = await tx
      .select()
      .from(chatRooms)
      .where(and(eq(chatRooms.type, '05'), eq(chatRooms.groupId, change.groupId)))
      .for('no key update');
    if (!room) return effects;
    if (change.kind === 'left') {
      await rooms.takeOutOfRoom(tx, room, change.userNo, change.removed, effects);
      return effects;
    }
    const row = await rooms.participantOf(tx, room.id, change.userNo);
    const person = await rooms.userRow(tx, change.userNo);
    if (row?.status === 'joined' || !person) return effects;
    await rooms.changeParticipant(tx, room, person, 'guest', 'join', effects);
    return effects;
  }

  return { groupChat, syncGroupMembership };
}

export type GroupChatService = ReturnType<typeof createGroupChatService>;
