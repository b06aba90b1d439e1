import { AUTO_EVENT_CODES, MAGAZINE_SCOPES, relativeTime } from '@sidecamp/domain/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { PenSquare } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../app/api/ApiError';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { runAsMember } from '../../../app/session/memberAction';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { Dialog } from '../../../ui/Dialog';
import { LoadMore } from '../../../ui/LoadMore';
import { PageHeader } from '../../../ui/PageHeader';
import { PageStack } from '../../../ui/PageStack';
import { QueryError } from '../../../ui/QueryError';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { projectApi } from '../../projects';
import { loungeApi } from '../api/loungeApi';
import { loungeKeys } from '../api/loungeKeys';
import { FeedSkeleton } from '../components/FeedList';
import { LoungeNav } from '../components/LoungeNav';
import { MarkupEditor } from '../components/MarkupEditor';

function WriteMagazine({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('lounge');
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  // '' writes as myself (S001); a project number writes in that project (S003).
  const [projectNo, setProjectNo] = useState('');
  const mine = useQuery({
    queryKey: ['lounge', 'myProjects'],
    queryFn: ({ signal }) => projectApi.mine(undefined, undefined, signal),
    enabled: isOpen,
  });
  const publish = useApiMutation({
    mutationFn: () =>
      loungeApi.publishMagazine(
        projectNo
          ? { scope: 'S003', projectNo: Number(projectNo), title, body }
          : { scope: 'S001', title, body },
      ),
    invalidate: [loungeKeys.all],
    toastErrors: false,
    success: t('magazines.published'),
    onSuccess: (magazine) => {
      onOpenChange(false);
      navigate(`/lounge/magazines/${magazine.id}`);
    },
  });
  const fieldError = (field: string) =>
    publish.error instanceof ApiError
      ? publish.error.fields.find((issue) => issue.field === field)?.message
      : undefined;
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('magazines.write')}
      closeLabel={tCommon('actions.close')}
      size="md"
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          publish.mutate();
        }}
      >
        <SelectField
          label={t('magazines.as')}
          value={projectNo}
          onChange={setProjectNo}
          placeholder={t('magazines.asMyself')}
          options={(mine.data?.items ?? []).map((project) => ({
            value: String(project.no),
            label: t('magazines.inProject', { name: project.name }),
          }))}
          error={fieldError('projectNo')}
        />
        <TextField
          label={t('magazines.titleLabel')}
          value={title}
          onChange={setTitle}
          maxLength={150}
          error={fieldError('title')}
        />
        <MarkupEditor
          label={t('magazines.body')}
          value={body}
          onChange={setBody}
          rows={10}
          error={fieldError('body')}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onPress={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" isDisabled={publish.isPending}>
            {t('magazines.publish')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Long-form magazines by members (S001), projects (S003) and booths (S004). */
export function MagazinesPage() {
  const { t } = useTranslation('lounge');
  const [scope, setScope] = useState('');
  const [writing, setWriting] = useState(false);
  const list = useInfiniteQuery({
    queryKey: loungeKeys.magazines(scope),
    queryFn: ({ pageParam, signal }) =>
      loungeApi.magazines({ scope: scope || undefined, cursor: pageParam || undefined }, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <PageStack>
      <PageHeader
        camp="connect"
        eyebrow={t('title')}
        title={t('magazines.title')}
        description={t('magazines.description')}
        actions={
          <Button onPress={() => runAsMember(() => setWriting(true))}>
            <PenSquare aria-hidden="true" className="size-4" />
            {t('magazines.write')}
          </Button>
        }
      />
      <LoungeNav />
      <fieldset
        aria-label={t('magazines.scopeLabel')}
        className="mx-0 min-w-0 border-0 p-0 flex flex-wrap gap-2"
      >
        {['', ...MAGAZINE_SCOPES].map((code) => (
          <button
            key={code}
            type="button"
            aria-pressed={scope === code}
            onClick={() => setScope(code)}
            className={clsx(
              'cursor-pointer rounded-full px-3.5 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-pine-600',
              scope === code ? 'bg-stone-900 text-white' : 'bg-white text-stone-700 ring-1 ring-stone-200',
            )}
          >
            {code ? t(`magazines.scope.${code}`) : t('categories.all')}
          </button>
        ))}
      </fieldset>
      {list.isPending ? (
        <FeedSkeleton />
      ) : list.isError ? (
        <QueryError error={list.error} title={t('magazines.error')} onRetry={() => list.refetch()} />
      ) : items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 p-8 text-center text-stone-600">
          {t('magazines.empty')}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {items.map((magazine) => (
            <li key={magazine.id}>
              <Card className="relative flex h-full flex-col gap-2 overflow-hidden p-5 hover:shadow-lift">
                {magazine.coverUrl && (
                  <img
                    src={magazine.coverUrl}
                    alt=""
                    className="-mx-5 -mt-5 mb-2 h-36 w-[calc(100%+2.5rem)] object-cover"
                  />
                )}
                <Badge tone="indigo" className="self-start">
                  {AUTO_EVENT_CODES.label(magazine.scope)}
                </Badge>
                <h2 className="text-lg font-semibold text-stone-900">
                  <Link
                    to={`/lounge/magazines/${magazine.id}`}
                    className="after:absolute after:inset-0 hover:underline"
                  >
                    {magazine.title}
                  </Link>
                </h2>
                <p className="text-sm text-stone-700">{magazine.preview}</p>
                <p className="mt-auto text-xs text-stone-500">
                  {magazine.author.nickname}
                  {magazine.projectName && ` · ${magazine.projectName}`} ·{' '}
                  {relativeTime(new Date(magazine.createdAt))}
                </p>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <LoadMore
        hasMore={list.hasNextPage}
        isLoading={list.isFetchingNextPage}
        onLoad={() => list.fetchNextPage()}
        shown={items.length}
      />
      <WriteMagazine isOpen={writing} onOpenChange={setWriting} />
    </PageStack>
  );
}
