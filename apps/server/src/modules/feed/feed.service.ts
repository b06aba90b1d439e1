import type {
  AutoEventCode,
  FeedWriteTypeCode,
  PostCategoryCode,
  PostTypeCode,
  TFeedItem,
  TFeedPage,
} from '@sidecamp/domain';
import { and, eq, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client';
import { decodeIdCursor, encodeIdCursor, keysetPage } from '../../db/cursor';
import { AppError } from '../../http/errors';
import type { AuthUser } from '../auth';
import { personColumns, users } from '../auth';
import { groupMembers, groups } from '../groups';
import { postLikes, posts } from '../lounge';
import { projects } from '../projects';
import type { LoungeFeedCache, SharedLoungePage } from './feed.loungeCache';
import { type FollowingPageRow, followingPageQuery } from './feed.queries';
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
  // The post an item was made from (null columns when it has none): its live counts.
  postType: posts.postType,
  postLikeCount: posts.likeCount,
  postReplyCount: posts.replyCount,
  postVoteCount: posts.voteCount,
  postImageCount: sql<number>`cardinality(${posts.imageIds})`,
};

/** The timeline indexes end in `id desc nulls last` (drizzle's default for desc); saying so avoids a sort. */
const newestFirst = sql`${feedItems.id} desc nulls last`;

/** Whether the viewer liked the item's post. */
const likedBy = (viewerNo: number | undefined) =>
  viewerNo === undefined
    ? sql<boolean>`false`
    : sql<boolean>`exists (select 1 from ${postLikes} l where l.post_id = ${feedItems.postId} and l.user_no = ${viewerNo})`;

/**
 * Items with their authors, their posts' counts and the viewer's like in one query: every round
 * trip to the database costs more than the joins (a timeline is read on every visit).
 */
function selectItems(db: Database, viewerNo: number | undefined) {
  return db
    .select({ ...presentedColumns, likedByMe: likedBy(viewerNo) })
    .from(feedItems)
    .leftJoin(users, eq(users.no, feedItems.actorNo))
    .leftJoin(posts, eq(posts.id, feedItems.postId));
}
type FeedRow = Awaited<ReturnType<typeof selectItems>>[number];

/** A row of the following timeline's database function, in the shape `present` takes. */
function fromFollowingRow(row: FollowingPageRow): FeedRow {
  return {
    id: Number(row.id),
    writeType: row.write_type,
    autoCode: row.auto_code,
    actorNo: row.actor_no,
    projectNo: row.project_no,
    groupId: row.group_id,
    postId: row.post_id,
    category: row.category,
    targetType: row.target_type,
    targetId: row.target_id,
    feedTitle: row.feed_title,
    feedDetail: row.feed_detail,
    userNickname: row.user_nickname,
    referenceDetail: row.reference_detail,
    projectName: row.project_name,
    serviceName: row.service_name,
    serviceIntroduction: row.service_introduction,
    createdAt: new Date(row.created_at),
    actor:
      row.actor_no === null || row.actor_nickname === null
        ? null
        : {
            no: row.actor_no,
            nickname: row.actor_nickname,
            img: row.actor_img,
            mainJob: row.actor_main_job,
            mainJobDetail: row.actor_main_job_d,
          },
    postType: row.post_type,
    postLikeCount: row.post_like_count,
    postReplyCount: row.post_reply_count,
    postVoteCount: row.post_vote_count,
    postImageCount: row.post_image_count ?? 0,
    likedByMe: row.liked_by_me,
  };
}

function present(rows: FeedRow[], limit: number): TFeedPage {
  const { rows: page, nextCursor } = keysetPage(rows, limit, (last) => encodeIdCursor(last.id));
  const items: TFeedItem[] = page.map((row) => ({
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
    post:
      row.postType === null
        ? null
        : {
            postType: row.postType as PostTypeCode,
            likeCount: row.postLikeCount ?? 0,
            replyCount: row.postReplyCount ?? 0,
            voteCount: row.postVoteCount ?? 0,
            likedByMe: Boolean(row.likedByMe),
            imageCount: Number(row.postImageCount),
          },
    createdAt: row.createdAt.toISOString(),
  }));
  return { items, nextCursor };
}

