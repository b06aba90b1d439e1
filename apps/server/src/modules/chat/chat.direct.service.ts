import { directKeyOf, type TChatRoom } from '@sidecamp/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/client';
import { AppError, fieldError } from '../../http/errors';
import { seatSockets } from './chat.participants';
import type { ChatRealtime } from './chat.realtime.port';
import { type AfterCommit, type ChatActor, type ChatRooms, roomNotFound, runAfter } from './chat.rooms';
import { chatParticipants, chatRooms } from './chat.tables';

/** One-to-one chats (type 01): one room per pair of people, and the peer a voice call rings. */
export function createDirectChatService(deps: { db: Database; rooms: ChatRooms; realtime: ChatRealtime }) {
  const { db, rooms, realtime } = deps;

  async function startDirect(
    actor: ChatActor,
    opponentNo: number,
  ): Promise<{ room: TChatRoom; created: boolean }> {
    if (opponentNo === actor.no) throw fieldError('opponentNo', 'You cannot start a chat with yourself.');
    const effects: AfterCommit = [];
    const created = await db.transaction(async (tx) => {
      const opponent = await rooms.userRow(tx, opponentNo);
      if (!opponent) throw new AppError('NOT_FOUND', { message: 'There is no such person.' });
      const key = directKeyOf(actor.no, opponentNo);
      const [fresh] = await tx
        .insert(chatRooms)
        .values({ type: '01', hostNo: actor.no, directKey: key, participantsSize: 2 })
        .onConflictDoNothing({ target: chatRooms.directKey })
        .returning();
      if (fresh) {
        await tx.insert(chatParticipants).values([
          { roomId: fresh.id, userNo: actor.no, role: 'host' },
          { roomId: fresh.id, userNo: opponentNo, role: 'guest' },
        ]);
        for (const no of [actor.no, opponentNo]) effects.push(() => seatSockets(realtime, no, fresh.id));
        return { roomId: fresh.id, created: true };
      }
      const [existing] = await tx
        .select()
        .from(chatRooms)
        .where(eq(chatRooms.directKey, key))
        .for('no key update');
      if (!existing) throw new AppError('CONFLICT');
      // Starting again brings back whoever had left, and the conversation no longer ends.
      let current = existing;
      for (const person of [
        { no: actor.no, nickname: actor.nickname },
        { no: opponent.no, nickname: opponent.nickname },
      ]) {
        const row = await rooms.participantOf(tx, existing.id, person.no);
        if (row?.status === 'joined') continue;
        current = await rooms.changeParticipant(
          tx,
          current,
          person,
          row?.role === 'host' ? 'host' : 'guest',
          'join',
          effects,
        );
      }
      if (current.endDate)
        await tx.update(chatRooms).set({ endDate: null }).where(eq(chatRooms.id, existing.id));
      return { roomId: existing.id, created: false };
    });
    await runAfter(effects);
    return { room: await rooms.roomView(db, actor.no, created.roomId), created: created.created };
  }

  /** The other person of a one-to-one room, for voice calls; 404 unless the caller is in it. */
  async function directPeer(actor: ChatActor, roomId: number) {
    const [room] = await db.select().from(chatRooms).where(eq(chatRooms.id, roomId));
    if (!room) throw roomNotFound();
    await rooms.requireJoined(db, roomId, actor.no);
    if (room.type !== '01')
      throw new AppError('CONFLICT', { message: 'Voice chat is for one-to-one chats.' });
    const [peer] = rowsOf<{ no: number; nickname: string; img: string | null; status: string }>(
      await db.execute(sql`
        select u.no, u.nickname, u.img, p.status from chat_participants p join users u on u.no = p.user_no
         where p.room_id = ${roomId} and p.user_no <> ${actor.no}`),
    );
    if (peer?.status !== 'joined')
      throw new AppError('CONFLICT', { message: 'The other person has left this chat.' });
    return { no: peer.no, nickname: peer.nickname, img: peer.img };
  }

  return { startDirect, directPeer };
}

export type DirectChatService = ReturnType<typeof createDirectChatService>;
