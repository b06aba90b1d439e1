import { and, eq, sql } from 'drizzle-orm';
import type { FileAccessCheck } from '../uploads';
import { chatMessages, chatParticipants } from './chat.tables';

/**
 * Who besides the sender may fetch a picture sent in a chat (registered with uploads for
 * chat_images): a joined participant of a room it was sent in.
 */
export const mayFetchChatFile: FileAccessCheck = async (db, file, viewerNo) => {
  if (viewerNo === null) return false;
  const [found] = await db
    .select({ one: sql<number>`1` })
    .from(chatMessages)
    .innerJoin(
      chatParticipants,
      and(
        eq(chatParticipants.roomId, chatMessages.roomId),
        eq(chatParticipants.userNo, viewerNo),
        eq(chatParticipants.status, 'joined'),
      ),
    )
    .where(eq(chatMessages.uploadId, file.id))
    .limit(1);
  return found !== undefined;
};
