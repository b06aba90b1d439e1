import type { TBooth } from '@sidecamp/domain';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadMore } from '../../../../ui/LoadMore';
import { QueryError } from '../../../../ui/QueryError';
import { useReviews } from '../../hooks/talk/useReviews';
import { MyReview } from './MyReview';
import { ReviewItem } from './ReviewItem';
import { ViewPointMeans } from './ViewPointMeans';

/** The Reviews tab: the means per view point, my review (or why not), and everyone's reviews. */
export function ReviewsPanel({ booth }: { booth: TBooth }) {
  const { t } = useTranslation('booths');
  const reviews = useReviews(booth.id);
  const published = booth.state === 'published';
  return (
    // On a phone: the means, the reviews, then my own; on a wide screen the reviews on the left and
    // the other two stacked beside them.
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
      <div className="min-w-0 lg:col-start-2 lg:row-start-1">
        <ViewPointMeans boothId={booth.id} />
      </div>
      <section
        aria-labelledby="reviews-title"
        className="min-w-0 self-start rounded-2xl border border-stone-200 bg-white p-5 shadow-card sm:p-6 lg:col-start-1 lg:row-span-2 lg:row-start-1"
      >
        <h2 id="reviews-title" className="text-lg font-semibold text-stone-900">
          {t('reviews.title', { count: booth.counts.reviews })}
        </h2>
        <div className="mt-4">
          {reviews.isPending ? (
            <div aria-hidden="true" className="animate-pulse space-y-4">
              {[0, 1].map((index) => (
                <div key={index} className="space-y-2">
                  <div className="h-4 w-1/3 rounded bg-stone-200" />
                  <div className="h-4 w-2/3 rounded bg-stone-100" />
                </div>
              ))}
            </div>
          ) : reviews.isError ? (
            <QueryError
              error={reviews.error}
              title={t('reviews.loadError')}
              onRetry={() => void reviews.refetch()}
            />
          ) : reviews.items.length === 0 ? (
            <div className="flex items-center gap-3 rounded-xl bg-stone-50 p-4 text-sm text-stone-600 ring-1 ring-stone-200/70">
              <Star aria-hidden="true" className="size-5 shrink-0 text-stone-400" />
              {published ? t('reviews.empty') : t('reviews.emptyDraft')}
            </div>
          ) : (
            <>
              <ul aria-label={t('reviews.listLabel')} className="divide-y divide-stone-100">
                {reviews.items.map((review) => (
                  <li key={review.id} className="py-5 first:pt-0 last:pb-0">
                    <ReviewItem review={review} canReply={published} />
                  </li>
                ))}
              </ul>
              <LoadMore
                hasMore={reviews.hasNextPage}
                isLoading={reviews.isFetchingNextPage}
                onLoad={() => void reviews.fetchNextPage()}
                // "That is everything" only under a list that took more than one page.
                shown={(reviews.data?.pages.length ?? 0) > 1 ? reviews.items.length : 0}
              />
            </>
          )}
        </div>
      </section>
      {published && !reviews.isPending && (
        <div className="min-w-0 self-start lg:col-start-2 lg:row-start-2">
          <MyReview booth={booth} mine={reviews.mine} />
        </div>
      )}
    </div>
  );
}
