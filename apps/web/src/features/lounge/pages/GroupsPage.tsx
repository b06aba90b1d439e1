import type { TGroupCreate } from '@sidecamp/domain';
import { GROUP_JOIN_POLICIES } from '@sidecamp/domain/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../app/api/ApiError';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { runAsMember } from '../../../app/session/memberAction';
import { useUserStore } from '../../../app/store/userStore';
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
import { loungeApi } from '../api/loungeApi';
import { loungeKeys } from '../api/loungeKeys';
import { FeedSkeleton } from '../components/FeedList';
import { LoungeNav } from '../components/LoungeNav';

function CreateGroup({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('lounge');
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  const [form, setForm] = useState<{
    kind: 'study' | 'project';
    name: string;
    description: string;
    joinPolicy: 'open' | 'approval';
    projectNo: string;
  }>({
    kind: 'study',
    name: '',
    description: '',
    joinPolicy: 'open',
    projectNo: '',
  });
  const create = useApiMutation({
    mutationFn: () => {
      const input: TGroupCreate = {
        kind: form.kind,
        name: form.name,
        description: form.description,
        joinPolicy: form.joinPolicy,
        projectNo: form.kind === 'project' && form.projectNo ? Number(form.projectNo) : null,
      };
      return loungeApi.createGroup(input);
    },
    invalidate: [loungeKeys.all],
    toastErrors: false,
    success: t('groups.created'),
    onSuccess: (group) => {
      onOpenChange(false);
      navigate(`/groups/${group.id}`);
    },
  });
  const error = create.error instanceof ApiError ? create.error : null;
  const fieldError = (field: string) => error?.fields.find((issue) => issue.field === field)?.message;
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('groups.create')}
      closeLabel={tCommon('actions.close')}
      size="md"
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate();
        }}
      >
        {error && error.fields.length === 0 && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error.message}
          </p>
        )}
        <SelectField
          label={t('groups.kind')}
          value={form.kind}
          onChange={(value) => setForm({ ...form, kind: value as 'study' | 'project' })}
          options={[
            { value: 'study', label: t('groups.kinds.study') },
            { value: 'project', label: t('groups.kinds.project') },
          ]}
        />
        {form.kind === 'project' && (
          <TextField
            label={t('groups.projectNo')}
            description={t('groups.projectNoHint')}
            inputMode="numeric"
            value={form.projectNo}
            onChange={(value) => setForm({ ...form, projectNo: value.replace(/\D/g, '') })}
            error={fieldError('projectNo')}
          />
        )}
        <TextField
          label={t('groups.name')}
          value={form.name}
          onChange={(name) => setForm({ ...form, name })}
          maxLength={60}
          error={fieldError('name')}
        />
        <TextField
          label={t('groups.descriptionLabel')}
          multiline
          rows={3}
          value={form.description}
          onChange={(description) => setForm({ ...form, description })}
          maxLength={2000}
          error={fieldError('description')}
        />
        <SelectField
          label={t('groups.joinPolicy')}
          value={form.joinPolicy}
          onChange={(value) => setForm({ ...form, joinPolicy: value as 'open' | 'approval' })}
          options={GROUP_JOIN_POLICIES.map((policy) => ({
            value: policy,
            label: t(`groups.policies.${policy}`),
          }))}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onPress={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" isDisabled={create.isPending}>
            {t('groups.create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Project groups and study groups. */
export function GroupsPage() {
  const { t } = useTranslation('lounge');
  const loggedIn = useUserStore((state) => state.loggedIn);
  const [kind, setKind] = useState('');
  const [mine, setMine] = useState(false);
  const [creating, setCreating] = useState(false);
  const choose = (nextKind: string, nextMine: boolean) => {
    setKind(nextKind);
    setMine(nextMine);
  };
  const list = useInfiniteQuery({
    queryKey: loungeKeys.groups(kind, String(mine)),
    queryFn: ({ pageParam, signal }) =>
      loungeApi.groups(
        { kind: kind || undefined, mine: mine ? 'true' : undefined, cursor: pageParam || undefined },
        signal,
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const filters = [
    {
      key: 'all',
      label: t('categories.all'),
      active: !kind && !mine,
      apply: () => choose('', false),
    },
    {
      key: 'study',
      label: t('groups.kinds.study'),
      active: kind === 'study',
      apply: () => choose('study', false),
    },
    {
      key: 'project',
      label: t('groups.kinds.project'),
      active: kind === 'project',
      apply: () => choose('project', false),
    },
    ...(loggedIn
      ? [{ key: 'mine', label: t('groups.mine'), active: mine, apply: () => choose('', true) }]
      : []),
  ];
  return (
    <PageStack>
      <PageHeader
        camp="connect"
        eyebrow={t('title')}
        title={t('groups.title')}
        description={t('groups.description')}
        actions={
          <Button onPress={() => runAsMember(() => setCreating(true))}>
            <Plus aria-hidden="true" className="size-4" />
            {t('groups.create')}
          </Button>
        }
      />
      <LoungeNav />
      <fieldset
        aria-label={t('groups.filterLabel')}
        className="mx-0 min-w-0 border-0 p-0 flex flex-wrap gap-2"
      >
        {filters.map((filter) => (
          <button
            key={filter.key}
            type="button"
            aria-pressed={filter.active}
            onClick={filter.apply}
            className={clsx(
              'cursor-pointer rounded-full px-3.5 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-pine-600',
              filter.active ? 'bg-stone-900 text-white' : 'bg-white text-stone-700 ring-1 ring-stone-200',
            )}
          >
            {filter.label}
          </button>
        ))}
      </fieldset>
      {list.isPending ? (
        <FeedSkeleton />
      ) : list.isError ? (
        <QueryError error={list.error} title={t('groups.error')} onRetry={() => list.refetch()} />
      ) : items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 p-8 text-center text-stone-600">
          {t('groups.empty')}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {items.map((group) => (
            <li key={group.id}>
              <Card className="relative flex h-full flex-col gap-2 p-5 hover:shadow-lift">
                <div className="flex flex-wrap gap-2">
                  <Badge tone={group.kind === 'project' ? 'orange' : 'indigo'}>
                    {t(`groups.kinds.${group.kind}`)}
                  </Badge>
                  <Badge>{t(`groups.policies.${group.joinPolicy}`)}</Badge>
                  {group.membership && (
                    <Badge tone="pine">{t(`groups.membership.${group.membership.state}`)}</Badge>
                  )}
                </div>
                <h2 className="text-lg font-semibold text-stone-900">
                  <Link to={`/groups/${group.id}`} className="after:absolute after:inset-0 hover:underline">
                    {group.name}
                  </Link>
                </h2>
                {group.description && (
                  <p className="line-clamp-3 text-sm text-stone-700">{group.description}</p>
                )}
                <p className="mt-auto inline-flex items-center gap-1.5 text-xs text-stone-500">
                  <Users aria-hidden="true" className="size-3.5" />
                  {t('groups.members', { count: group.memberCount })}
                  {group.projectName && ` · ${group.projectName}`}
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
      <CreateGroup isOpen={creating} onOpenChange={setCreating} />
    </PageStack>
  );
}
