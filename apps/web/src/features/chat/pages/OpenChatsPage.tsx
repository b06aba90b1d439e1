import type { TOpenChatCard } from '@sidecamp/domain';
import { CHAT_ROOM_DESCRIPTION_MAX, CHAT_ROOM_NAME_MAX, relativeTime } from '@sidecamp/domain/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Hash, Pin, Plus, Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../app/api/ApiError';
import { errorMessage } from '../../../app/api/errorMessage';
import { type FieldErrors, isExplainedByFields, serverFieldErrors } from '../../../app/api/fieldErrors';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { runAsMember } from '../../../app/session/memberAction';
import { useUserStore } from '../../../app/store/userStore';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { Dialog } from '../../../ui/Dialog';
import { PageHeader } from '../../../ui/PageHeader';
import { PageStack } from '../../../ui/PageStack';
import { QueryError } from '../../../ui/QueryError';
import { TextField } from '../../../ui/TextField';
import { toast } from '../../../ui/toast';
import { chatApi } from '../api/chatApi';
import { chatKeys } from '../api/chatKeys';
import { PinOpenChatDialog } from '../components/PinOpenChatDialog';
import { refreshChatList } from '../realtime/chatSync';

function CreateOpenChat({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('chat');
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'name' | 'description'>>({});
  const create = useApiMutation({
    mutationFn: () => chatApi.createOpen({ name, description }),
    toastErrors: false,
    onSuccess: (room) => {
      void refreshChatList();
      onOpenChange(false);
      navigate(`/chat/${room._id}`);
    },
  });
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('open.createTitle')}
      closeLabel={tCommon('actions.close')}
    >
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          setErrors({});
          create.mutate(undefined, {
            onError: (error) => {
              setErrors(serverFieldErrors(error, ['name', 'description'] as const));
              if (error instanceof ApiError && !isExplainedByFields(error, ['name', 'description']))
                toast.error(errorMessage(error, tCommon));
            },
          });
        }}
      >
        <TextField
          label={t('open.name')}
          value={name}
          onChange={setName}
          maxLength={CHAT_ROOM_NAME_MAX}
          isRequired
          error={errors.name}
        />
        <TextField
          label={t('open.descriptionLabel')}
          value={description}
          onChange={setDescription}
          maxLength={CHAT_ROOM_DESCRIPTION_MAX}
          multiline
          rows={3}
          error={errors.description}
        />
        <div className="flex justify-end">
          <Button type="submit" isDisabled={create.isPending}>
            {t('open.create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** The open-chat directory: public list, search, join, and a new open chat. */
export function OpenChatsPage() {
  const { t } = useTranslation('chat');
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  const loggedIn = useUserStore((state) => state.loggedIn);
  const me = useUserStore((state) => state.profile);
  const [q, setQ] = useState('');
  const [query, setQuery] = useState('');
  const [createOpen, setCreateOpen] = useState(false);
  const [pinning, setPinning] = useState<TOpenChatCard | null>(null);
  const list = useInfiniteQuery({
    queryKey: chatKeys.open(query),
    queryFn: ({ pageParam }) => chatApi.openList(query, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
  const join = useApiMutation({
    mutationFn: (roomId: string) => chatApi.join(roomId, me?.nickname ?? ''),
    onSuccess: (room) => {
      void refreshChatList();
      navigate(`/chat/${room._id}`);
    },
  });
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <PageStack>
      <PageHeader
        camp="connect"
        eyebrow={tCommon('camps.connect.name')}
        title={t('open.title')}
        description={t('open.description')}
        actions={
          <Button onPress={() => runAsMember(() => setCreateOpen(true))}>
            <Plus aria-hidden="true" className="size-4" />
            {t('open.new')}
          </Button>
        }
      />
      <search>
        <form
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            setQuery(q.trim());
          }}
        >
          <label className="min-w-0 flex-1">
            <span className="sr-only">{t('open.searchLabel')}</span>
            <input
              value={q}
              onChange={(event) => setQ(event.target.value)}
              placeholder={t('open.searchPlaceholder')}
              className="h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-[15px] outline-none focus:border-pine-600 focus:ring-2 focus:ring-pine-600/25"
            />
          </label>
          <Button type="submit" variant="secondary">
            <Search aria-hidden="true" className="size-4" />
            {t('search.submit')}
          </Button>
        </form>
      </search>
      {list.isPending && <p className="text-stone-500">{t('open.loading')}</p>}
      {list.isError && (
        <QueryError error={list.error} title={t('open.error')} onRetry={() => void list.refetch()} />
      )}
      {list.isSuccess && items.length === 0 && (
        <Card className="p-8 text-center">
          <p className="font-semibold text-stone-800">
            {query ? t('open.noneFor', { q: query }) : t('open.none')}
          </p>
          <p className="mt-1 text-sm text-stone-600">{t('open.noneHint')}</p>
        </Card>
      )}
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((room) => (
          <li key={room._id}>
            <Card
              className={clsx('flex h-full flex-col gap-3 p-5', room.pinnedUntil && 'ring-2 ring-amber-300')}
            >
              <div className="flex items-start gap-3">
                <span
                  aria-hidden="true"
                  className="grid size-10 shrink-0 place-items-center rounded-full bg-connect-soft text-connect-ink"
                >
                  <Hash className="size-5" />
                </span>
                <div className="min-w-0">
                  <h2 className="truncate font-semibold text-stone-900">
                    <Link to={`/chat/open/${room._id}`} className="hover:underline">
                      {room.name}
                    </Link>
                  </h2>
                  {room.pinnedUntil && (
                    <Badge tone="amber" className="mt-1">
                      <Pin aria-hidden="true" className="size-3" />
                      <span
                        title={t('open.pinnedUntil', {
                          when: new Date(room.pinnedUntil).toLocaleDateString(),
                        })}
                      >
                        {t('open.pinned')}
                      </span>
                    </Badge>
                  )}
                  <p className="text-sm text-stone-500">
                    {t('room.participants', { count: room.participantsSize })}
                    {room.lastMessageAt &&
                      ` · ${t('open.active', { when: relativeTime(new Date(room.lastMessageAt)) })}`}
                  </p>
                </div>
              </div>
              {room.description && <p className="line-clamp-3 text-sm text-stone-700">{room.description}</p>}
              <div className="mt-auto flex items-center justify-between gap-2">
                <span className="truncate text-xs text-stone-500">
                  {room.host && t('open.hostedBy', { name: room.host.nickname })}
                </span>
                {loggedIn && me && room.host?.no === me.no && (
                  <Button variant="secondary" size="sm" onPress={() => setPinning(room)}>
                    <Pin aria-hidden="true" className="size-4" />
                    {room.pinnedUntil ? t('open.pinMore') : t('open.pin')}
                  </Button>
                )}
                {room.joined ? (
                  <Button variant="secondary" size="sm" onPress={() => navigate(`/chat/${room._id}`)}>
                    {t('open.openRoom')}
                  </Button>
                ) : (
                  <Button
                    size="sm"
                    isDisabled={join.isPending}
                    onPress={() => runAsMember(() => join.mutate(room._id))}
                  >
                    {t('open.join')}
                  </Button>
                )}
              </div>
            </Card>
          </li>
        ))}
      </ul>
      {list.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            onPress={() => void list.fetchNextPage()}
            isDisabled={list.isFetchingNextPage}
          >
            {t('open.more')}
          </Button>
        </div>
      )}
      <CreateOpenChat isOpen={createOpen} onOpenChange={setCreateOpen} />
      {pinning && (
        <PinOpenChatDialog
          room={pinning}
          isOpen
          onOpenChange={(open) => {
            if (!open) setPinning(null);
          }}
        />
      )}
    </PageStack>
  );
}
