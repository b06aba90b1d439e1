import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { formatDate } from '../../../ui/dates';
import { LoadMore } from '../../../ui/LoadMore';
import { supportApi, supportKeys } from '../api/supportApi';
import type { NoticesQuery } from '../hooks/useNotices';

/** The published notices, newest first; admins also change or delete them here. */
export function NoticesSection({ notices, isAdmin }: { notices: NoticesQuery; isAdmin: boolean }) {
  const { t } = useTranslation('support');
  const remove = useApiMutation({
    mutationFn: (id: number) => supportApi.remove(id),
    invalidate: [supportKeys.notices()],
    success: t('notices.deleted'),
  });
  const change = useApiMutation({
    mutationFn: (input: { id: number; important: boolean }) =>
      supportApi.change(input.id, { important: input.important }),
    invalidate: [supportKeys.notices()],
    success: t('notices.changed'),
  });
  const items = notices.data?.pages.flatMap((page) => page.items) ?? [];
  // Nobody needs an empty "Notices" heading above the FAQ; admins see it to know where they go.
  if (!isAdmin && notices.isSuccess && items.length === 0) return null;
  return (
    <section id="notices" aria-labelledby="notices-title" className="scroll-mt-24 space-y-4">
      <div>
        <h2 id="notices-title" className="text-lg font-semibold text-stone-900">
          {t('notices.title')}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{t('notices.description')}</p>
      </div>
      {notices.isError && (
        <p role="alert" className="text-sm text-red-800">
          {t('notices.loadError')}
        </p>
      )}
      {notices.isSuccess && items.length === 0 && (
        <p className="text-sm text-stone-600">{t('notices.empty')}</p>
      )}
      <ul className="space-y-3">
        {items.map((notice) => (
          <li key={notice.id}>
            <article
              aria-labelledby={`notice-${notice.id}`}
              className="rounded-2xl border border-stone-200 bg-white p-5 shadow-card"
            >
              <div className="flex flex-wrap items-center gap-2">
                <h3 id={`notice-${notice.id}`} className="font-semibold text-stone-900">
                  {notice.title}
                </h3>
                {notice.important && <Badge tone="amber">{t('notices.important')}</Badge>}
              </div>
              <p className="mt-0.5 text-xs text-stone-500">
                <time dateTime={notice.publishedAt}>
                  {t('notices.published', { date: formatDate(notice.publishedAt) })}
                </time>
              </p>
              <p className="mt-3 text-sm whitespace-pre-line text-stone-700">{notice.body}</p>
              {isAdmin && (
                <div className="mt-4 flex flex-wrap gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    isPending={change.isPending}
                    onPress={() => change.mutate({ id: notice.id, important: !notice.important })}
                  >
                    {notice.important ? t('notices.unmarkImportant') : t('notices.markImportant')}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('notices.deleteNamed', { title: notice.title })}
                    isPending={remove.isPending}
                    onPress={() => remove.mutate(notice.id)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    {t('notices.delete')}
                  </Button>
                </div>
              )}
            </article>
          </li>
        ))}
      </ul>
      <LoadMore
        hasMore={notices.hasNextPage}
        isLoading={notices.isFetchingNextPage}
        onLoad={() => void notices.fetchNextPage()}
        shown={0}
      />
    </section>
  );
}
