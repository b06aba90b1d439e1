import { REPLY_BODY_MAX, relativeTime } from '@sidecamp/domain/core';
import { type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ContractOf } from '../../../../app/api/apiClient';
import { useApiMutation } from '../../../../app/api/useApiMutation';
import { useUiStore } from '../../../../app/store/uiStore';
import { useUserStore } from '../../../../app/store/userStore';
import { Avatar } from '../../../../ui/Avatar';
import { Button } from '../../../../ui/Button';
import { LoadMore } from '../../../../ui/LoadMore';
import { QueryError } from '../../../../ui/QueryError';

type Reply = ContractOf<'ZBoothReply'>;
type ReplyPage = ContractOf<'ZBoothReplyPage'>;

/** Where a thread of replies comes from and goes to: a review's replies or a forum thread's. */
export type ReplySource = {
  queryKey: QueryKey;
  load: (cursor: string | undefined, signal: AbortSignal) => Promise<ReplyPage>;
  send: (body: string) => Promise<Reply>;
  edit: (replyId: number, body: string) => Promise<Reply>;
  /** Also refreshed after a reply is sent (the counts shown on the review or thread). */
  refresh: readonly QueryKey[];
};

const TEXTAREA =
  'w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-[15px] text-stone-900 outline-none focus:border-pine-600 focus:ring-2 focus:ring-pine-600/25';

function ReplyText({
  label,
  value,
  onChange,
  rows,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  rows: number;
}) {
  const { t } = useTranslation('booths');
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        value={value}
        maxLength={REPLY_BODY_MAX}
        onChange={(event) => onChange(event.target.value)}
        placeholder={label}
        aria-describedby={`${id}-count`}
        className={TEXTAREA}
      />
      <p id={`${id}-count`} className="text-right text-xs text-stone-500 tabular-nums">
        {t('talk.characters', { count: value.trim().length, max: REPLY_BODY_MAX })}
      </p>
    </div>
  );
}

function ReplyItem({ reply, source }: { reply: Reply; source: ReplySource }) {
  const { t } = useTranslation('booths');
  const viewerNo = useUserStore((state) => state.profile?.no ?? null);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(reply.body);
  const edit = useApiMutation({
    mutationFn: (body: string) => source.edit(reply.id, body),
    invalidate: [source.queryKey],
    success: t('talk.replyEdited'),
    onSuccess: () => setEditing(false),
  });
  const mine = viewerNo === reply.author.no;
  const edited = reply.updatedAt !== reply.createdAt;
  return (
    <article className="flex gap-3" aria-label={t('talk.replyBy', { nickname: reply.author.nickname })}>
      <Avatar src={reply.author.img} name={reply.author.nickname} size={32} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <Link to={`/u/${reply.author.no}`} className="font-semibold text-stone-900 hover:underline">
            {reply.author.nickname}
          </Link>
          <time suppressHydrationWarning dateTime={reply.createdAt} className="text-stone-500">
            {relativeTime(new Date(reply.createdAt))}
          </time>
          {edited && <span className="text-stone-500">{t('talk.edited')}</span>}
        </p>
        {editing ? (
          <form
            className="mt-1 space-y-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (draft.trim()) edit.mutate(draft.trim());
            }}
          >
            <ReplyText label={t('talk.editReplyLabel')} value={draft} onChange={setDraft} rows={3} />
            <div className="flex justify-end gap-2">
              <Button
                variant="ghost"
                size="sm"
                onPress={() => {
                  setDraft(reply.body);
                  setEditing(false);
                }}
              >
                {t('talk.cancel')}
              </Button>
              <Button type="submit" size="sm" isDisabled={!draft.trim()} isPending={edit.isPending}>
                {t('talk.saveReply')}
              </Button>
            </div>
          </form>
        ) : (
          <>
            <p className="mt-0.5 text-[15px] whitespace-pre-line break-words text-stone-800">{reply.body}</p>
            {mine && (
              <Button variant="ghost" size="sm" className="-ml-3 mt-0.5" onPress={() => setEditing(true)}>
                <Pencil aria-hidden="true" className="size-3.5" />
                {t('talk.editReply')}
              </Button>
            )}
          </>
        )}
      </div>
    </article>
  );
}

/** A reply box: logged-in people write, others are offered the login. */
function ReplyBox({ source, label }: { source: ReplySource; label: string }) {
  const { t } = useTranslation('booths');
  const loggedIn = useUserStore((state) => state.loggedIn);
  const openLogin = useUiStore((state) => state.setLoginDialogOpen);
  const [body, setBody] = useState('');
  const send = useApiMutation({
    mutationFn: (text: string) => source.send(text),
    invalidate: [source.queryKey, ...source.refresh],
    onSuccess: () => setBody(''),
  });
  if (!loggedIn) {
    return (
      <div>
        <Button variant="secondary" size="sm" onPress={() => openLogin(true)}>
          {t('talk.loginToReply')}
        </Button>
      </div>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (body.trim()) send.mutate(body.trim());
  };
  return (
    <form onSubmit={submit} className="space-y-2">
      <ReplyText label={label} value={body} onChange={setBody} rows={2} />
      <div className="flex justify-end">
        <Button type="submit" size="sm" isDisabled={!body.trim()} isPending={send.isPending}>
          {t('talk.sendReply')}
        </Button>
      </div>
    </form>
  );
}

/** Replies oldest first, paged, each editable by its author, and a box to add one. */
export function ReplyThread({
  source,
  listLabel,
  boxLabel,
  canReply,
}: {
  source: ReplySource;
  listLabel: string;
  boxLabel: string;
  /** False on a draft booth: nobody can write there yet. */
  canReply: boolean;
}) {
  const { t } = useTranslation('booths');
  const replies = useInfiniteQuery({
    queryKey: source.queryKey,
    queryFn: ({ pageParam, signal }) => source.load(pageParam || undefined, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const items = replies.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="space-y-4">
      {replies.isPending ? (
        <div aria-hidden="true" className="h-10 animate-pulse rounded-lg bg-stone-100" />
      ) : replies.isError ? (
        <QueryError
          error={replies.error}
          title={t('talk.repliesError')}
          onRetry={() => void replies.refetch()}
        />
      ) : (
        items.length > 0 && (
          <>
            <ul aria-label={listLabel} className="space-y-4">
              {items.map((reply) => (
                <li key={reply.id}>
                  <ReplyItem reply={reply} source={source} />
                </li>
              ))}
            </ul>
            <LoadMore
              hasMore={replies.hasNextPage}
              isLoading={replies.isFetchingNextPage}
              onLoad={() => void replies.fetchNextPage()}
              shown={0}
            />
          </>
        )
      )}
      {canReply && <ReplyBox source={source} label={boxLabel} />}
    </div>
  );
}
