import type { TBooth } from '@sidecamp/domain';
import { relativeTime } from '@sidecamp/domain/core';
import { ArrowLeft, MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../../app/api/ApiError';
import { Avatar } from '../../../../ui/Avatar';
import { EmptyState } from '../../../../ui/EmptyState';
import { QueryError } from '../../../../ui/QueryError';
import { boothKeys } from '../../api/boothKeys';
import { boothTalkApi } from '../../api/boothTalkApi';
import { useThread } from '../../hooks/talk/useThread';
import { type ReplySource, ReplyThread } from './ReplyThread';

/** One forum thread: its title and text, then its replies and a box to reply. */
export function ThreadView({ booth, threadId }: { booth: TBooth; threadId: number | null }) {
  const { t } = useTranslation('booths');
  const thread = useThread(threadId);
  const back = (
    <Link
      to="?tab=forum"
      className="inline-flex items-center gap-1.5 text-sm font-medium text-stone-600 hover:text-stone-900"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('forum.back')}
    </Link>
  );
  const missing =
    threadId === null ||
    (thread.isError && thread.error instanceof ApiError && thread.error.status === 404) ||
    (thread.isSuccess && thread.data.boothId !== booth.id);
  if (missing) {
    return (
      <div className="space-y-4">
        {back}
        <EmptyState
          camp="launch"
          icon={MessagesSquare}
          title={t('forum.notFoundTitle')}
          description={t('forum.notFoundBody')}
        />
      </div>
    );
  }
  if (thread.isPending) {
    return (
      <div className="space-y-4">
        {back}
        <div aria-hidden="true" className="h-40 animate-pulse rounded-2xl border border-stone-200 bg-white" />
      </div>
    );
  }
  if (thread.isError) {
    return (
      <div className="space-y-4">
        {back}
        <QueryError
          error={thread.error}
          title={t('forum.threadError')}
          onRetry={() => void thread.refetch()}
        />
      </div>
    );
  }
  const data = thread.data;
  const source: ReplySource = {
    queryKey: boothKeys.threadReplies(data.id),
    load: (cursor, signal) => boothTalkApi.threadReplies(data.id, cursor, signal),
    send: (body) => boothTalkApi.replyToThread(data.id, body),
    edit: (replyId, body) => boothTalkApi.editThreadReply(replyId, body),
    refresh: [boothKeys.thread(data.id), boothKeys.threads(booth.id)],
  };
  return (
    <div className="space-y-4">
      {back}
      <article
        aria-labelledby="thread-title"
        className="rounded-2xl border border-stone-200 bg-white p-5 shadow-card sm:p-6"
      >
        <h2 id="thread-title" className="text-xl font-semibold text-balance text-stone-900">
          {data.title}
        </h2>
        <div className="mt-3 flex items-center gap-3">
          <Avatar src={data.author.img} name={data.author.nickname} size={36} />
          <p className="text-sm">
            <Link to={`/u/${data.author.no}`} className="font-semibold text-stone-900 hover:underline">
              {data.author.nickname}
            </Link>
            <span aria-hidden="true" className="text-stone-400">
              {' · '}
            </span>
            <time suppressHydrationWarning dateTime={data.createdAt} className="text-stone-500">
              {relativeTime(new Date(data.createdAt))}
            </time>
          </p>
        </div>
        <p className="mt-4 text-[15px] whitespace-pre-line break-words text-stone-800">{data.body}</p>
      </article>
      <section
        aria-labelledby="thread-replies-title"
        className="rounded-2xl border border-stone-200 bg-white p-5 shadow-card sm:p-6"
      >
        <h3 id="thread-replies-title" className="mb-4 text-base font-semibold text-stone-900">
          {t('forum.repliesTitle', { count: data.replyCount })}
        </h3>
        <ReplyThread
          source={source}
          canReply={booth.state === 'published'}
          listLabel={t('forum.repliesLabel')}
          boxLabel={t('forum.replyLabel')}
        />
      </section>
    </div>
  );
}
