import { relativeTime } from '@sidecamp/domain/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { HeartHandshake } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../../ui/Avatar';
import { EmptyState } from '../../../../ui/EmptyState';
import { LoadMore } from '../../../../ui/LoadMore';
import { QueryError } from '../../../../ui/QueryError';
import { boothKeys } from '../../api/boothKeys';
import { boothSupportApi } from '../../api/boothSupportApi';

function RowsSkeleton() {
  return (
    <div aria-hidden="true" className="animate-pulse space-y-3">
      {[0, 1, 2].map((index) => (
        <div key={index} className="flex items-center gap-3">
          <div className="size-9 rounded-full bg-stone-200" />
          <div className="h-4 w-1/2 rounded bg-stone-100" />
        </div>
      ))}
    </div>
  );
}

/** Top supporters (most points first) beside the support history (newest first), each paged. */
export function SupportersPanel({ boothId }: { boothId: number }) {
  const { t } = useTranslation('booths');
  const supporters = useInfiniteQuery({
    queryKey: boothKeys.supporters(boothId),
    queryFn: ({ pageParam, signal }) => boothSupportApi.supporters(boothId, pageParam || undefined, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const history = useInfiniteQuery({
    queryKey: boothKeys.supports(boothId),
    queryFn: ({ pageParam, signal }) => boothSupportApi.supports(boothId, pageParam || undefined, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const top = supporters.data?.pages.flatMap((page) => page.items) ?? [];
  const gifts = history.data?.pages.flatMap((page) => page.items) ?? [];

  if (supporters.isSuccess && top.length === 0) {
    return (
      <EmptyState
        camp="launch"
        icon={HeartHandshake}
        title={t('view.tabs.supporters.title')}
        description={t('view.tabs.supporters.body')}
      />
    );
  }
  const card = 'rounded-2xl border border-stone-200 bg-white p-5 shadow-card sm:p-6';
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <section aria-labelledby="top-supporters-title" className={card}>
        <h2 id="top-supporters-title" className="text-lg font-semibold text-stone-900">
          {t('supporters.topTitle')}
        </h2>
        <div className="mt-4">
          {supporters.isPending ? (
            <RowsSkeleton />
          ) : supporters.isError ? (
            <QueryError
              error={supporters.error}
              title={t('supporters.loadError')}
              onRetry={() => void supporters.refetch()}
            />
          ) : (
            <>
              <ol aria-label={t('supporters.topTitle')} className="space-y-3">
                {top.map((item, index) => (
                  <li key={item.person.no} className="flex items-center gap-3">
                    <span className="w-5 text-right text-sm font-semibold text-stone-500 tabular-nums">
                      {index + 1}
                    </span>
                    <Avatar src={item.person.img} name={item.person.nickname} size={36} />
                    <div className="min-w-0 flex-1">
                      <Link
                        to={`/u/${item.person.no}`}
                        className="block truncate font-semibold text-stone-900 hover:underline"
                      >
                        {item.person.nickname}
                      </Link>
                      <p className="text-sm text-stone-500">{t('supporters.times', { count: item.times })}</p>
                    </div>
                    <span className="shrink-0 font-semibold text-orange-700 tabular-nums">
                      {t('supporters.points', { count: item.points })}
                    </span>
                  </li>
                ))}
              </ol>
              <LoadMore
                hasMore={supporters.hasNextPage}
                isLoading={supporters.isFetchingNextPage}
                onLoad={() => void supporters.fetchNextPage()}
                shown={0}
              />
            </>
          )}
        </div>
      </section>
      <section aria-labelledby="support-history-title" className={card}>
        <h2 id="support-history-title" className="text-lg font-semibold text-stone-900">
          {t('supporters.historyTitle')}
        </h2>
        <div className="mt-4">
          {history.isPending ? (
            <RowsSkeleton />
          ) : history.isError ? (
            <QueryError
              error={history.error}
              title={t('supporters.loadError')}
              onRetry={() => void history.refetch()}
            />
          ) : (
            <>
              <ul aria-label={t('supporters.historyTitle')} className="space-y-4">
                {gifts.map((gift) => (
                  <li key={gift.id} className="flex gap-3">
                    <Avatar src={gift.person.img} name={gift.person.nickname} size={36} />
                    <div className="min-w-0 flex-1">
                      <p className="text-sm text-stone-600">
                        <Link
                          to={`/u/${gift.person.no}`}
                          className="font-semibold text-stone-900 hover:underline"
                        >
                          {gift.person.nickname}
                        </Link>{' '}
                        {t('supporters.gave', { count: gift.points })}
                        <span aria-hidden="true"> · </span>
                        <time suppressHydrationWarning dateTime={gift.at}>
                          {relativeTime(new Date(gift.at))}
                        </time>
                      </p>
                      {gift.message && (
                        <p className="mt-0.5 text-[15px] break-words text-stone-800">{gift.message}</p>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
              <LoadMore
                hasMore={history.hasNextPage}
                isLoading={history.isFetchingNextPage}
                onLoad={() => void history.fetchNextPage()}
                shown={0}
              />
            </>
          )}
        </div>
      </section>
    </div>
  );
}
