import { REPORT_TARGET_TYPES, type ReportTargetType, type TReportQueueItem } from '@sidecamp/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Flag } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../app/api/ApiError';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { useUserStore } from '../../../app/store/userStore';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { formatDate } from '../../../ui/dates';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadMore } from '../../../ui/LoadMore';
import { QueryError } from '../../../ui/QueryError';
import { SelectField } from '../../../ui/SelectField';
import { moderationApi, moderationKeys, type ReportAction, type ReportStatus } from '../hooks/moderationApi';
import { AdminLayout } from './AdminLayout';
import { ReportsReasonDialog } from './ReportsReasonDialog';

type Pending = { action: ReportAction; item: TReportQueueItem } | null;

/** The report queue (F18): one card per reported target, with hide, restore and dismiss. */
export function ReportsPage() {
  const { t } = useTranslation('admin');
  const isAdmin = useUserStore((state) => state.profile?.admin === true);
  const [params, setParams] = useSearchParams();
  const typeParam = params.get('type');
  const type = REPORT_TARGET_TYPES.find((code) => code === typeParam);
  const status: ReportStatus = params.get('status') === 'closed' ? 'closed' : 'open';
  const [pending, setPending] = useState<Pending>(null);
  const queue = useInfiniteQuery({
    queryKey: moderationKeys.reportList(status, type),
    queryFn: ({ pageParam, signal }) => moderationApi.reports(status, type, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: isAdmin,
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status < 500),
  });
  const act = useApiMutation({
    mutationFn: ({
      action,
      item,
      reason,
    }: {
      action: ReportAction;
      item: TReportQueueItem;
      reason: string;
    }) => moderationApi.act(action, item.targetType, item.targetId, reason),
    invalidate: [moderationKeys.reports],
    success: (outcome, { action }) => t(`reports.done.${action}`, { count: outcome.reportsClosed }),
    onSuccess: () => setPending(null),
  });

  const setFilter = (next: { type?: ReportTargetType | undefined; status?: ReportStatus }) => {
    const merged = { type, status, ...next };
    const search: Record<string, string> = {};
    if (merged.type) search.type = merged.type;
    if (merged.status === 'closed') search.status = 'closed';
    setParams(search, { replace: true });
  };

  let body: ReactNode;
  if (queue.isError)
    body = (
      <QueryError error={queue.error} title={t('reports.failed')} onRetry={() => void queue.refetch()} />
    );
  else if (queue.isPending)
    body = (
      <div role="status">
        <span className="sr-only">{t('reports.loading')}</span>
        <div aria-hidden="true" className="h-48 animate-pulse rounded-2xl bg-stone-100" />
      </div>
    );
  else {
    const items = queue.data.pages.flatMap((page) => page.items);
    body =
      items.length === 0 ? (
        <EmptyState
          icon={Flag}
          title={status === 'open' ? t('reports.empty') : t('reports.emptyClosed')}
          description={t('reports.emptyBody')}
        />
      ) : (
        <>
          <ul aria-label={t('reports.listLabel')} className="space-y-3">
            {items.map((item) => (
              <li key={`${item.targetType}:${item.targetId}`}>
                <ReportCard item={item} onAction={(action) => setPending({ action, item })} />
              </li>
            ))}
          </ul>
          <LoadMore
            hasMore={queue.hasNextPage}
            isLoading={queue.isFetchingNextPage}
            onLoad={() => void queue.fetchNextPage()}
            shown={items.length}
          />
        </>
      );
  }

  return (
    <AdminLayout title={t('reports.title')} description={t('reports.description')}>
      {isAdmin && (
        <>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <nav aria-label={t('reports.typeFilter')} className="-mx-1 overflow-x-auto">
              <ul className="flex gap-1 px-1">
                {[undefined, ...REPORT_TARGET_TYPES].map((code) => (
                  <li key={code ?? 'all'}>
                    <button
                      type="button"
                      aria-pressed={type === code}
                      onClick={() => setFilter({ type: code })}
                      className={clsx(
                        'rounded-full px-3.5 py-1.5 text-sm font-semibold whitespace-nowrap outline-none focus-visible:ring-2 focus-visible:ring-pine-600',
                        type === code
                          ? 'bg-pine-800 text-white'
                          : 'bg-stone-100 text-stone-700 hover:bg-stone-200',
                      )}
                    >
                      {code ? t(`targets.${code}`) : t('reports.all')}
                    </button>
                  </li>
                ))}
              </ul>
            </nav>
            <SelectField
              compact
              label={t('reports.status')}
              value={status}
              onChange={(value) => setFilter({ status: value === 'closed' ? 'closed' : 'open' })}
              options={[
                { value: 'open', label: t('reports.statusOpen') },
                { value: 'closed', label: t('reports.statusClosed') },
              ]}
              className="sm:w-48"
            />
          </div>
          {body}
          <ReportsReasonDialog
            isOpen={pending !== null}
            title={
              pending
                ? t(`reports.confirmTitle.${pending.action}`, {
                    type: t(`targets.${pending.item.targetType}`),
                  })
                : ''
            }
            hint={pending ? t(`reports.reasonHint.${pending.action}`) : ''}
            confirm={pending ? t(`reports.actions.${pending.action}`) : ''}
            danger={pending?.action === 'hide'}
            isPending={act.isPending}
            error={act.error}
            onConfirm={(reason) => pending && act.mutate({ ...pending, reason })}
            onClose={() => {
              setPending(null);
              act.reset();
            }}
          />
        </>
      )}
    </AdminLayout>
  );
}

