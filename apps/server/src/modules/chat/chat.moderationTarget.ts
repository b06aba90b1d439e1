import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ModerationPreview, ModerationTarget } from '../../ports/moderationTargets';
import { users } from '../auth';
import { hideMessageByModerator, restoreMessageByModerator } from './chat.moderated';
import { chatMessages, chatParticipants } from './chat.tables';

/** A chat message, reported by someone in its room; it has no page of its own. */
export const messageModerationTarget: ModerationTarget = {
  type: 'message',
  authorOfVisible: async (q, id, reporterNo) => {
    const [row] = await q
      .select({ senderNo: chatMessages.senderNo })
      .from(chatMessages)
      .innerJoin(
        chatParticipants,
        and(eq(chatParticipants.roomId, chatMessages.roomId), eq(chatParticipants.userNo, reporterNo)),
      )
      .where(and(eq(chatMessages.id, id), ne(chatMessages.type, 'system')));
    return row?.senderNo ?? null;
  },
  setHidden: (tx, id, adminNo) =>
    adminNo === null ? restoreMessageByModerator(tx, id) : hideMessageByModerator(tx, id, adminNo),
  previews: async (q, ids) => {
    const found = new Map<number, ModerationPreview>();
    if (ids.length === 0) return found;
    const rows = await q
      .select({
        id: chatMessages.id,
        // A hidden message keeps what was sent aside; the admins see that, not the removal line.
        body: sql<string>`coalesce(${chatMessages.hiddenBody}, ${chatMessages.body})`,
        hiddenAt: chatMessages.hiddenAt,
        no: users.no,
        nickname: users.nickname,
      })
      .from(chatMessages)
      .innerJoin(users, eq(users.no, chatMessages.senderNo))
      .where(inArray(chatMessages.id, ids));
    for (const row of rows)
      found.set(row.id, {
        preview: row.body.slice(0, 300),
        author: { no: row.no, nickname: row.nickname },
        hidden: row.hiddenAt !== null,
        link: null,
      });
    return found;
  },
};
