import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { chatMessages } from './chat.tables';

/** What a removed message reads as in the history, the room list and search. */
export const REMOVED_MESSAGE_BODY = 'This message was removed by a moderator.';

/**
 * What the moderation module may do to a chat message, through the chat's face. Hiding turns the
 * row itself into a system line (so every history query, the room list's last message and search
 * show the removal, and its picture stops being served) and keeps what was sent to restore it.
 * Returns the sender, or null when there is no such message (or it has no sender).
 */
export async function hideMessageByModerator(tx: Queryable, id: number, adminNo: number) {
  const [row] = await tx.select().from(chatMessages).where(eq(chatMessages.id, id)).for('update');
  if (!row || row.senderNo === null) return null;
  if (!row.hiddenAt)
    await tx
      .update(chatMessages)
      .set({
        hiddenAt: sql`now()`,
        hiddenBy: adminNo,
        hiddenType: row.type,
        hiddenBody: row.body,
        hiddenUploadId: row.uploadId,
        type: 'system',
        body: REMOVED_MESSAGE_BODY,
        uploadId: null,
      })
      .where(eq(chatMessages.id, id));
  return { authorNo: row.senderNo, wasHidden: row.hiddenAt !== null };
}

export async function restoreMessageByModerator(tx: Queryable, id: number) {
  const [row] = await tx.select().from(chatMessages).where(eq(chatMessages.id, id)).for('update');
  if (!row || row.senderNo === null) return null;
  if (row.hiddenAt)
    await tx
      .update(chatMessages)
      .set({
        type: row.hiddenType ?? 'text',
        body: row.hiddenBody ?? '',
        uploadId: row.hiddenUploadId,
        hiddenAt: null,
        hiddenBy: null,
        hiddenType: null,
        hiddenBody: null,
        hiddenUploadId: null,
      })
      .where(eq(chatMessages.id, id));
  return { authorNo: row.senderNo, wasHidden: row.hiddenAt !== null };
}
