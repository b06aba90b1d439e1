import type { TBoothReview } from '@sidecamp/domain';
import { relativeTime } from '@sidecamp/domain/core';
import { ChevronDown, MessageCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../../ui/Avatar';
import { Button } from '../../../../ui/Button';
import { boothKeys } from '../../api/boothKeys';
import { boothTalkApi } from '../../api/boothTalkApi';
import { type ReplySource, ReplyThread } from './ReplyThread';
import { ReviewBody } from './ReviewBody';

/** One review, and its replies behind a toggle (loaded when opened). */
export function ReviewItem({ review, canReply }: { review: TBoothReview; canReply: boolean }) {
  const { t } = useTranslation('booths');
  const [open, setOpen] = useState(false);
  const repliesId = useId();
  const source: ReplySource = {
    queryKey: boothKeys.reviewReplies(review.boothId, review.id),
    load: (cursor, signal) => boothTalkApi.reviewReplies(review.boothId, review.id, cursor, signal),
    send: (body) => boothTalkApi.replyToReview(review.boothId, review.id, body),
    edit: (replyId, body) => boothTalkApi.editReviewReply(replyId, body),
    refresh: [boothKeys.reviews(review.boothId)],
  };
  const edited = review.updatedAt !== review.createdAt;
  return (
    <article aria-label={t('reviews.by', { nickname: review.author.nickname })}>
      <div className="flex items-center gap-3">
        <Avatar src={review.author.img} name={review.author.nickname} size={36} />
        <p className="min-w-0 flex-1 text-sm">
          <Link to={`/u/${review.author.no}`} className="font-semibold text-stone-900 hover:underline">
            {review.author.nickname}
          </Link>
          <span aria-hidden="true" className="text-stone-400">
            {' · '}
          </span>
          <time suppressHydrationWarning dateTime={review.createdAt} className="text-stone-500">
            {relativeTime(new Date(review.createdAt))}
          </time>
          {edited && <span className="text-stone-500"> {t('talk.edited')}</span>}
        </p>
      </div>
      <ReviewBody review={review} />
      <Button
        variant="ghost"
        size="sm"
        className="-ml-3 mt-2"
        aria-expanded={open}
        aria-controls={repliesId}
        onPress={() => setOpen((value) => !value)}
      >
        <MessageCircle aria-hidden="true" className="size-4" />
        {review.replyCount > 0 ? t('reviews.replies', { count: review.replyCount }) : t('reviews.reply')}
        <ChevronDown aria-hidden="true" className={open ? 'size-4 rotate-180' : 'size-4'} />
      </Button>
      {open && (
        <div id={repliesId} className="mt-3 border-l-2 border-stone-100 pl-4">
          <ReplyThread
            source={source}
            canReply={canReply}
            listLabel={t('reviews.repliesTo', { nickname: review.author.nickname })}
            boxLabel={t('reviews.replyLabel', { nickname: review.author.nickname })}
          />
        </div>
      )}
    </article>
  );
}
