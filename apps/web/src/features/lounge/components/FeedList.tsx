import type { TFeedPage } from '@sidecamp/domain';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadMore } from '../../../ui/LoadMore';
import { QueryError } from '../../../ui/QueryError';
import { groupFeedItems } from '../feedGroups';
import { FeedGroupCard } from './FeedGroupCard';
import { FeedItemCard } from './FeedItemCard';

/**
 * As tall as the first page of a feed usually is, so that what follows the feed (on a phone, the side
 * panels) starts below the screen and does not jump down when the posts arrive.
 */
export function FeedSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-3">
      {[0, 1, 2, 3, 4, 5].map((index) => (
        <div key={index} className="h-44 animate-pulse rounded-2xl bg-stone-100" />
      ))}
    </div>
  );
}

/** A cursor-paged timeline with its loading, error and empty states. */
export function FeedList({
  query,
  label,
  empty,
}: {
  query: UseInfiniteQueryResult<InfiniteData<TFeedPage>>;
  label: string;
  empty: ReactNode;
}) {
  const { t } = useTranslation('lounge');
  if (query.isPending)
    return (
      <div role="status" aria-label={t('feed.loading')}>
        <FeedSkeleton />
      </div>
    );
  if (query.isError)
    return <QueryError error={query.error} title={t('feed.error')} onRetry={() => query.refetch()} />;
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0)
    return (
      <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-stone-300 px-6 py-10 text-center">
        <Inbox aria-hidden="true" className="size-8 text-stone-400" />
        <div className="text-stone-600">{empty}</div>
      </div>
    );
  return (
    <section aria-label={label} className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3">
        {groupFeedItems(items).map((entry) =>
          entry.type === 'item' ? (
            <li key={entry.item.id}>
              <FeedItemCard item={entry.item} />
            </li>
          ) : (
            <li key={`group-${entry.items[0]?.id}`}>
              <FeedGroupCard code={entry.code} items={entry.items} />
            </li>
          ),
        )}
      </ul>
      <LoadMore
        hasMore={query.hasNextPage}
        isLoading={query.isFetchingNextPage}
        onLoad={() => query.fetchNextPage()}
        shown={items.length}
      />
    </section>
  );
}
