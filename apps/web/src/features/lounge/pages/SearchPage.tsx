import { formatCount, POST_CATEGORIES, relativeTime } from '@sidecamp/domain/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '../../../ui/Badge';
import { Card } from '../../../ui/Card';
import { LoadMore } from '../../../ui/LoadMore';
import { PageHeader } from '../../../ui/PageHeader';
import { PageStack } from '../../../ui/PageStack';
import { QueryError } from '../../../ui/QueryError';
import { loungeApi } from '../api/loungeApi';
import { loungeKeys } from '../api/loungeKeys';
import { CategoryTabs } from '../components/CategoryTabs';
import { FeedSkeleton } from '../components/FeedList';
import { LoungeNav } from '../components/LoungeNav';
import { SearchBox } from '../components/SearchBox';

/** Post search results, newest first, optionally within one category. */
export function SearchPage() {
  const { t } = useTranslation('lounge');
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const rawCategory = params.get('category') ?? '';
  const category = POST_CATEGORIES.isCode(rawCategory) ? rawCategory : '';
  const results = useInfiniteQuery({
    queryKey: loungeKeys.search(q, category),
    queryFn: ({ pageParam, signal }) =>
      loungeApi.search({ q, category: category || undefined, cursor: pageParam || undefined }, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: q.length > 0,
  });
  const items = results.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <PageStack>
      <PageHeader
        camp="connect"
        eyebrow={t('title')}
        title={q ? t('search.resultsFor', { q }) : t('search.title')}
      />
      <LoungeNav />
      <SearchBox key={q} initial={q} category={category} />
      <CategoryTabs
        value={category}
        onChange={(next) => {
          const updated = new URLSearchParams(params);
          if (next) updated.set('category', next);
          else updated.delete('category');
          setParams(updated, { replace: true });
        }}
      />
      {!q ? (
        <p className="text-stone-600">{t('search.prompt')}</p>
      ) : results.isPending ? (
        <FeedSkeleton />
      ) : results.isError ? (
        <QueryError error={results.error} title={t('search.error')} onRetry={() => results.refetch()} />
      ) : items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 p-8 text-center text-stone-600">
          {t('search.empty', { q })}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((hit) => (
            <li key={hit.id}>
              <Card className="relative p-4 hover:shadow-lift">
                <div className="mb-1 flex flex-wrap items-center gap-2 text-xs text-stone-500">
                  <Badge tone="pine">{POST_CATEGORIES.label(hit.category)}</Badge>
                  <span>
                    {hit.author.nickname} · {relativeTime(new Date(hit.publishedAt))}
                  </span>
                </div>
                <h2 className="font-semibold text-stone-900">
                  <Link
                    to={`/lounge/posts/${hit.id}`}
                    className="after:absolute after:inset-0 hover:underline"
                  >
                    {hit.title || hit.preview}
                  </Link>
                </h2>
                {hit.title && <p className="mt-1 text-sm text-stone-700">{hit.preview}</p>}
                <p className="mt-2 text-xs text-stone-500">
                  {t('feed.likes', { count: hit.likeCount, formatted: formatCount(hit.likeCount) })} ·{' '}
                  {t('feed.replies', { count: hit.replyCount, formatted: formatCount(hit.replyCount) })}
                </p>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {q && (
        <LoadMore
          hasMore={results.hasNextPage}
          isLoading={results.isFetchingNextPage}
          onLoad={() => results.fetchNextPage()}
          shown={items.length}
        />
      )}
    </PageStack>
  );
}