/** Each distinct reason once, with how many reports gave it, most given first. */
function reasonCounts(reasons: string[]): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const reason of reasons) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}

function ReportCard({
  item,
  onAction,
}: {
  item: TReportQueueItem;
  onAction: (action: ReportAction) => void;
}) {
  const { t } = useTranslation('admin');
  const content = item.content;
  const label = t('reports.itemLabel', { type: t(`targets.${item.targetType}`), id: item.targetId });
  return (
    <Card className="space-y-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="indigo">{t(`targets.${item.targetType}`)}</Badge>
        <Badge tone={item.status === 'open' ? 'amber' : item.status === 'hidden' ? 'orange' : 'neutral'}>
          {t(`reports.itemStatus.${item.status}`)}
        </Badge>
        {content?.hidden && item.status !== 'hidden' && <Badge tone="orange">{t('reports.hiddenNow')}</Badge>}
        <span className="text-sm text-stone-600">
          {t('reports.count', { count: item.reportCount })} · {formatDate(item.lastReportedAt)}
        </span>
      </div>
      {content ? (
        <div className="space-y-1">
          <p className="text-sm text-stone-600">{t('reports.by', { name: content.author.nickname })}</p>
          <blockquote className="rounded-lg border-l-4 border-stone-200 bg-stone-50 px-3 py-2 break-words whitespace-pre-line text-stone-800">
            {content.preview || t('reports.noText')}
          </blockquote>
          {content.link && (
            <Link
              to={content.link}
              className="text-sm font-semibold text-pine-800 underline-offset-2 hover:underline"
            >
              {t('reports.open')}
            </Link>
          )}
        </div>
      ) : (
        <p className="text-sm text-stone-600 italic">{t('reports.gone')}</p>
      )}
      <div>
        <p className="text-sm font-semibold text-stone-700">{t('reports.reasons')}</p>
        <ul className="mt-1 flex flex-wrap gap-1.5">
          {reasonCounts(item.reasons).map(([reason, count]) => (
            <li
              key={reason}
              className="rounded-full bg-stone-100 px-2.5 py-0.5 text-sm break-words text-stone-700"
            >
              {count > 1 ? t('reports.reasonTimes', { reason, count }) : reason}
            </li>
          ))}
        </ul>
      </div>
      {content && (
        <div className="flex flex-wrap gap-2">
          {content.hidden ? (
            <Button
              variant="secondary"
              onPress={() => onAction('restore')}
              aria-label={`${t('reports.actions.restore')}: ${label}`}
            >
              {t('reports.actions.restore')}
            </Button>
          ) : (
            <Button onPress={() => onAction('hide')} aria-label={`${t('reports.actions.hide')}: ${label}`}>
              {t('reports.actions.hide')}
            </Button>
          )}
          {item.status === 'open' && (
            <Button
              variant="secondary"
              onPress={() => onAction('dismiss')}
              aria-label={`${t('reports.actions.dismiss')}: ${label}`}
            >
              {t('reports.actions.dismiss')}
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}
