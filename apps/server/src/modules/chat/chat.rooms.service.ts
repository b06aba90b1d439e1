import { type ChatRole, canToggleBot, type TChatPerson, type TChatRoom } from '@sidecamp/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/client';
import { AppError } from '../../http/errors';
import { type PersonRow, presentPerson, presentRoomState } from './chat.presenter';
import { prepareRoomList } from './chat.queries';
import type { ChatRealtime } from './chat.realtime.port';
import { type AfterCommit, type ChatActor, type ChatRooms, runAfter } from './chat.rooms';
import { chatParticipants, chatRooms } from './chat.tables';

/** A participant's rooms, whatever their kind: the list, one room, its people, leaving, its switches. */
export function createChatRoomsService(deps: { db: Database; rooms: ChatRooms; realtime: ChatRealtime }) {
  const { db, rooms, realtime } = deps;

  const roomList = prepareRoomList(db);

  async function listRooms(viewer: ChatActor): Promise<TChatRoom[]> {
    return rooms.presentRooms(viewer.no, await roomList.execute({ viewer: viewer.no }));
  }

  async function room(viewer: ChatActor, roomId: number): Promise<TChatRoom> {
    await rooms.requireJoined(db, roomId, viewer.no);
    return rooms.roomView(db, viewer.no, roomId);
  }

  /** Rooms a user's new socket joins: every room they are in. */
  async function joinedRoomIds(userNo: number): Promise<number[]> {
    const rows = await db
      .select({ roomId: chatParticipants.roomId })
      .from(chatParticipants)
      .where(and(eq(chatParticipants.userNo, userNo), eq(chatParticipants.status, 'joined')));
    return rows.map((row) => row.roomId);
  }

  async function leave(actor: ChatActor, roomId: number): Promise<{ roomId: string }> {
    const effects: AfterCommit = [];
    await db.transaction(async (tx) => {
      const locked = await rooms.lockRoom(tx, roomId);
      const row = await rooms.requireJoined(tx, roomId, actor.no);
      await rooms.changeParticipant(tx, locked, actor, row.role as ChatRole, 'leave', effects);
    });
    await runAfter(effects);
    return { roomId: String(roomId) };
  }

  async function alarmChange(actor: ChatActor, roomId: number, blocked: boolean) {
    await rooms.requireJoined(db, roomId, actor.no);
    await db
      .update(chatParticipants)
      .set({ isAlarmBlocked: blocked })
      .where(and(eq(chatParticipants.roomId, roomId), eq(chatParticipants.userNo, actor.no)));
    return { chatId: String(roomId), is_alarm_blocked: blocked };
  }

  async function botChange(actor: ChatActor, roomId: number, enabled: boolean) {
    const row = await rooms.requireJoined(db, roomId, actor.no);
    if (!canToggleBot(row.role as ChatRole))
      throw new AppError('FORBIDDEN', { message: "Only the chat's host can switch its bot." });
    const [updated] = await db
      .update(chatRooms)
      .set({ botEnabled: enabled })
      .where(eq(chatRooms.id, roomId))
      .returning();
    if (updated) realtime.roomState(presentRoomState(updated));
    return { chatId: String(roomId), botEnabled: enabled };
  }

  async function profiles(
    viewer: ChatActor,
    roomId: number,
  ): Promise<{ roomId: string; people: TChatPerson[] }> {
    await rooms.requireJoined(db, roomId, viewer.no);
    const rows = rowsOf<PersonRow>(
      await db.execute(sql`
        select p.room_id, p.user_no, p.role, p.status, u.nickname, u.img
          from chat_participants p join users u on u.no = p.user_no
         where p.room_id = ${roomId} and p.status = 'joined'
         order by (p.role = 'host') desc, p.joined_at
         limit 200`),
    );
    const online = await realtime.onlineAmong(rows.map((row) => row.user_no));
    return { roomId: String(roomId), people: rows.map((row) => presentPerson(row, online)) };
  }

  return { listRooms, room, joinedRoomIds, leave, alarmChange, botChange, profiles };
}

export type ChatRoomsService = ReturnType<typeof createChatRoomsService>;
