import type {
  ReportTargetType,
  TContentReportInput,
  TModerationOutcome,
  TReportQueueItem,
  TReportQueuePage,
  TReportQueueQuery,
} from '@sidecamp/domain';
import { and, desc, eq, inArray, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { recordEvent } from '../../events/outbox';
import { AppError } from '../../http/errors';
import './moderation.events';
import { recordAdminAction } from '../admin';
import { type AuthUser, users } from '../auth';
import { booths, hideBoothByModerator, restoreBoothByModerator } from '../booths';
import { chatMessages, chatParticipants, hideMessageByModerator, restoreMessageByModerator } from '../chat';
import { hidePostItems, restorePostItems, setTargetItemsHidden } from '../feed';
import {
  contentReports,
  hidePostByModerator,
  hideReplyByModerator,
  loungePreviews,
  posts,
  replies,
  restorePostByModerator,
  restoreReplyByModerator,
} from '../lounge';
import { hideProfileByModerator, profiles, restoreProfileByModerator } from '../profiles';

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
    case 'booth': {
      const done = hidden
        ? await hideBoothByModerator(tx, target.targetId, adminNo)
        : await restoreBoothByModerator(tx, target.targetId);
      if (done) await setTargetItemsHidden(tx, 'booth', target.targetId, hidden);
      return done;
    }
    case 'message':
      return hidden
        ? hideMessageByModerator(tx, target.targetId, adminNo)
        : restoreMessageByModerator(tx, target.targetId);
    case 'profile':
      return hidden
        ? hideProfileByModerator(tx, target.targetId, adminNo)
        : restoreProfileByModerator(tx, target.targetId);
  }
}

/**
 * The author (owner) of content the reporter can see, or null when there is no such content for
 * them: a hidden post or reply, a message of a room they are not in, a withdrawn profile.
 */
async function authorOfVisible(q: Queryable, target: Target, reporterNo: number): Promise<number | null> {
  switch (target.targetType) {
    case 'post': {
      const [row] = await q
        .select({ authorNo: posts.authorNo })
        .from(posts)
        .where(and(eq(posts.id, target.targetId), isNull(posts.hiddenAt), eq(posts.isDraft, false)));
      return row?.authorNo ?? null;
    }
    case 'reply': {
      const [row] = await q
        .select({ authorNo: replies.authorNo })
        .from(replies)
        .where(and(eq(replies.id, target.targetId), isNull(replies.hiddenAt)));
      return row?.authorNo ?? null;
    }
    case 'message': {
      const [row] = await q
        .select({ senderNo: chatMessages.senderNo })
        .from(chatMessages)
        .innerJoin(
          chatParticipants,
          and(eq(chatParticipants.roomId, chatMessages.roomId), eq(chatParticipants.userNo, reporterNo)),
        )
        .where(and(eq(chatMessages.id, target.targetId), ne(chatMessages.type, 'system')));
      return row?.senderNo ?? null;
    }
    case 'booth': {
      const [row] = await q
        .select({ ownerNo: booths.ownerNo })
        .from(booths)
        .where(and(eq(booths.id, target.targetId), eq(booths.state, 'published'), isNull(booths.hiddenAt)));
      return row?.ownerNo ?? null;
    }
    case 'profile': {
      const [row] = await q
        .select({ no: users.no })
        .from(users)
        .where(and(eq(users.no, target.targetId), isNull(users.withdrawnAt)));
      return row?.no ?? null;
    }
  }
}

type Preview = {
  preview: string;
  author: { no: number; nickname: string };
  hidden: boolean;
  link: string | null;
};

/** Previews of reported chat messages, booths and profiles (lounge content comes from the lounge's face). */
async function otherPreviews(q: Queryable, type: 'message' | 'booth' | 'profile', ids: number[]) {
  const found = new Map<number, Preview>();
  if (ids.length === 0) return found;
  if (type === 'message') {
    const rows = await q
      .select({
        id: chatMessages.id,
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
  } else if (type === 'booth') {
    const rows = await q
      .select({
        id: booths.id,
        name: booths.name,
        tagline: booths.tagline,
        hiddenAt: booths.hiddenAt,
        no: users.no,
        nickname: users.nickname,
      })
      .from(booths)
      .innerJoin(users, eq(users.no, booths.ownerNo))
      .where(inArray(booths.id, ids));
    for (const row of rows)
      found.set(row.id, {
        preview: [row.name, row.tagline]
          .filter((part) => part.trim() !== '')
          .join(' — ')
          .slice(0, 300),
        author: { no: row.no, nickname: row.nickname },
        hidden: row.hiddenAt !== null,
        link: `/booths/${row.id}`,
      });
  } else {
    const rows = await q
      .select({
        no: users.no,
        nickname: users.nickname,
        introduction: users.introduction,
        hiddenAt: profiles.hiddenAt,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.userNo, users.no))
      .where(inArray(users.no, ids));
    for (const row of rows)
      found.set(row.no, {
        preview: [row.nickname, row.introduction ?? '']
          .filter((part) => part.trim() !== '')
          .join(' — ')
          .slice(0, 300),
        author: { no: row.no, nickname: row.nickname },
        hidden: row.hiddenAt !== null,
        link: `/u/${row.no}`,
      });
  }
  return found;
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
  let link: string | null = null;
  if (target.targetType === 'post') link = `/lounge/posts/${target.targetId}`;
  else if (target.targetType === 'reply') {
    const [row] = await tx
      .select({ postId: replies.postId })
      .from(replies)
      .where(eq(replies.id, target.targetId));
    link = row ? `/lounge/posts/${row.postId}` : null;
  }
  await recordEvent(
    tx,
    'content.moderated',
    { authorNo, adminNo, ...target, hidden, reason, link },
    { actorNo: adminNo },
  );
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
    const idsOfOther = (type: 'message' | 'booth' | 'profile') =>
      items.filter((item) => item.targetType === type).map((item) => item.targetId);
    const [postPreviews, replyPreviews, messages, boothRows, profileRows] = await Promise.all([
      loungePreviews(db, 'post', idsOf('post')),
      loungePreviews(db, 'reply', idsOf('reply')),
      otherPreviews(db, 'message', idsOfOther('message')),
      otherPreviews(db, 'booth', idsOfOther('booth')),
      otherPreviews(db, 'profile', idsOfOther('profile')),
    ]);
    const others = { message: messages, booth: boothRows, profile: profileRows };
    return items.map((item) => {
      const found =
        item.targetType === 'post'
          ? postPreviews.get(item.targetId)
          : item.targetType === 'reply'
            ? replyPreviews.get(item.targetId)
            : undefined;
      if (item.targetType !== 'post' && item.targetType !== 'reply')
        return { ...item, content: others[item.targetType].get(item.targetId) ?? null };
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
    /** Files a report: once per person and target; the content must exist and be visible to them. */
    async file(user: AuthUser, input: TContentReportInput): Promise<{ id: number }> {
      const target = { targetType: input.targetType, targetId: input.targetId };
      const authorNo = await authorOfVisible(db, target, user.no);
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
