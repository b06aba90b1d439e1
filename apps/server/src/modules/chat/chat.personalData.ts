import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatMessages } from './chat.tables';

/** The chat messages a person sent (never other people's messages), for their data download. */
export async function chatDataOf(db: Database, userNo: number) {
  const sent = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.senderNo, userNo))
    .orderBy(asc(chatMessages.createdAt));
  return { messagesSent: sent };
}
