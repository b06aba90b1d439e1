import type { TReply } from '@sidecamp/domain';
import { formatCount, relativeTime } from '@sidecamp/domain/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Flag, Heart } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { useRetryKey } from '../../../app/api/useRetryKey';
import { runAsMember } from '../../../app/session/memberAction';
import { useUiStore } from '../../../app/store/uiStore';
import { useUserStore } from '../../../app/store/userStore';
import { Avatar } from '../../../ui/Avatar';
import { Button } from '../../../ui/Button';
import { LoadMore } from '../../../ui/LoadMore';
import { QueryError } from '../../../ui/QueryError';
import { loungeApi } from '../api/loungeApi';
import { loungeKeys } from '../api/loungeKeys';
import { ReportDialog } from './ReportDialog';

function ReplyForm({
  postId,
  parentId,
  onDone,
  autoFocus,
}: {
  postId: number;
  parentId: number | null;
  onDone?: () => void;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('lounge');
  const [body, setBody] = useState('');
  const retryKey = useRetryKey();
  const send = useApiMutation({
    mutationFn: () => loungeApi.reply(postId, body, parentId, retryKey.keyFor({ postId, parentId, body })),
    invalidate: [loungeKeys.replies(postId), loungeKeys.post(postId)],
    onSuccess: () => {
      retryKey.settled();
      setBody('');
      onDone?.();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (body.trim()) send.mutate();
  };
  const id = `reply-${postId}-${parentId ?? 'top'}`;
  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor={id} className="sr-only">
        {parentId ? t('replies.answerLabel') : t('replies.label')}
      </label>
      <textarea
        id={id}
        rows={parentId ? 2 : 3}
        value={body}
        // biome-ignore lint/a11y/noAutofocus: opened on purpose by the Answer button.
        autoFocus={autoFocus}
        maxLength={2000}
        onChange={(event) => setBody(event.target.value)}
        placeholder={parentId ? t('replies.answerPlaceholder') : t('replies.placeholder')}
        className="w-full rounded-lg border border-stone-300 px-3 py-2 text-[15px] outline-none focus:border-pine-600 focus:ring-2 focus:ring-pine-600/25"
      />
      <div className="flex justify-end gap-2">
        {onDone && (
          <Button variant="ghost" size="sm" onPress={onDone}>
            {t('common.cancel')}
          </Button>
        )}
        <Button type="submit" size="sm" isDisabled={!body.trim() || send.isPending}>
          {t('replies.send')}
        </Button>
      </div>
    </form>
  );
}

function ReplyItem({ reply, postId, canAnswer }: { reply: TReply; postId: number; canAnswer: boolean }) {
  const { t } = useTranslation('lounge');
  const loggedIn = useUserStore((state) => state.loggedIn);
  const [answering, setAnswering] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(reply.body);
  const refresh = [loungeKeys.replies(postId), loungeKeys.post(postId)];
  const like = useApiMutation({
    mutationFn: () => loungeApi.likeReply(reply.id, !reply.likedByMe),
    invalidate: refresh,
  });
  const remove = useApiMutation({
    mutationFn: () => loungeApi.deleteReply(reply.id),
    invalidate: refresh,
    success: t('replies.deleted'),
  });
  const hide = useApiMutation({
    mutationFn: () => loungeApi.hide('reply', reply.id),
    invalidate: refresh,
    success: t('moderation.hidden'),
  });
  const edit = useApiMutation({
    mutationFn: () => loungeApi.editReply(reply.id, draft),
    invalidate: refresh,
    onSuccess: () => setEditing(false),
  });
  return (
    <article className="flex gap-3">
      <Avatar src={reply.author.img} name={reply.author.nickname} />
      <div className="min-w-0 flex-1">
        <p className="text-sm">
          <Link to={`/u/${reply.author.no}`} className="font-semibold text-stone-900 hover:underline">
            {reply.author.nickname}
          </Link>{' '}
          <time suppressHydrationWarning dateTime={reply.createdAt} className="text-stone-500">
            {relativeTime(new Date(reply.createdAt))}
          </time>
          {reply.hidden && (
            <span className="ml-2 rounded bg-amber-100 px-1.5 text-xs text-amber-900">
              {t('moderation.hiddenBadge')}
            </span>
          )}
        </p>
        {editing ? (
          <form
            className="mt-1 flex flex-col gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              edit.mutate();
            }}
          >
            <label className="sr-only" htmlFor={`edit-${reply.id}`}>
              {t('replies.editLabel')}
            </label>
            <textarea
              id={`edit-${reply.id}`}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              rows={2}
              className="w-full rounded-lg border border-stone-300 px-3 py-2 text-[15px]"
            />
            <div className="flex gap-2">
              <Button type="submit" size="sm" isDisabled={!draft.trim()}>
                {t('replies.save')}
              </Button>
              <Button variant="ghost" size="sm" onPress={() => setEditing(false)}>
                {t('common.cancel')}
              </Button>
            </div>
          </form>
        ) : (
          <p className="mt-0.5 text-[15px] break-words whitespace-pre-line text-stone-800">{reply.body}</p>
        )}
        <div className="mt-1 flex flex-wrap items-center gap-1 text-sm text-stone-500">
          <button
            type="button"
            aria-pressed={reply.likedByMe}
            onClick={() => runAsMember(() => like.mutate())}
            className="inline-flex cursor-pointer items-center gap-1 rounded px-1.5 py-0.5 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-pine-600"
          >
            <Heart
              aria-hidden="true"
              className={reply.likedByMe ? 'size-4 fill-red-500 text-red-500' : 'size-4'}
            />
            {t('feed.likes', { count: reply.likeCount, formatted: formatCount(reply.likeCount) })}
          </button>
          {canAnswer && loggedIn && (
            <button
              type="button"
              onClick={() => setAnswering(true)}
              className="cursor-pointer rounded px-1.5 py-0.5 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-pine-600"
            >
              {t('replies.answer')}
            </button>
          )}
          {reply.mine && !editing && (
            <>
              <button
                type="button"
                onClick={() => setEditing(true)}
                className="cursor-pointer rounded px-1.5 py-0.5 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-pine-600"
              >
                {t('replies.edit')}
              </button>
              <button
                type="button"
                onClick={() => remove.mutate()}
                className="cursor-pointer rounded px-1.5 py-0.5 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-pine-600"
              >
                {t('replies.delete')}
              </button>
            </>
          )}
          {reply.canHide && !reply.hidden && (
            <button
              type="button"
              onClick={() => hide.mutate()}
              className="cursor-pointer rounded px-1.5 py-0.5 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-pine-600"
            >
              {t('moderation.hide')}
            </button>
          )}
          {loggedIn && !reply.mine && (
            <button
              type="button"
              onClick={() => setReporting(true)}
              className="inline-flex cursor-pointer items-center gap-1 rounded px-1.5 py-0.5 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-pine-600"
            >
              <Flag aria-hidden="true" className="size-3.5" />
              {t('report.action')}
            </button>
          )}
        </div>
        {answering && (
          <div className="mt-2">
            <ReplyForm postId={postId} parentId={reply.id} onDone={() => setAnswering(false)} autoFocus />
          </div>
        )}
        <ReportDialog targetType="reply" targetId={reply.id} isOpen={reporting} onOpenChange={setReporting} />
      </div>
    </article>
  );
}

