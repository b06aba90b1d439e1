import { NOTE_BODY_MAX, relativeTime } from '@sidecamp/domain/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { useUiStore } from '../../../app/store/uiStore';
import { useUserStore } from '../../../app/store/userStore';
import { Avatar } from '../../../ui/Avatar';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { LoadMore } from '../../../ui/LoadMore';
import { PageHeader } from '../../../ui/PageHeader';
import { PageStack } from '../../../ui/PageStack';
import { QueryError } from '../../../ui/QueryError';
import { loungeApi } from '../api/loungeApi';
import { loungeKeys } from '../api/loungeKeys';
import { FeedSkeleton } from '../components/FeedList';
import { ImagePicker, type PickedImage } from '../components/ImagePicker';
import { LoungeNav } from '../components/LoungeNav';

/** Notes (U008): short updates from members. */
export function NotesPage() {
  const { t } = useTranslation('lounge');
  const loggedIn = useUserStore((state) => state.loggedIn);
  const openLogin = useUiStore((state) => state.setLoginDialogOpen);
  const [body, setBody] = useState('');
  const [images, setImages] = useState<PickedImage[]>([]);
  const notes = useInfiniteQuery({
    queryKey: loungeKeys.notes(),
    queryFn: ({ pageParam, signal }) => loungeApi.notes({ cursor: pageParam || undefined }, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const post = useApiMutation({
    mutationFn: () => loungeApi.createNote(body, images[0]?.id ?? null),
    invalidate: [loungeKeys.all],
    success: t('notes.posted'),
    onSuccess: () => {
      setBody('');
      setImages([]);
    },
  });
  const remove = useApiMutation({
    mutationFn: (id: number) => loungeApi.deleteNote(id),
    invalidate: [loungeKeys.all],
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (body.trim()) post.mutate();
  };
  const items = notes.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <PageStack>
      <PageHeader
        camp="connect"
        eyebrow={t('title')}
        title={t('notes.title')}
        description={t('notes.description')}
      />
      <LoungeNav />
      {loggedIn ? (
        <Card className="p-4">
          <form onSubmit={submit} className="flex flex-col gap-2">
            <label htmlFor="note-body" className="text-sm font-medium text-stone-800">
              {t('notes.label')}
            </label>
            <textarea
              id="note-body"
              rows={3}
              maxLength={NOTE_BODY_MAX}
              value={body}
              onChange={(event) => setBody(event.target.value)}
              placeholder={t('notes.placeholder')}
              className="w-full rounded-lg border border-stone-300 px-3 py-2 text-[15px] outline-none focus:border-pine-600 focus:ring-2 focus:ring-pine-600/25"
            />
            <ImagePicker label={t('notes.image')} images={images} onChange={setImages} max={1} />
            <div className="flex items-center justify-between">
              <span className="text-xs text-stone-500">
                {body.length}/{NOTE_BODY_MAX}
              </span>
              <Button type="submit" size="sm" isDisabled={!body.trim() || post.isPending}>
                {t('notes.post')}
              </Button>
            </div>
          </form>
        </Card>
      ) : (
        <p className="text-sm text-stone-600">
          <button
            type="button"
            className="cursor-pointer font-medium text-pine-700 underline"
            onClick={() => openLogin(true)}
          >
            {t('notes.loginFirst')}
          </button>
        </p>
      )}
      {notes.isPending ? (
        <FeedSkeleton />
      ) : notes.isError ? (
        <QueryError error={notes.error} title={t('notes.error')} onRetry={() => notes.refetch()} />
      ) : items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 p-8 text-center text-stone-600">
          {t('notes.empty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((note) => (
            <li key={note.id}>
              <Card className="flex gap-3 p-4">
                <Avatar src={note.author.img} name={note.author.nickname} />
                <div className="min-w-0 flex-1">
                  <p className="text-sm">
                    <Link
                      to={`/u/${note.author.no}`}
                      className="font-semibold text-stone-900 hover:underline"
                    >
                      {note.author.nickname}
                    </Link>{' '}
                    <span className="text-stone-500">{relativeTime(new Date(note.createdAt))}</span>
                  </p>
                  <p className="mt-1 text-[15px] break-words whitespace-pre-line text-stone-800">
                    {note.body}
                  </p>
                  {note.imageUrl && (
                    <img
                      src={note.imageUrl}
                      alt={t('notes.imageAlt', { name: note.author.nickname })}
                      className="mt-2 max-h-64 rounded-lg object-cover ring-1 ring-stone-200"
                    />
                  )}
                </div>
                {note.mine && (
                  <Button variant="ghost" size="sm" onPress={() => remove.mutate(note.id)}>
                    {t('post.delete')}
                  </Button>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
      <LoadMore
        hasMore={notes.hasNextPage}
        isLoading={notes.isFetchingNextPage}
        onLoad={() => notes.fetchNextPage()}
        shown={items.length}
      />
    </PageStack>
  );
}
