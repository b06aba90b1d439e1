import type {
  ReportTargetType,
  TContentReportInput,
  TModerationOutcome,
  TReportQueueItem,
  TReportQueuePage,
  TReportQueueQuery,
} from '@sidecamp/domain';
import { and, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { keysetPage } from '../../db/cursor';
import { recordEvent } from '../../events/outbox';
import { AppError } from '../../http/errors';
import type { ModerationTargets } from '../../ports/moderationTargets';
import './moderation.events';
import { recordAdminAction } from '../admin';
import type { AuthUser } from '../auth';
import { contentReports } from '../lounge';

type Target = { targetType: ReportTargetType; targetId: number };

const targetIs = (target: Target) =>
  and(eq(contentReports.targetType, target.targetType), eq(contentReports.targetId, target.targetId));

/** The admins' report queue and what they do with it (F18), each action audited in its transaction. */
export function createReportService(deps: { db: Database; targets: ModerationTargets }) {
  const { db, targets } = deps;

  /**
   * Hides or restores content through the target its module contributed, and lets the copies other
   * modules keep (the feed's timeline items) follow. Null when there is no such content.
   */
  async function setHidden(tx: Queryable, target: Target, adminNo: number, hidden: boolean) {
    const done = await targets.get(target.targetType).setHidden(tx, target.targetId, hidden ? adminNo : null);
    if (done) for (const hook of targets.hooksOf(target.targetType)) await hook(tx, target.targetId, hidden);
    return done;
  }

  /** The author hears of a hide or restore with its reason, through the alarm centre. */
  async function tellAuthor(
    tx: Queryable,
    target: Target,
    authorNo: number,
    adminNo: number,
    hidden: boolean,
    reason: string,
  ) {
    const link = (await targets.get(target.targetType).authorLink?.(tx, target.targetId)) ?? null;
    await recordEvent(
      tx,
      'content.moderated',
      { authorNo, adminNo, ...target, hidden, reason, link },
      { actorNo: adminNo },
    );
  }

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
    const types = [...new Set(items.map((item) => item.targetType))];
    const found = new Map(
      await Promise.all(
        types.map(
          async (type) =>
            [
              type,
              await targets.get(type).previews(
                db,
                items.filter((item) => item.targetType === type).map((item) => item.targetId),
              ),
            ] as const,
        ),
      ),
    );
    return items.map((item) => ({
      ...item,
      content: found.get(item.targetType)?.get(item.targetId) ?? null,
    }));
  }

  return {
    /** Files a report: once per person and target; the content must exist and be visible to them. */
    async file(user: AuthUser, input: TContentReportInput): Promise<{ id: number }> {
      const target = { targetType: input.targetType, targetId: input.targetId };
      const authorNo = await targets.get(target.targetType).authorOfVisible(db, target.targetId, user.no);
      if (authorNo === null) throw new AppError('NOT_FOUND', { message: 'There is no such content.' });
      if (authorNo === user.no)
        throw new AppError('FORBIDDEN', { message: 'You cannot report your own content.' });
      const inserted = await db
        .insert(contentReports)
        .values({ ...target, reason: input.reason, details: input.details || null, reporterNo: user.no })
        .onConflictDoNothing()
        .returning({ id: contentReports.id });
      const [row] = inserted;
      if (!row) throw new AppError('CONFLICT', { message: 'You have already reported this.' });
      return { id: row.id };
    },

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
          // A report filed with a reason code and words reads "spam: details".
          reasons: sql<
            string[]
          >`array_agg(${contentReports.reason} || coalesce(': ' || ${contentReports.details}, '') order by ${contentReports.id} desc)`,
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
      const { rows: page, nextCursor } = keysetPage(rows, query.limit, (last) => Number(last.lastId));
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
      return { items, nextCursor };
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
        await tellAuthor(tx, target, done.authorNo, admin.no, true, reason);
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
        await tellAuthor(tx, target, done.authorNo, admin.no, false, reason);
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
