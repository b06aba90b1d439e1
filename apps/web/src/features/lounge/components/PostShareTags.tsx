import type { TPost } from '@sidecamp/domain';
import {
  POST_CATEGORIES,
  plainDescription,
  shareCardFields,
  shareCardPath,
  shareCardVersion,
} from '@sidecamp/domain/core';
import { useSiteConfig } from '../../../app/config/siteConfig';
import { ShareTags } from '../../../ui/ShareTags';

/** A post's share tags and its schema.org DiscussionForumPosting. */
export function PostShareTags({ post, heading }: { post: TPost; heading: string }) {
  const site = useSiteConfig();
  const origin = (site?.publicUrl ?? '').replace(/\/$/, '');
  // A draft or hidden post is seen only by its author or a moderator: nothing to share or index.
  if (post.isDraft || post.hidden) return <title>{`${heading} · ${site?.siteName ?? 'Sidecamp'}`}</title>;
  return (
    <ShareTags
      title={heading}
      description={post.body || heading}
      path={`/lounge/posts/${post.id}`}
      type="article"
      image={shareCardPath('post', post.id, shareCardVersion(shareCardFields.post(post)))}
      structuredData={{
        '@type': 'DiscussionForumPosting',
        headline: heading,
        text: plainDescription(post.body, 500),
        articleSection: POST_CATEGORIES.isCode(post.category)
          ? POST_CATEGORIES.label(post.category)
          : undefined,
        author: { '@type': 'Person', name: post.author.nickname, url: `${origin}/u/${post.author.no}` },
        datePublished: post.publishedAt ?? post.createdAt,
        dateModified: post.updatedAt,
        interactionStatistic: [
          {
            '@type': 'InteractionCounter',
            interactionType: 'https://schema.org/LikeAction',
            userInteractionCount: post.likeCount,
          },
          {
            '@type': 'InteractionCounter',
            interactionType: 'https://schema.org/CommentAction',
            userInteractionCount: post.replyCount,
          },
        ],
      }}
    />
  );
}
