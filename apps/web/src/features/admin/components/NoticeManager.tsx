import { NOTICE_BODY_MAX, NOTICE_TITLE_MAX, type TNotice } from '@sidecamp/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Megaphone } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api/ApiError';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { CheckboxField } from '../../../ui/CheckboxField';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Dialog } from '../../../ui/Dialog';
import { formatDate } from '../../../ui/dates';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadMore } from '../../../ui/LoadMore';
import { QueryError } from '../../../ui/QueryError';
import { TextField } from '../../../ui/TextField';
import { adminContentApi, adminContentKeys } from '../hooks/adminContentApi';

/** The support page's notices (F16.1) as admins manage them: new, edit, delete. */
export function NoticeManager() {
  const { t } = useTranslation('admin');
  const [editing, setEditing] = useState<{ notice: TNotice | null } | null>(null);
  const [deleting, setDeleting] = useState<TNotice | null>(null);
  const notices = useInfiniteQuery({
    queryKey: adminContentKeys.notices,
    queryFn: ({ pageParam, signal }) => adminContentApi.notices(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
  const remove = useApiMutation({
    mutationFn: (id: number) => adminContentApi.removeNotice(id),
    invalidate: [adminContentKeys.notices, ['support', 'notices']],
    success: t('notices.deleted'),
    onSuccess: () => setDeleting(null),
  });

  let body: ReactNode;
  if (notices.isError)
    body = (
      <QueryError error={notices.error} title={t('notices.failed')} onRetry={() => void notices.refetch()} />
    );
  else if (notices.isPending)
    body = (
      <div role="status">
        <span className="sr-only">{t('notices.loading')}</span>
        <div aria-hidden="true" className="h-32 animate-pulse rounded-2xl bg-stone-100" />
      </div>
    );
  else {
    const items = notices.data.pages.flatMap((page) => page.items);
    body =
      items.length === 0 ? (
        <EmptyState icon={Megaphone} title={t('notices.empty')} description={t('notices.emptyBody')} />
      ) : (
        <div className="space-y-3">
          <ul aria-label={t('notices.listLabel')} className="space-y-2">
            {items.map((notice) => (
              <li key={notice.id}>
                <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start">
                  <div className="min-w-0 flex-1 space-y-1">
                    <div className="flex flex-wrap items-center gap-2">
                      {notice.important && <Badge tone="orange">{t('notices.important')}</Badge>}
                      <span className="text-sm text-stone-500">{formatDate(notice.publishedAt)}</span>
                    </div>
                    <p className="font-medium break-words text-stone-900">{notice.title}</p>
                    <p className="line-clamp-2 text-sm break-words whitespace-pre-line text-stone-600">
                      {notice.body}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-1.5">
                    <Button variant="secondary" size="sm" onPress={() => setEditing({ notice })}>
                      {t('notices.edit')}
                    </Button>
                    <Button variant="ghost" size="sm" onPress={() => setDeleting(notice)}>
                      {t('notices.delete')}
                    </Button>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
          <LoadMore
            hasMore={notices.hasNextPage}
            isLoading={notices.isFetchingNextPage}
            onLoad={() => void notices.fetchNextPage()}
            shown={items.length}
          />
        </div>
      );
  }

  return (
    <section aria-labelledby="admin-notices" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-notices" className="text-lg font-semibold text-stone-900">
          {t('notices.title')}
        </h2>
        <Button onPress={() => setEditing({ notice: null })}>{t('notices.new')}</Button>
      </div>
      {body}
      {editing && <NoticeDialog notice={editing.notice} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('notices.deleteTitle')}
        confirmLabel={t('notices.deleteConfirm')}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        isPending={remove.isPending}
      >
        <p className="break-words">{t('notices.deleteBody', { title: deleting?.title ?? '' })}</p>
      </ConfirmDialog>
    </section>
  );
}

/** Publishes a notice (notice null) or changes one: title, plain-text body, importance. */
function NoticeDialog({ notice, onClose }: { notice: TNotice | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation('common');
  const [title, setTitle] = useState(notice?.title ?? '');
  const [text, setText] = useState(notice?.body ?? '');
  const [important, setImportant] = useState(notice?.important ?? false);
  const save = useApiMutation({
    mutationFn: () => {
      const input = { title: title.trim(), body: text.trim(), important };
      return notice ? adminContentApi.changeNotice(notice.id, input) : adminContentApi.publishNotice(input);
    },
    invalidate: [adminContentKeys.notices, ['support', 'notices']],
    success: notice ? t('notices.saved') : t('notices.published'),
    toastErrors: false,
    onSuccess: onClose,
  });
  const fieldError = (field: string) =>
    save.error instanceof ApiError ? save.error.fieldMessage(field) : undefined;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={notice ? t('notices.editTitle') : t('notices.newTitle')}
      closeLabel={tCommon('actions.close')}
    >
      <Form onSubmit={onSubmit} validationBehavior="aria" className="space-y-4">
        <TextField
          label={t('notices.titleLabel')}
          value={title}
          onChange={setTitle}
          maxLength={NOTICE_TITLE_MAX}
          isRequired
          error={fieldError('title')}
        />
        <TextField
          label={t('notices.body')}
          value={text}
          onChange={setText}
          maxLength={NOTICE_BODY_MAX}
          multiline
          rows={6}
          isRequired
          error={fieldError('body')}
        />
        <CheckboxField
          label={t('notices.importantLabel')}
          description={t('notices.importantHint')}
          isSelected={important}
          onChange={setImportant}
        />
        {save.error && !(save.error instanceof ApiError && save.error.fields.length > 0) && (
          <p role="alert" className="text-sm text-red-700">
            {save.error.message}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onPress={onClose}>
            {tCommon('actions.cancel')}
          </Button>
          <Button type="submit" isPending={save.isPending} isDisabled={!title.trim() || !text.trim()}>
            {notice ? t('notices.save') : t('notices.publish')}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
