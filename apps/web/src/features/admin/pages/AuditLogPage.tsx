import {
  ADMIN_ACTIONS,
  ADMIN_TARGET_TYPES,
  type AdminAction,
  type AdminTargetType,
  type TAuditEntry,
} from '@sidecamp/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ScrollText } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api/ApiError';
import { useUserStore } from '../../../app/store/userStore';
import { Card } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadMore } from '../../../ui/LoadMore';
import { QueryError } from '../../../ui/QueryError';
import { SelectField } from '../../../ui/SelectField';
import { type AuditFilters, adminApi, adminKeys } from '../api/adminApi';
import { AdminLayout } from '../components/AdminLayout';

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** The audit log (F18.4): every admin action, newest first, read-only by construction. */
export function AuditLogPage() {
  const { t } = useTranslation('admin');
  const isAdmin = useUserStore((state) => state.profile?.admin === true);
  const [filters, setFilters] = useState<AuditFilters>({});
  const log = useInfiniteQuery({
    queryKey: adminKeys.audit(filters),
    queryFn: ({ pageParam, signal }) => adminApi.audit(filters, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: isAdmin,
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status < 500),
  });

  let body: ReactNode;
  if (log.isError)
    body = <QueryError error={log.error} title={t('audit.failed')} onRetry={() => void log.refetch()} />;
  else if (log.isPending)
    body = (
      <div role="status">
        <span className="sr-only">{t('audit.loading')}</span>
        <div aria-hidden="true" className="h-64 animate-pulse rounded-2xl bg-stone-100" />
      </div>
    );
  else {
    const items = log.data.pages.flatMap((page) => page.items);
    const filtered = filters.action !== undefined || filters.targetType !== undefined;
    body =
      items.length === 0 ? (
        <EmptyState
          icon={ScrollText}
          title={filtered ? t('audit.emptyFiltered') : t('audit.empty')}
          description={t('audit.emptyBody')}
        />
      ) : (
        <>
          <Card className="overflow-hidden p-0">
            <ol aria-label={t('audit.title')} className="divide-y divide-stone-100">
              {items.map((entry) => (
                <AuditRow key={entry.id} entry={entry} />
              ))}
            </ol>
          </Card>
          <LoadMore
            hasMore={log.hasNextPage}
            isLoading={log.isFetchingNextPage}
            onLoad={() => void log.fetchNextPage()}
            shown={items.length}
          />
        </>
      );
  }

  return (
    <AdminLayout title={t('audit.title')} description={t('audit.description')}>
      <fieldset className="grid gap-3 sm:grid-cols-2 lg:max-w-xl">
        <legend className="sr-only">{t('audit.filters')}</legend>
        <SelectField
          compact
          label={t('audit.action')}
          value={filters.action ?? ''}
          placeholder={t('audit.any')}
          options={ADMIN_ACTIONS.map((action) => ({ value: action, label: t(`actions.${action}`) }))}
          onChange={(value) =>
            setFilters((current) => ({ ...current, action: (value || undefined) as AdminAction }))
          }
        />
        <SelectField
          compact
          label={t('audit.targetType')}
          value={filters.targetType ?? ''}
          placeholder={t('audit.any')}
          options={ADMIN_TARGET_TYPES.map((type) => ({ value: type, label: t(`targets.${type}`) }))}
          onChange={(value) =>
            setFilters((current) => ({ ...current, targetType: (value || undefined) as AdminTargetType }))
          }
        />
      </fieldset>
      {body}
    </AdminLayout>
  );
}

/** One action: what and to which target first, then who and when, then the reason in full. */
function AuditRow({ entry }: { entry: TAuditEntry }) {
  const { t } = useTranslation('admin');
  const until = typeof entry.detail.until === 'string' ? entry.detail.until : null;
  return (
    <li className="grid gap-1 px-4 py-3 sm:grid-cols-[11rem_1fr] sm:gap-4 sm:px-5">
      <p className="text-sm text-stone-500">
        <time dateTime={entry.createdAt}>{timeFormat.format(new Date(entry.createdAt))}</time>
      </p>
      <div className="min-w-0">
        <p className="text-sm text-stone-900">
          <span className="font-semibold">{t(`actions.${entry.action}`)}</span>
          {' · '}
          <span>{t('audit.target', { type: t(`targets.${entry.targetType}`), id: entry.targetId })}</span>
          {until && (
            <span className="text-stone-600">
              {' '}
              {t('audit.until', { date: timeFormat.format(new Date(until)) })}
            </span>
          )}
        </p>
        <p className="text-sm text-stone-600">{entry.admin ? entry.admin.nickname : t('audit.operator')}</p>
        <p className="mt-1 text-sm break-words whitespace-pre-line text-stone-700">
          {entry.reason ?? <span className="text-stone-500 italic">{t('audit.noReason')}</span>}
        </p>
      </div>
    </li>
  );
}
