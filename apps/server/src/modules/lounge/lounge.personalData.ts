import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { posts, replies } from './lounge.tables';

/** The lounge posts and replies a person wrote, for their data download. */
export async function loungeDataOf(db: Database, userNo: number) {
  const [ownPosts, ownReplies] = await Promise.all([
    db.select().from(posts).where(eq(posts.authorNo, userNo)).orderBy(asc(posts.id)),
    db.select().from(replies).where(eq(replies.authorNo, userNo)).orderBy(asc(replies.id)),
  ]);
  return { posts: ownPosts, replies: ownReplies };
}