export function createFeedService(deps: { db: Database; loungeCache?: LoungeFeedCache | undefined }) {
  const { db, loungeCache } = deps;

  /** Items outside groups, newest first, optionally after a cursor; `extra` narrows further. */
  async function outsideGroups(viewer: Viewer, extra: SQL | undefined, query: PageQuery) {
    const before = decodeIdCursor(query.cursor, Number.MAX_SAFE_INTEGER);
    return selectItems(db, viewer?.no)
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

  /**
   * The lounge's timeline, read on every visit, as prepared statements (with and without a
   * category): built once and parsed once per connection instead of per request. The viewer, the
   * cursor (the largest id when absent) and the limit are parameters.
   */
  const loungeStatement = (byCategory: boolean, name: string) =>
    db
      .select({
        ...presentedColumns,
        likedByMe: sql<boolean>`exists (select 1 from ${postLikes} l where l.post_id = ${feedItems.postId} and l.user_no = ${sql.placeholder('viewer')})`,
      })
      .from(feedItems)
      .leftJoin(users, eq(users.no, feedItems.actorNo))
      .leftJoin(posts, eq(posts.id, feedItems.postId))
      .where(
        and(
          isNull(feedItems.hiddenAt),
          isNull(feedItems.groupId),
          byCategory ? eq(feedItems.category, sql.placeholder('category')) : undefined,
          lt(feedItems.id, sql.placeholder('before')),
        ),
      )
      .orderBy(newestFirst)
      .limit(sql.placeholder('limit'))
      .prepare(name);
  const loungePage = loungeStatement(false, 'feed_lounge');
  const loungeCategoryPage = loungeStatement(true, 'feed_lounge_category');

  /** Which of some posts the reader liked: one small look-up on post_likes' primary key. */
  const likesAmong = db
    .select({ postId: postLikes.postId })
    .from(postLikes)
    .where(
      and(
        eq(postLikes.userNo, sql.placeholder('viewer')),
        sql`${postLikes.postId} = any(${sql.placeholder('ids')}::int[])`,
      ),
    )
    .prepare('feed_lounge_likes');

  /** A shared first page with the reader's own likes (the page itself is never changed). */
  async function withLikes(viewer: Viewer, shared: SharedLoungePage): Promise<TFeedPage> {
    const ids = [...new Set(shared.postIds.filter((id): id is number => id !== null))];
    if (!viewer || ids.length === 0) return shared.page;
    const liked = new Set((await likesAmong.execute({ viewer: viewer.no, ids })).map((row) => row.postId));
    if (liked.size === 0) return shared.page;
    return {
      ...shared.page,
      items: shared.page.items.map((item, index) => {
        const postId = shared.postIds[index];
        return item.post && postId != null && liked.has(postId)
          ? { ...item, post: { ...item.post, likedByMe: true } }
          : item;
      }),
    };
  }

  async function lounge(viewer: Viewer, query: PageQuery & { category?: PostCategoryCode | undefined }) {
    if (query.cursor === undefined && loungeCache) {
      // A first page is the same for every reader but their likes: kept in memory until a feed
      // item, a post or a person's card changes (feed.loungeCache.ts), the likes read per request.
      const { category, limit } = query;
      const shared = await loungeCache.getOrLoad(`${category ?? '*'}:${limit}`, async () => {
        const params = { viewer: null, before: Number.MAX_SAFE_INTEGER, limit: limit + 1 };
        const rows =
          category === undefined
            ? await loungePage.execute(params)
            : await loungeCategoryPage.execute({ ...params, category });
        return { page: present(rows, limit), postIds: rows.slice(0, limit).map((row) => row.postId) };
      });
      return withLikes(viewer, shared);
    }
    const params = {
      viewer: viewer?.no ?? null,
      before: decodeIdCursor(query.cursor, Number.MAX_SAFE_INTEGER) ?? Number.MAX_SAFE_INTEGER,
      limit: query.limit + 1,
    };
    const rows =
      query.category === undefined
        ? await loungePage.execute(params)
        : await loungeCategoryPage.execute({ ...params, category: query.category });
    return present(rows, query.limit);
  }

  async function person(viewer: Viewer, userNo: number, query: PageQuery) {
    const [user] = await db.select({ no: users.no }).from(users).where(eq(users.no, userNo));
    if (!user) throw new AppError('NOT_FOUND', { message: 'There is no such person.' });
    return present(await outsideGroups(viewer, eq(feedItems.actorNo, userNo), query), query.limit);
  }

  async function project(viewer: Viewer, projectNo: number, query: PageQuery) {
    const [found] = await db
      .select({ no: projects.no, stage: projects.stage })
      .from(projects)
      .where(eq(projects.no, projectNo));
    // A draft has no public timeline; it answers like an unknown project, as everywhere else.
    if (!found || found.stage === '99')
      throw new AppError('NOT_FOUND', { message: 'There is no such project.' });
    return present(await outsideGroups(viewer, eq(feedItems.projectNo, projectNo), query), query.limit);
  }

  /**
   * The following timeline: items by the people the viewer follows and about the projects the
   * viewer follows. Each followed person and project contributes at most `limit + 1` items from
   * its own index (`feed_items_actor_idx`, `feed_items_project_idx`, both ending in `id desc`),
   * and the merge keeps the newest; so the work grows with the number of follows, not with the
   * size of the feed.
   */
  async function following(viewer: AuthUser, query: PageQuery) {
    const before = decodeIdCursor(query.cursor, Number.MAX_SAFE_INTEGER) ?? Number.MAX_SAFE_INTEGER;
    const rows = rowsOf<FollowingPageRow>(
      await db.execute(followingPageQuery(viewer.no, before, query.limit + 1)),
    );
    return present(rows.map(fromFollowingRow), query.limit);
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
    const before = decodeIdCursor(query.cursor, Number.MAX_SAFE_INTEGER);
    const rows = await selectItems(db, viewer?.no)
      .where(
        and(
          isNull(feedItems.hiddenAt),
          eq(feedItems.groupId, groupId),
          before === undefined ? undefined : lt(feedItems.id, before),
        ),
      )
      .orderBy(newestFirst)
      .limit(query.limit + 1);
    return present(rows, query.limit);
  }

  return { lounge, person, project, following, group };
}

export type FeedService = ReturnType<typeof createFeedService>;
