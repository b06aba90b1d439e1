import {
  FEED_PREVIEW_LENGTH,
  isPollOpen,
  type PostCategoryCode,
  type PostTypeCode,
  previewText,
  type TPoll,
  type TPost,
  votePercent,
} from '@sidecamp/domain';
import { fileUrlOf, thumbnailUrlOf } from '../uploads';
import { isAdmin, type Viewer } from './lounge.access';
import type { contentReports, pollOptions, posts, replies } from './lounge.tables';

type PostRow = typeof posts.$inferSelect;
type ReplyRow = typeof replies.$inferSelect;
type OptionRow = typeof pollOptions.$inferSelect;

/** How much of a body the preview is first taken from: enough for most posts (else the whole body is). */
export const PREVIEW_SOURCE_CHARS = FEED_PREVIEW_LENGTH * 2;

/**
 * previewText(body), without splitting a whole long body into grapheme clusters on every read (the
 * side panels' five posts cost more than their queries). The preview of a prefix is the body's own
 * as soon as the prefix alone had to be cut: every cluster of the prefix but its last is also one of
 * the body, and a cut keeps fewer than that. Otherwise (a short body, or a prefix of mostly
 * whitespace) the whole body is previewed as before.
 */
export function postPreview(body: string): string {
  if (body.length <= PREVIEW_SOURCE_CHARS) return previewText(body, FEED_PREVIEW_LENGTH);
  const prefix = body.slice(0, PREVIEW_SOURCE_CHARS);
  const preview = previewText(prefix, FEED_PREVIEW_LENGTH);
  if (preview !== prefix.replace(/\s+/g, ' ').trim()) return preview;
  return previewText(body, FEED_PREVIEW_LENGTH);
}

/** A person as the lounge shows them (`personColumns` of users). */
export type Person = {
  no: number;
  nickname: string;
  img: string | null;
  mainJob: string | null;
  mainJobDetail: string | null;
};

/** A poll's results: `options` in their order, `myOptionId` the viewer's vote if any. */
export function presentPoll(post: PostRow, options: OptionRow[], myOptionId: number | null): TPoll {
  const total = options.reduce((sum, option) => sum + option.voteCount, 0);
  return {
    options: options.map((option) => ({
      id: option.id,
      label: option.label,
      votes: option.voteCount,
      percent: votePercent(option.voteCount, total),
    })),
    totalVotes: total,
    endsAt: post.pollEndsAt?.toISOString() ?? null,
    open: isPollOpen(post.pollEndsAt),
    myOptionId,
  };
}

export function presentPost(
  post: PostRow,
  author: Person,
  poll: TPoll | null,
  likedByMe: boolean,
  viewer: Viewer,
): TPost {
  return {
    id: post.id,
    author,
    category: post.category as PostCategoryCode,
    postType: post.postType as PostTypeCode,
    title: post.title,
    body: post.body,
    videoLinks: post.videoLinks,
    images: post.imageIds.map((id) => ({ id, url: fileUrlOf(id), thumbnailUrl: thumbnailUrlOf(id) })),
    retrospective: post.retrospective,
    poll,
    projectNo: post.projectNo,
    groupId: post.groupId,
    isDraft: post.isDraft,
    hidden: post.hiddenAt !== null,
    likeCount: post.likeCount,
    replyCount: post.replyCount,
    likedByMe,
    mine: viewer?.no === post.authorNo,
    canHide: viewer?.no === post.authorNo || isAdmin(viewer),
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    publishedAt: post.publishedAt?.toISOString() ?? null,
  };
}

export const presentDraft = (row: PostRow) => ({
  id: row.id,
  category: row.category as PostCategoryCode,
  postType: row.postType as PostTypeCode,
  title: row.title,
  preview: postPreview(row.bodyText),
  updatedAt: row.updatedAt.toISOString(),
});

export const presentReply = (row: ReplyRow, author: Person, likedByMe: boolean, viewer: Viewer) => ({
  id: row.id,
  postId: row.postId,
  parentId: row.parentId,
  author,
  body: row.body,
  hidden: row.hiddenAt !== null,
  likeCount: row.likeCount,
  likedByMe,
  mine: viewer?.no === row.authorNo,
  canHide: viewer?.no === row.authorNo || isAdmin(viewer),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** An open report with its reporter and whether its target is hidden already. */
export type ReportRow = Pick<
  typeof contentReports.$inferSelect,
  'id' | 'targetType' | 'targetId' | 'reason' | 'createdAt'
> & {
  reporter: Person;
  postHidden: Date | null;
  replyHidden: Date | null;
  replyPostId: number | null;
};

export const presentReport = (row: ReportRow) => ({
  id: row.id,
  targetType: row.targetType as 'post' | 'reply',
  targetId: row.targetId,
  postId: row.targetType === 'post' ? row.targetId : (row.replyPostId ?? null),
  reporter: row.reporter,
  reason: row.reason,
  createdAt: row.createdAt.toISOString(),
  targetHidden: (row.targetType === 'post' ? row.postHidden : row.replyHidden) !== null,
});

/** A post found by search or shown in a side panel. */
export type HitRow = {
  id: number;
  author: Person;
  category: string;
  postType: string;
  title: string;
  bodyText: string;
  likeCount: number;
  replyCount: number;
  publishedAt: Date | null;
  exactPublishedAt: string;
};

export const presentHit = (row: HitRow) => ({
  id: row.id,
  author: row.author,
  category: row.category as PostCategoryCode,
  postType: row.postType as PostTypeCode,
  title: row.title,
  preview: postPreview(row.bodyText),
  likeCount: row.likeCount,
  replyCount: row.replyCount,
  publishedAt: (row.publishedAt ?? new Date(0)).toISOString(),
});
