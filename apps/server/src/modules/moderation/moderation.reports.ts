import type {
  ReportTargetType,
  TModerationOutcome,
  TReportQueueItem,
  TReportQueuePage,
  TReportQueueQuery,
} from '@sidecamp/domain';
import { and, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { AppError } from '../../http/errors';
import { recordAdminAction } from '../admin';
import type { AuthUser } from '../auth';
import { hidePostItems, restorePostItems } from '../feed';
import {
  contentReports,
  hidePostByModerator,
  hideReplyByModerator,
  loungePreviews,
  restorePostByModerator,
  restoreReplyByModerator,
} from '../lounge';

type Target = { targetType: ReportTargetType; targetId: number };

/**
 * Hides or restores content through the face of the module that owns it. Returns the author, or
 * null when there is no such content. Kinds not wired yet are refused plainly.
 */
async function setHidden(tx: Queryable, target: Target, adminNo: number, hidden: boolean) {
  switch (target.targetType) {
    case 'post': {
      const done = hidden
        ? await hidePostByModerator(tx, target.targetId, adminNo)
        : await restorePostByModerator(tx, target.targetId);
      // The timelines hold their own copy of a post's item: it leaves and comes back with the post.
      if (done) await (hidden ? hidePostItems(tx, target.targetId) : restorePostItems(tx, target.targetId));
      return done;
    }
    case 'reply':
      return hidden
        ? hideReplyByModerator(tx, target.targetId, adminNo)
        : restoreReplyByModerator(tx, target.targetId);
    default:
      throw new AppError('NOT_AVAILABLE_YET', {
        message: `Hiding a ${target.targetType} from the console is not available yet.`,
      });
  }
}

const targetIs = (target: Target) =>
  and(eq(contentReports.targetType, target.targetType), eq(contentReports.targetId, target.targetId));

/** The admins' report queue and what they do with it (F18), each action audited in its transaction. */
export function createReportService(deps: { db: Database }) {
  const { db } = deps;

  async function closeReports(
    tx: Queryable,
    target: Target,
    adminNo: number,
    resolution: 'hidden' | 'dismissed',
  ) {
    const closed = await tx
      .update(contentReports)
      .set({ resolvedAt: sql`now()`, resolution, resolvedBy: adminNo })
      .where(and(targetIs(target), isNull(contentReports.resolvedAt)))
      .returning({ id: contentReports.id });
    return closed.length;
  }

  async function previews(items: Array<Omit<TReportQueueItem, 'content'>>): Promise<TReportQueueItem[]> {
    const idsOf = (type: 'post' | 'reply') =>
      items.filter((item) => item.targetType === type).map((item) => item.targetId);
    const [postPreviews, replyPreviews] = await Promise.all([
      loungePreviews(db, 'post', idsOf('post')),
      loungePreviews(db, 'reply', idsOf('reply')),
    ]);
    return items.map((item) => {
      const found =
        item.targetType === 'post'
          ? postPreviews.get(item.targetId)
          : item.targetType === 'reply'
            ? replyPreviews.get(item.targetId)
            : undefined;
      return {
        ...item,
        content: found
          ? {
              preview: found.text,
              author: found.author,
              hidden: found.hidden,
              link: `/lounge/posts/${found.postId}`,
            }
          : null,
      };
    });
  }

  return {
    async queue(query: TReportQueueQuery): Promise<TReportQueuePage> {
      const filters: SQL[] = [
        query.status === 'open' ? isNull(contentReports.resolvedAt) : isNotNull(contentReports.resolvedAt),
      ];
      if (query.type) filters.push(eq(contentReports.targetType, query.type));
      const lastId = sql<number>`max(${contentReports.id})`;
      const rows = await db
        .select({
          targetType: contentReports.targetType,
          targetId: contentReports.targetId,
          resolution: sql<string | null>`max(${contentReports.resolution})`,
          reportCount: sql<number>`count(*)::int`,
          reasons: sql<string[]>`array_agg(${contentReports.reason} order by ${contentReports.id} desc)`,
          first: sql<string>`min(${contentReports.createdAt})`,
          last: sql<string>`max(${contentReports.createdAt})`,
          lastId,
        })
        .from(contentReports)
        .where(and(...filters))
        .groupBy(contentReports.targetType, contentReports.targetId)
        .having(query.cursor === undefined ? undefined : sql`${lastId} < ${query.cursor}`)
        .orderBy(desc(lastId))
        .limit(query.limit + 1);
      const page = rows.slice(0, query.limit);
      const items = await previews(
        page.map((row) => ({
          targetType: row.targetType as ReportTargetType,
          targetId: row.targetId,
          reportCount: Number(row.reportCount),
          reasons: row.reasons,
          firstReportedAt: new Date(row.first).toISOString(),
          lastReportedAt: new Date(row.last).toISOString(),
          status: query.status === 'open' ? 'open' : row.resolution === 'hidden' ? 'hidden' : 'dismissed',
        })),
      );
      const last = page.at(-1);
      return { items, nextCursor: rows.length > query.limit && last ? Number(last.lastId) : null };
    },

    /** Hides the content for everyone but its author's team and closes its open reports. */
    async hide(admin: AuthUser, target: Target, reason: string): Promise<TModerationOutcome> {
      return db.transaction(async (tx) => {
        const done = await setHidden(tx, target, admin.no, true);
        if (!done) throw new AppError('NOT_FOUND', { message: 'There is no such content.' });
        const reportsClosed = await closeReports(tx, target, admin.no, 'hidden');
        await recordAdminAction(tx, {
          adminNo: admin.no,
          action: reportsClosed > 0 ? 'report.hide' : 'content.hide',
          targetType: target.targetType,
          targetId: target.targetId,
          reason,
          detail: { reportsClosed, authorNo: done.authorNo },
        });
        return { ...target, hidden: true, reportsClosed };
      });
    },

    /** Brings hidden content back where it was. */
    async restore(admin: AuthUser, target: Target, reason: string): Promise<TModerationOutcome> {
      return db.transaction(async (tx) => {
        const done = await setHidden(tx, target, admin.no, false);
        if (!done) throw new AppError('NOT_FOUND', { message: 'There is no such content.' });
        if (!done.wasHidden) throw new AppError('CONFLICT', { message: 'This content is not hidden.' });
        await recordAdminAction(tx, {
          adminNo: admin.no,
          action: 'content.restore',
          targetType: target.targetType,
          targetId: target.targetId,
          reason,
          detail: { authorNo: done.authorNo },
        });
        return { ...target, hidden: false, reportsClosed: 0 };
      });
    },

    /** Closes the open reports of content that breaks no rule; the content stays. */
    async dismiss(admin: AuthUser, target: Target, reason: string): Promise<TModerationOutcome> {
      return db.transaction(async (tx) => {
        const reportsClosed = await closeReports(tx, target, admin.no, 'dismissed');
        if (reportsClosed === 0)
          throw new AppError('NOT_FOUND', { message: 'There are no open reports of this.' });
        await recordAdminAction(tx, {
          adminNo: admin.no,
          action: 'report.dismiss',
          targetType: target.targetType,
          targetId: target.targetId,
          reason,
          detail: { reportsClosed },
        });
        return { ...target, hidden: false, reportsClosed };
      });
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