/** The replies of a post, one level of answers under each, with the form to write one. */
export function ReplySection({ postId, count }: { postId: number; count: number }) {
  const { t } = useTranslation('lounge');
  const loggedIn = useUserStore((state) => state.loggedIn);
  const openLogin = useUiStore((state) => state.setLoginDialogOpen);
  const replies = useInfiniteQuery({
    queryKey: loungeKeys.replies(postId),
    queryFn: ({ pageParam, signal }) => loungeApi.replies(postId, { cursor: pageParam || undefined }, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const items = replies.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="replies-heading" className="flex flex-col gap-4">
      <h2 id="replies-heading" className="text-lg font-semibold text-stone-900">
        {t('replies.title', { count, formatted: formatCount(count) })}
      </h2>
      {loggedIn ? (
        <ReplyForm postId={postId} parentId={null} />
      ) : (
        <p className="text-sm text-stone-600">
          <button
            type="button"
            className="cursor-pointer font-medium text-pine-700 underline"
            onClick={() => openLogin(true)}
          >
            {t('replies.loginToReply')}
          </button>
        </p>
      )}
      {replies.isPending ? (
        <div aria-hidden="true" className="h-20 animate-pulse rounded-xl bg-stone-100" />
      ) : replies.isError ? (
        <QueryError error={replies.error} title={t('replies.error')} onRetry={() => replies.refetch()} />
      ) : items.length === 0 ? (
        <p className="text-sm text-stone-500">{t('replies.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-5">
          {items.map((reply) => (
            <li key={reply.id} className="flex flex-col gap-3">
              <ReplyItem reply={reply} postId={postId} canAnswer />
              {reply.children.length > 0 && (
                <ul className="ml-11 flex flex-col gap-3 border-l-2 border-stone-100 pl-4">
                  {reply.children.map((child) => (
                    <li key={child.id}>
                      <ReplyItem reply={child} postId={postId} canAnswer={false} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
      <LoadMore
        hasMore={replies.hasNextPage}
        isLoading={replies.isFetchingNextPage}
        onLoad={() => replies.fetchNextPage()}
        shown={0}
      />
    </section>
  );
}
