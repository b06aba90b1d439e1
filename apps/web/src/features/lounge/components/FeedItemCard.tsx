import type { TFeedItem } from '@sidecamp/domain';
import {
  AUTO_EVENT_CODES,
  formatCount,
  POST_CATEGORIES,
  POST_TYPES,
  relativeTime,
} from '@sidecamp/domain/core';
import { BarChart3, Heart, MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../ui/Avatar';
import { Badge } from '../../../ui/Badge';
import { Card } from '../../../ui/Card';

/** Where an item leads: the post, magazine, booth, project or person it announces. */
export function feedItemHref(item: TFeedItem): string | null {
  const target = item.target;
  if (!target) return null;
  switch (target.type) {
    case 'post':
      return `/lounge/posts/${target.id}`;
    case 'magazine':
      return `/lounge/magazines/${target.id}`;
    case 'note':
      return '/lounge/notes';
    case 'user':
      return `/u/${target.id}`;
    case 'booth':
      return `/booths/${target.id}`;
    default:
      return item.projectNo === null ? null : `/projects/${item.projectNo}`;
  }
}

/** One feed item: who, when, what (the spec's FEED_TITLE and FEED_DETAIL), and its counts. */
export function FeedItemCard({ item }: { item: TFeedItem }) {
  const { t } = useTranslation('lounge');
  const href = feedItemHref(item);
  const name = item.actor?.nickname ?? item.USER_NICKNAME ?? t('feed.someone');
  const kind = item.AUTO_CODE
    ? AUTO_EVENT_CODES.label(item.AUTO_CODE)
    : item.category
      ? POST_CATEGORIES.label(item.category)
      : null;
  const title = item.FEED_TITLE;
  return (
    <Card className="relative flex flex-col gap-3 p-4 transition-shadow focus-within:ring-2 focus-within:ring-pine-600/40 hover:shadow-lift sm:p-5">
      <div className="flex items-center gap-3">
        {item.actor ? (
          <Link
            to={`/u/${item.actor.no}`}
            className="relative z-10 shrink-0"
            aria-label={t('feed.profileOf', { name })}
          >
            <Avatar src={item.actor.img} name={name} size={40} />
          </Link>
        ) : (
          <Avatar src={null} name={name} size={40} />
        )}
        <div className="min-w-0 flex-1">
          {item.actor ? (
            <p className="text-sm font-semibold text-stone-900">
              {/* 24 px tall for a finger (WCAG 2.5.8), the extra height taken back by the margins. */}
              <Link
                to={`/lounge/people/${item.actor.no}`}
                className="relative z-10 -my-0.5 inline-block max-w-full truncate py-0.5 align-top hover:underline"
              >
                {name}
              </Link>
            </p>
          ) : (
            <p className="truncate text-sm font-semibold text-stone-900">{name}</p>
          )}
          <p className="text-xs text-stone-500">
            <time suppressHydrationWarning dateTime={item.createdAt}>
              {relativeTime(new Date(item.createdAt))}
            </time>
            {item.PROJECT_NAME && (
              <>
                {' · '}
                {item.projectNo !== null ? (
                  <Link to={`/lounge/projects/${item.projectNo}`} className="relative z-10 hover:underline">
                    {item.PROJECT_NAME}
                  </Link>
                ) : (
                  item.PROJECT_NAME
                )}
              </>
            )}
          </p>
        </div>
        {kind && (
          <Badge tone={item.AUTO_CODE ? 'indigo' : 'pine'} className="shrink-0">
            {kind}
          </Badge>
        )}
      </div>
      <div className="min-w-0">
        {title &&
          (href ? (
            <h3 className="text-base font-semibold text-stone-900">
              <Link
                to={href}
                className="after:absolute after:inset-0 hover:underline focus-visible:outline-none"
              >
                {title}
              </Link>
            </h3>
          ) : (
            <h3 className="text-base font-semibold text-stone-900">{title}</h3>
          ))}
        {item.FEED_DETAIL &&
          (href && !title ? (
            <Link
              to={href}
              className="mt-1 block text-[15px] break-words text-stone-700 after:absolute after:inset-0 focus-visible:outline-none"
            >
              {item.FEED_DETAIL}
            </Link>
          ) : (
            <p className="mt-1 text-[15px] break-words text-stone-700">{item.FEED_DETAIL}</p>
          ))}
      </div>
      {item.post && (
        <div className="flex flex-wrap items-center gap-4 text-sm text-stone-500">
          {item.post.postType === '03' && (
            <span className="inline-flex items-center gap-1.5">
              <BarChart3 aria-hidden="true" className="size-4" />
              {POST_TYPES.label('03')} ·{' '}
              {t('feed.votes', { count: item.post.voteCount, formatted: formatCount(item.post.voteCount) })}
            </span>
          )}
          <span className="inline-flex items-center gap-1.5">
            <Heart
              aria-hidden="true"
              className={item.post.likedByMe ? 'size-4 fill-red-500 text-red-500' : 'size-4'}
            />
            {t('feed.likes', { count: item.post.likeCount, formatted: formatCount(item.post.likeCount) })}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <MessageCircle aria-hidden="true" className="size-4" />
            {t('feed.replies', { count: item.post.replyCount, formatted: formatCount(item.post.replyCount) })}
          </span>
        </div>
      )}
    </Card>
  );
}
