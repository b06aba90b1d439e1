import { hasEnded, OPEN_CHAT_TOP_AD, type TOpenChatPinResult } from '@sidecamp/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import type { AuthUser } from '../auth';
import { assertIdempotencyKey, withIdempotency, writeEntry } from '../points';
import { chatEnded, roomNotFound } from './chat.rooms';
import { chatRooms } from './chat.tables';

export type OpenChatAdService = ReturnType<typeof createOpenChatAdService>;

const DAY_MS = 86_400_000;

/**
 * The open-chat top ad (D22, the wallet's "open chat top ad"): the host pays OPEN_CHAT_TOP_AD.points
 * to list their open chat first in the directory for a week. Buying again while the pin runs adds a
 * week to its current end, as a project's boost does, so a host never pays for time they already have.
 */
export function createOpenChatAdService(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;
  return {
    async pin(
      user: AuthUser,
      roomId: number,
      idempotencyKey: string | undefined,
    ): Promise<TOpenChatPinResult> {
      const [room] = await db
        .select({ type: chatRooms.type, hostNo: chatRooms.hostNo, endDate: chatRooms.endDate })
        .from(chatRooms)
        .where(eq(chatRooms.id, roomId));
      if (room?.type !== '02') throw roomNotFound();
      if (room.hostNo !== user.no)
        throw new AppError('FORBIDDEN', { message: "Only the open chat's host can pin it to the top." });
      if (hasEnded(room.endDate ? room.endDate.toISOString() : null, now())) throw chatEnded();
      assertIdempotencyKey(idempotencyKey);
      const { result } = await withIdempotency(
        db,
        { userNo: user.no, key: idempotencyKey, scope: 'chat.openTopAd', request: { roomId } },
        async (tx) => {
          // The room's row lock: two purchases at once both extend, one after the other, and a room
          // that ended meanwhile is refused before anything is charged.
          const [locked] = await tx
            .select({ pinnedUntil: chatRooms.pinnedUntil, endDate: chatRooms.endDate })
            .from(chatRooms)
            .where(eq(chatRooms.id, roomId))
            .for('update');
          const at = now();
          if (!locked || hasEnded(locked.endDate ? locked.endDate.toISOString() : null, at))
            throw chatEnded();
          const spent = await writeEntry(tx, {
            userNo: user.no,
            code: OPEN_CHAT_TOP_AD.code,
            label: OPEN_CHAT_TOP_AD.label,
            points: OPEN_CHAT_TOP_AD.points,
            cause: { type: 'open_chat_top_ad', id: `${roomId}:${idempotencyKey}` },
            idempotencyKey,
          });
          const runningUntil = locked.pinnedUntil && locked.pinnedUntil > at ? locked.pinnedUntil : at;
          const pinnedUntil = new Date(runningUntil.getTime() + OPEN_CHAT_TOP_AD.days * DAY_MS);
          await tx.update(chatRooms).set({ pinnedUntil }).where(eq(chatRooms.id, roomId));
          return {
            chatId: String(roomId),
            pinnedUntil: pinnedUntil.toISOString(),
            pointsSpent: OPEN_CHAT_TOP_AD.points,
            balance: spent.balance,
          };
        },
      );
      return result;
    },
  };
}
