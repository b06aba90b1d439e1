import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { decodeIdCursor, encodeIdCursor, keysetPage } from '../../db/cursor';
import { AppError } from '../../http/errors';
import { recordAdminAction } from '../admin';
import type { AuthUser } from '../auth';
import { personColumns, users } from '../auth';

import { isAdmin, livePost, visiblePost } from './lounge.access';
import type { FeedWriter } from './lounge.feed';
import { presentReport } from './lounge.presenter';
import { contentReports, posts, replies } from './lounge.tables';

type PageQuery = { cursor?: string | undefined; limit: number };

/** Moderation of the lounge: reports of posts and replies, hiding them, the admins' report queue. */
export function createModerationService(deps: { db: Database; feed: Pick<FeedWriter, 'hidePostItems'> }) {
  const { db, feed } = deps;

  async function report(
    user: AuthUser,
    input: { targetType: 'post' | 'reply'; targetId: number; reason: string },
  ) {
    return db.transaction(async (tx) => {
      if (input.targetType === 'post') await livePost(tx, input.targetId, user);
      else {
        const [reply] = await tx.select().from(replies).where(eq(replies.id, input.targetId));
        if (!reply || reply.hiddenAt) throw new AppError('NOT_FOUND', { message: 'There is no such reply.' });
        await livePost(tx, reply.postId, user);
      }
      const inserted = await tx
        .insert(contentReports)
        .values({ ...input, reporterNo: user.no })
        .onConflictDoNothing()
        .returning({ id: contentReports.id });
      if (inserted.length === 0)
        throw new AppError('CONFLICT', { message: 'You have already reported this.' });
      return { id: inserted[0]?.id ?? 0 };
    });
  }

  /** The author or an admin hides a post or reply; it leaves every feed and its reports close. */
  async function hide(user: AuthUser, targetType: 'post' | 'reply', id: number) {
    await db.transaction(async (tx) => {
      let authorNo: number;
      if (targetType === 'post') {
        const post = await visiblePost(tx, id, user, true);
        authorNo = post.authorNo;
      } else {
        const [reply] = await tx.select().from(replies).where(eq(replies.id, id)).for('update');
        if (!reply) throw new AppError('NOT_FOUND', { message: 'There is no such reply.' });
        await visiblePost(tx, reply.postId, user);
        authorNo = reply.authorNo;
      }
      if (authorNo !== user.no && !isAdmin(user))
        throw new AppError('FORBIDDEN', { message: 'Only the author or an admin can hide this.' });
      if (targetType === 'post') {
        await tx
          .update(posts)
          .set({ hiddenAt: sql`now()`, hiddenBy: user.no })
          .where(and(eq(posts.id, id), isNull(posts.hiddenAt)));
        await feed.hidePostItems(tx, id);
      } else {
        await tx
          .update(replies)
          .set({ hiddenAt: sql`now()`, hiddenBy: user.no })
          .where(and(eq(replies.id, id), isNull(replies.hiddenAt)));
      }
      await tx
        .update(contentReports)
        .set({ resolvedAt: sql`now()`, resolution: 'hidden', resolvedBy: user.no })
        .where(
          and(
            eq(contentReports.targetType, targetType),
            eq(contentReports.targetId, id),
            isNull(contentReports.resolvedAt),
          ),
        );
      // An admin hiding someone else's post or reply from the lounge is an admin action like any other.
      if (authorNo !== user.no)
        await recordAdminAction(tx, {
          adminNo: user.no,
          action: 'content.hide',
          targetType,
          targetId: id,
          detail: { authorNo, from: 'lounge' },
        });
    });
  }

  async function openReports(user: AuthUser, query: PageQuery) {
    if (!isAdmin(user)) throw new AppError('FORBIDDEN', { message: 'Only admins review reports.' });
    const before = decodeIdCursor(query.cursor);
    const rows = await db
      .select({
        id: contentReports.id,
        targetType: contentReports.targetType,
        targetId: contentReports.targetId,
        reason: contentReports.reason,
        createdAt: contentReports.createdAt,
        reporter: personColumns,
        postHidden: posts.hiddenAt,
        replyHidden: replies.hiddenAt,
        replyPostId: replies.postId,
      })
      .from(contentReports)
      .innerJoin(users, eq(users.no, contentReports.reporterNo))
      .leftJoin(posts, and(eq(contentReports.targetType, 'post'), eq(posts.id, contentReports.targetId)))
      .leftJoin(replies, and(eq(contentReports.targetType, 'reply'), eq(replies.id, contentReports.targetId)))
      .where(
        and(
          isNull(contentReports.resolvedAt),
          before === undefined ? undefined : lt(contentReports.id, before),
        ),
      )
      .orderBy(desc(contentReports.id))
      .limit(query.limit + 1);
    const { rows: page, nextCursor } = keysetPage(rows, query.limit, (last) => encodeIdCursor(last.id));
    return {
      items: page.map(presentReport),
      nextCursor,
    };
  }

  return { report, hide, openReports };
}

export type ModerationService = ReturnType<typeof createModerationService>;
