import { relativeTime } from '@sidecamp/domain/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { LoadMore } from '../../../ui/LoadMore';
import { PageHeader } from '../../../ui/PageHeader';
import { PageStack } from '../../../ui/PageStack';
import { QueryError } from '../../../ui/QueryError';
import { loungeApi } from '../api/loungeApi';
import { loungeKeys } from '../api/loungeKeys';
import { FeedSkeleton } from '../components/FeedList';

/** Open reports for admins: what was reported, by whom and why, with the hide action. */
export function ReportsPage() {
  const { t } = useTranslation('lounge');
  const reports = useInfiniteQuery({
    queryKey: loungeKeys.reports(),
    queryFn: ({ pageParam, signal }) => loungeApi.reports({ cursor: pageParam || undefined }, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const hide = useApiMutation({
    mutationFn: (target: { type: 'post' | 'reply'; id: number }) => loungeApi.hide(target.type, target.id),
    invalidate: [loungeKeys.all],
    success: t('moderation.hidden'),
  });
  const items = reports.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <PageStack>
      <PageHeader
        camp="connect"
        eyebrow={t('title')}
        title={t('reports.title')}
        description={t('reports.description')}
      />
      {reports.isPending ? (
        <FeedSkeleton />
      ) : reports.isError ? (
        <QueryError error={reports.error} title={t('reports.error')} onRetry={() => reports.refetch()} />
      ) : items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 p-8 text-center text-stone-600">
          {t('reports.empty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((report) => (
            <li key={report.id}>
              <Card className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <p className="text-sm text-stone-500">
                    <Badge>{t(`reports.target.${report.targetType}`)}</Badge> {report.reporter.nickname} ·{' '}
                    {relativeTime(new Date(report.createdAt))}
                  </p>
                  <p className="mt-1 text-[15px] text-stone-800">{report.reason}</p>
                  {report.postId && (
                    <Link
                      to={`/lounge/posts/${report.postId}`}
                      className="text-sm font-medium text-pine-700 underline"
                    >
                      {t('reports.open')}
                    </Link>
                  )}
                </div>
                {!report.targetHidden && (
                  <Button
                    variant="secondary"
                    size="sm"
                    onPress={() => hide.mutate({ type: report.targetType, id: report.targetId })}
                  >
                    {t('moderation.hide')}
                  </Button>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
      <LoadMore
        hasMore={reports.hasNextPage}
        isLoading={reports.isFetchingNextPage}
        onLoad={() => reports.fetchNextPage()}
        shown={items.length}
      />
    </PageStack>
  );
}
