import type { TProfile } from '@sidecamp/domain';
import { relativeTime } from '@sidecamp/domain/core';
import { MessageSquareText, PenLine } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { runAsMember } from '../../../app/session/memberAction';
import { useUserStore } from '../../../app/store/userStore';
import { Avatar } from '../../../ui/Avatar';
import { Button } from '../../../ui/Button';
import { useReviews } from '../hooks/useReviews';
import { ReviewDialog } from './ReviewDialog';
import { StarRating } from './StarRating';

/** Reviews of a person by people who worked with them, and my own review of them. */
export function ReviewsSection({ profile }: { profile: TProfile }) {
  const { t } = useTranslation('profiles');
  const loggedIn = useUserStore((state) => state.loggedIn);
  const [writing, setWriting] = useState(false);
  const reviews = useReviews(profile.no);
  const items = reviews.data?.pages.flatMap((page) => page.items) ?? [];
  const first = reviews.data?.pages[0];
  const myReview = profile.viewer.myReview;

  return (
    <section
      id="reviews"
      aria-labelledby="reviews-title"
      className="scroll-mt-24 rounded-2xl border border-stone-200 bg-white p-6 shadow-card sm:p-7"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id="reviews-title" className="text-base font-semibold text-stone-900">
            {t('reviews.title')}
          </h2>
          {first && first.total > 0 && first.averageRating !== null && (
            <p className="mt-1 flex items-center gap-2 text-sm text-stone-600">
              <StarRating
                value={first.averageRating}
                label={t('reviews.average', { rating: first.averageRating.toFixed(1) })}
              />
              <span aria-hidden="true">{first.averageRating.toFixed(1)}</span>
              <span>· {t('reviews.count', { count: first.total })}</span>
            </p>
          )}
        </div>
        {loggedIn && !profile.viewer.isMe && !profile.viewer.canReview && (
          <p className="max-w-xs text-sm text-stone-500 sm:text-right">{t('reviews.onlyTeammates')}</p>
        )}
        {!profile.viewer.isMe && (!loggedIn || profile.viewer.canReview) && (
          <Button
            variant="secondary"
            className="print:hidden"
            onPress={() => runAsMember(() => setWriting(true))}
          >
            <PenLine aria-hidden="true" className="size-4" />
            {myReview ? t('reviews.editMine') : t('reviews.write')}
          </Button>
        )}
      </div>

      {reviews.isPending ? (
        <div className="mt-5 animate-pulse space-y-3">
          <div className="h-4 w-1/2 rounded bg-stone-200" />
          <div className="h-4 w-3/4 rounded bg-stone-200" />
        </div>
      ) : items.length === 0 ? (
        <div className="mt-5 flex items-center gap-3 rounded-xl bg-stone-50 p-4 text-sm text-stone-600 ring-1 ring-stone-200/70">
          <MessageSquareText aria-hidden="true" className="size-5 shrink-0 text-stone-400" />
          {profile.viewer.isMe ? t('reviews.emptyMine') : t('reviews.empty', { nickname: profile.nickname })}
        </div>
      ) : (
        <ul className="mt-5 divide-y divide-stone-100">
          {items.map((review) => (
            <li key={review.reviewer.no} className="py-4 first:pt-0 last:pb-0">
              <article aria-label={t('reviews.by', { nickname: review.reviewer.nickname })}>
                <div className="flex items-center gap-3">
                  <Avatar src={review.reviewer.img} name={review.reviewer.nickname} size={36} />
                  <div className="min-w-0 flex-1">
                    <Link
                      to={`/u/${review.reviewer.no}`}
                      className="block truncate text-sm font-semibold text-stone-900 hover:underline"
                    >
                      {review.reviewer.nickname}
                    </Link>
                    <div className="flex items-center gap-2">
                      <StarRating
                        value={review.rating}
                        label={t('reviews.rated', { rating: review.rating })}
                      />
                      <span className="text-xs text-stone-500">
                        <time suppressHydrationWarning dateTime={review.updatedAt}>
                          {relativeTime(new Date(review.updatedAt))}
                        </time>
                      </span>
                    </div>
                  </div>
                </div>
                <p className="mt-2.5 text-[15px] leading-relaxed whitespace-pre-line text-stone-700">
                  {review.body}
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
      {reviews.hasNextPage && (
        <Button
          variant="secondary"
          className="mt-5 w-full print:hidden"
          onPress={() => void reviews.fetchNextPage()}
          isPending={reviews.isFetchingNextPage}
        >
          {t('reviews.loadMore')}
        </Button>
      )}
      <ReviewDialog
        isOpen={writing}
        onClose={() => setWriting(false)}
        no={profile.no}
        nickname={profile.nickname}
        existing={myReview}
      />
    </section>
  );
}
