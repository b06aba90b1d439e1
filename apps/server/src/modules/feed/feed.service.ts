import type {
  AutoEventCode,
  FeedWriteTypeCode,
  PostCategoryCode,
  PostTypeCode,
  TFeedItem,
  TFeedPage,
} from '@sidecamp/domain';
import { and, eq, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import type { AuthUser } from '../auth/auth.guard';
import { users } from '../auth/auth.tables';
import { groupMembers, groups } from '../groups/groups.tables';
import { postLikes, posts } from '../lounge/lounge.tables';
import { personColumns } from '../projects/projects.access';
import { decodeIdCursor, encodeIdCursor } from '../projects/projects.cursor';
import { projects } from '../projects/projects.tables';
import { followingIdsQuery } from './feed.queries';
import { feedItems } from './feed.tables';

type Viewer = AuthUser | undefined;
type PageQuery = { cursor?: string | undefined; limit: number };

/** What a timeline shows of an item (not its source key, data or hidden mark), with its author. */
const presentedColumns = {
  id: feedItems.id,
  writeType: feedItems.writeType,
  autoCode: feedItems.autoCode,
  actorNo: feedItems.actorNo,
  projectNo: feedItems.projectNo,
  groupId: feedItems.groupId,
  postId: feedItems.postId,
  category: feedItems.category,
  targetType: feedItems.targetType,
  targetId: feedItems.targetId,
  feedTitle: feedItems.feedTitle,
  feedDetail: feedItems.feedDetail,
  userNickname: feedItems.userNickname,
  referenceDetail: feedItems.referenceDetail,
  projectName: feedItems.projectName,
  serviceName: feedItems.serviceName,
  serviceIntroduction: feedItems.serviceIntroduction,
  createdAt: feedItems.createdAt,
  actor: personColumns,
};

/** The timeline indexes end in `id desc nulls last` (drizzle's default for desc); saying so avoids a sort. */
const newestFirst = sql`${feedItems.id} desc nulls last`;

export function createFeedService(deps: { db: Database }) {
  const { db } = deps;

  /**
   * Items with their authors in one query: the author is joined rather than fetched after, since
   * every round trip to the database costs more than the join (a timeline is read on every visit).
   */
  function selectItems() {
    return db.select(presentedColumns).from(feedItems).leftJoin(users, eq(users.no, feedItems.actorNo));
  }
  type FeedRow = Awaited<ReturnType<typeof selectItems>>[number];

  async function present(rows: FeedRow[], viewer: Viewer, limit: number): Promise<TFeedPage> {
    const page = rows.slice(0, limit);
    const postIds = [...new Set(page.map((row) => row.postId).filter((id): id is number => id !== null))];
    const [postRows, liked] = await Promise.all([
      postIds.length === 0
        ? []
        : db
            .select({
              id: posts.id,
              postType: posts.postType,
              likeCount: posts.likeCount,
              replyCount: posts.replyCount,
              voteCount: posts.voteCount,
              imageCount: sql<number>`cardinality(${posts.imageIds})`,
            })
            .from(posts)
            .where(inArray(posts.id, postIds)),
      viewer && postIds.length > 0
        ? db
            .select({ postId: postLikes.postId })
            .from(postLikes)
            .where(and(eq(postLikes.userNo, viewer.no), inArray(postLikes.postId, postIds)))
        : [],
    ]);
    const postById = new Map(postRows.map((post) => [post.id, post]));
    const likedIds = new Set(liked.map((like) => like.postId));
    const items: TFeedItem[] = page.map((row) => {
      const post = row.postId === null ? undefined : postById.get(row.postId);
      return {
        id: row.id,
        WRITE_TYPE: row.writeType as FeedWriteTypeCode,
        AUTO_CODE: row.autoCode as AutoEventCode | null,
        FEED_TITLE: row.feedTitle,
        FEED_DETAIL: row.feedDetail,
        USER_NICKNAME: row.userNickname,
        REFERENCE_DETAIL: row.referenceDetail,
        PROJECT_NAME: row.projectName,
        SERVICE_NAME: row.serviceName,
        SERVICE_INTRODUCTION: row.serviceIntroduction,
        actor: row.actor,
        projectNo: row.projectNo,
        groupId: row.groupId,
        category: row.category as PostCategoryCode | null,
        target: row.targetType && row.targetId !== null ? { type: row.targetType, id: row.targetId } : null,
        post: post
          ? {
              postType: post.postType as PostTypeCode,
              likeCount: post.likeCount,
              replyCount: post.replyCount,
              voteCount: post.voteCount,
              likedByMe: likedIds.has(post.id),
              imageCount: Number(post.imageCount),
            }
          : null,
        createdAt: row.createdAt.toISOString(),
      };
    });
    const last = page.at(-1);
    return { items, nextCursor: rows.length > limit && last ? encodeIdCursor(last.id) : null };
  }

  /** Items outside groups, newest first, optionally after a cursor; `extra` narrows further. */
  async function outsideGroups(extra: SQL | undefined, query: PageQuery) {
    const before = decodeIdCursor(query.cursor);
    return selectItems()
      .where(
        and(
          isNull(feedItems.hiddenAt),
          isNull(feedItems.groupId),
          extra,
          before === undefined ? undefined : lt(feedItems.id, before),
        ),
      )
      .orderBy(newestFirst)
      .limit(query.limit + 1);
  }

  async function lounge(viewer: Viewer, query: PageQuery & { category?: PostCategoryCode | undefined }) {
    const rows = await outsideGroups(
      query.category === undefined ? undefined : eq(feedItems.category, query.category),
      query,
    );
    return present(rows, viewer, query.limit);
  }

  async function person(viewer: Viewer, userNo: number, query: PageQuery) {
    const [user] = await db.select({ no: users.no }).from(users).where(eq(users.no, userNo));
    if (!user) throw new AppError('NOT_FOUND', { message: 'There is no such person.' });
    return present(await outsideGroups(eq(feedItems.actorNo, userNo), query), viewer, query.limit);
  }

  async function project(viewer: Viewer, projectNo: number, query: PageQuery) {
    const [found] = await db
      .select({ no: projects.no, stage: projects.stage })
      .from(projects)
      .where(eq(projects.no, projectNo));
    // A draft has no public timeline; it answers like an unknown project, as everywhere else.
    if (!found || found.stage === '99')
      throw new AppError('NOT_FOUND', { message: 'There is no such project.' });
    return present(await outsideGroups(eq(feedItems.projectNo, projectNo), query), viewer, query.limit);
  }

  /**
   * The following timeline: items by the people the viewer follows and about the projects the
   * viewer follows. Each followed person and project contributes at most `limit + 1` items from
   * its own index (`feed_items_actor_idx`, `feed_items_project_idx`, both ending in `id desc`),
   * and the merge keeps the newest; so the work grows with the number of follows, not with the
   * size of the feed.
   */
  async function following(viewer: AuthUser, query: PageQuery) {
    const before = decodeIdCursor(query.cursor) ?? Number.MAX_SAFE_INTEGER;
    const rows = await selectItems()
      .where(sql`${feedItems.id} in (${followingIdsQuery(viewer.no, before, query.limit + 1)})`)
      .orderBy(newestFirst);
    return present(rows, viewer, query.limit);
  }

  /** A group's feed: open groups show it to everyone, approval groups to their members only. */
  async function group(viewer: Viewer, groupId: number, query: PageQuery) {
    const [found] = await db.select().from(groups).where(eq(groups.id, groupId));
    if (!found) throw new AppError('NOT_FOUND', { message: 'There is no such group.' });
    if (found.joinPolicy === 'approval') {
      const [membership] = viewer
        ? await db
            .select({ state: groupMembers.state })
            .from(groupMembers)
            .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userNo, viewer.no)))
        : [];
      if (membership?.state !== 'active' && viewer?.role !== 'admin')
        throw new AppError(viewer ? 'FORBIDDEN' : 'UNAUTHENTICATED', {
          message: 'Only members of this group can read its feed.',
        });
    }
    const before = decodeIdCursor(query.cursor);
    const rows = await selectItems()
      .where(
        and(
          isNull(feedItems.hiddenAt),
          eq(feedItems.groupId, groupId),
          before === undefined ? undefined : lt(feedItems.id, before),
        ),
      )
      .orderBy(newestFirst)
      .limit(query.limit + 1);
    return present(rows, viewer, query.limit);
  }

  return { lounge, person, project, following, group };
}

export type FeedService = ReturnType<typeof createFeedService>;
