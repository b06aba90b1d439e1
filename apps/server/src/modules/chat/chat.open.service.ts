import {
  type ChatRole,
  type ChatRoomTypeCode,
  canBan,
  hasEnded,
  type TChatRoom,
  type TOpenChatCard,
  type ZOpenChatCreate,
  type ZOpenChatQuery,
} from '@sidecamp/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/client';
import { keysetPage } from '../../db/cursor';
import { AppError } from '../../http/errors';
import { seatSockets } from './chat.participants';
import { type OpenChatRow, presentOpenCard } from './chat.presenter';
import { escapeLike } from './chat.queries';
import type { ChatRealtime } from './chat.realtime.port';
import {
  type AfterCommit,
  type ChatActor,
  type ChatRooms,
  chatEnded,
  roomNotFound,
  runAfter,
} from './chat.rooms';
import { chatParticipants, chatRooms } from './chat.tables';

/**
 * At most this many pinned chats head the directory's first page. Each costs its host points, so
 * there are few; the bound keeps the page finite if that ever changes (the rest list by id).
 */
const PINNED_LISTED_AT_MOST = 20;

/** Open chats (type 02): anyone creates one and is its host, the directory lists them, anyone joins, the host bans. */
export function createOpenChatService(deps: { db: Database; rooms: ChatRooms; realtime: ChatRealtime }) {
  const { db, rooms, realtime } = deps;

  async function createOpen(actor: ChatActor, input: z.infer<typeof ZOpenChatCreate>): Promise<TChatRoom> {
    const effects: AfterCommit = [];
    const roomId = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(chatRooms)
        .values({
          type: '02',
          name: input.name,
          description: input.description,
          hostNo: actor.no,
          participantsSize: 1,
        })
        .returning();
      if (!created) throw new AppError('INTERNAL');
      await tx.insert(chatParticipants).values({ roomId: created.id, userNo: actor.no, role: 'host' });
      effects.push(() => seatSockets(realtime, actor.no, created.id));
      return created.id;
    });
    await runAfter(effects);
    return rooms.roomView(db, actor.no, roomId);
  }

  /**
   * Directory cards of running open chats matching `where`. `pinned_until` is given only while the
   * host's paid top ad runs, so a card shows "Pinned" exactly while the room is listed first.
   */
  async function openCardRows(viewerNo: number | null, where: SQL, limit: number): Promise<OpenChatRow[]> {
    return rowsOf<OpenChatRow>(
      await db.execute(sql`
        select r.id, r.name, r.description, r.participants_size, r.host_no, u.nickname, u.img, r.created_at,
               case when r.pinned_until > now() then r.pinned_until end as pinned_until,
               (select m.created_at from chat_messages m where m.room_id = r.id order by m.id desc limit 1) as last_at,
               ${viewerNo === null ? sql`false` : sql`exists (select 1 from chat_participants p where p.room_id = r.id and p.user_no = ${viewerNo} and p.status = 'joined')`} as joined
          from chat_rooms r
          left join users u on u.no = r.host_no
         where r.type = '02' and (r.end_date is null or r.end_date > now()) and ${where}
         order by r.id desc
         limit ${limit}`),
    );
  }

  /**
   * The directory: the first page starts with the chats whose top ad (D22) runs (up to
   * PINNED_LISTED_AT_MOST, newest first), then lists the rest newest first; later pages continue
   * the rest by id. The pinned chats shown first are left out of the rest, so none is listed twice
   * and the cursor stays a plain id.
   */
  async function openDirectory(
    viewerNo: number | null,
    query: z.infer<typeof ZOpenChatQuery>,
  ): Promise<{ items: TOpenChatCard[]; nextCursor: string | null }> {
    const pattern = query.q ? `%${escapeLike(query.q)}%` : null;
    const matching = (alias: SQL) =>
      pattern ? sql`(${alias}.name ilike ${pattern} or ${alias}.description ilike ${pattern})` : sql`true`;
    const pinned = query.cursor
      ? []
      : await openCardRows(
          viewerNo,
          sql`${matching(sql`r`)} and r.pinned_until > now()`,
          PINNED_LISTED_AT_MOST,
        );
    const rows = await openCardRows(
      viewerNo,
      sql`${matching(sql`r`)} and r.id not in (
            select p.id from chat_rooms p
             where p.type = '02' and (p.end_date is null or p.end_date > now()) and p.pinned_until > now()
               and ${matching(sql`p`)}
             order by p.id desc limit ${PINNED_LISTED_AT_MOST})
          ${query.cursor ? sql`and r.id < ${Number(query.cursor)}` : sql``}`,
      query.limit + 1,
    );
    const { rows: page, nextCursor } = keysetPage(rows, query.limit, (last) => String(last.id));
    return {
      items: [...pinned, ...page].map(presentOpenCard),
      nextCursor,
    };
  }

  async function openCard(viewerNo: number | null, roomId: number): Promise<TOpenChatCard> {
    const [row] = await db.select({ type: chatRooms.type }).from(chatRooms).where(eq(chatRooms.id, roomId));
    if (row?.type !== '02') throw roomNotFound();
    const [card] = await openCardRows(viewerNo, sql`r.id = ${roomId}`, 1);
    if (!card) throw chatEnded();
    return presentOpenCard(card);
  }

  async function joinOpen(actor: ChatActor, roomId: number): Promise<{ room: TChatRoom; newChat: boolean }> {
    const effects: AfterCommit = [];
    const newChat = await db.transaction(async (tx) => {
      const room = await rooms.lockRoom(tx, roomId);
      if (room.type !== '02') throw roomNotFound();
      const row = await rooms.participantOf(tx, roomId, actor.no);
      if (row?.status === 'banned')
        throw new AppError('FORBIDDEN', { message: 'You were banned from this chat.' });
      if (row?.status === 'joined') return false;
      if (hasEnded(room.endDate ? room.endDate.toISOString() : null)) throw chatEnded();
      await rooms.changeParticipant(
        tx,
        room,
        actor,
        row?.role === 'host' ? 'host' : 'guest',
        'join',
        effects,
      );
      return true;
    });
    await runAfter(effects);
    return { room: await rooms.roomView(db, actor.no, roomId), newChat };
  }

  async function ban(actor: ChatActor, roomId: number, opponentNo: number) {
    const effects: AfterCommit = [];
    await db.transaction(async (tx) => {
      const room = await rooms.lockRoom(tx, roomId);
      const mine = await rooms.requireJoined(tx, roomId, actor.no);
      const target = await rooms.participantOf(tx, roomId, opponentNo);
      if (!target) throw new AppError('NOT_FOUND', { message: 'That person is not in this chat.' });
      if (!canBan(room.type as ChatRoomTypeCode, mine.role as ChatRole, target.role as ChatRole))
        throw new AppError('FORBIDDEN', {
          message: "Only an open chat's host can ban someone, and not the host.",
        });
      if (target.status === 'banned') return;
      const person = await rooms.userRow(tx, opponentNo);
      if (target.status === 'joined') {
        await rooms.changeParticipant(
          tx,
          room,
          { no: opponentNo, nickname: person?.nickname ?? 'Someone' },
          target.role as ChatRole,
          'banned',
          effects,
        );
      } else {
        await tx
          .update(chatParticipants)
          .set({ status: 'banned' })
          .where(and(eq(chatParticipants.roomId, roomId), eq(chatParticipants.userNo, opponentNo)));
      }
    });
    await runAfter(effects);
    return { chatId: String(roomId), opponentNo, banned: true };
  }

  return { createOpen, openDirectory, openCard, joinOpen, ban };
}

export type OpenChatService = ReturnType<typeof createOpenChatService>;
