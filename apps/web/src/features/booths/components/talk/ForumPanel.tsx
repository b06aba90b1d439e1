import type { TBooth } from '@sidecamp/domain';
import { formatCount, relativeTime } from '@sidecamp/domain/core';
import { MessageSquarePlus, MessageSquareText, MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { runAsMember } from '../../../../app/session/memberAction';
import { Avatar } from '../../../../ui/Avatar';
import { Button } from '../../../../ui/Button';
import { EmptyState } from '../../../../ui/EmptyState';
import { LoadMore } from '../../../../ui/LoadMore';
import { QueryError } from '../../../../ui/QueryError';
import { boothIdOf } from '../../boothId';
import { useThreads } from '../../hooks/talk/useThreads';
import { NewThreadForm } from './NewThreadForm';
import { ThreadView } from './ThreadView';

/** The Forum tab: the threads, or one open thread (its id in `?thread=`, so it can be linked to). */
export function ForumPanel({ booth }: { booth: TBooth }) {
  const [searchParams] = useSearchParams();
  const threadParam = searchParams.get('thread');
  if (threadParam !== null) return <ThreadView booth={booth} threadId={boothIdOf(threadParam)} />;
  return <ThreadList booth={booth} />;
}

function ThreadList({ booth }: { booth: TBooth }) {
  const { t } = useTranslation('booths');
  const [writing, setWriting] = useState(false);
  const threads = useThreads(booth.id);
  const published = booth.state === 'published';
  const openButton = published && !writing && (
    <Button variant="launch" onPress={() => runAsMember(() => setWriting(true))}>
      <MessageSquarePlus aria-hidden="true" className="size-4" />
      {t('forum.open')}
    </Button>
  );

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-lg font-semibold text-stone-900">{t('forum.title')}</h2>
          <p className="text-sm text-stone-600">{t('forum.description')}</p>
        </div>
        {openButton}
      </div>
      {writing && <NewThreadForm boothId={booth.id} onClose={() => setWriting(false)} />}
      {threads.isPending ? (
        <div aria-hidden="true" className="animate-pulse space-y-3">
          {[0, 1, 2].map((index) => (
            <div key={index} className="h-20 rounded-2xl border border-stone-200 bg-white" />
          ))}
        </div>
      ) : threads.isError ? (
        <QueryError
          error={threads.error}
          title={t('forum.loadError')}
          onRetry={() => void threads.refetch()}
        />
      ) : threads.items.length === 0 ? (
        !writing && (
          <EmptyState
            camp="launch"
            icon={MessagesSquare}
            title={t('forum.emptyTitle')}
            description={published ? t('forum.emptyBody') : t('forum.emptyDraft')}
          />
        )
      ) : (
        <>
          <ul aria-label={t('forum.listLabel')} className="space-y-3">
            {threads.items.map((thread) => (
              <li key={thread.id}>
                <article className="relative flex gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-card transition-shadow focus-within:ring-2 focus-within:ring-pine-600/40 hover:shadow-lift sm:p-5">
                  <Avatar src={thread.author.img} name={thread.author.nickname} size={36} />
                  <div className="min-w-0 flex-1">
                    <h3 className="text-base leading-snug font-semibold text-stone-900">
                      <Link
                        to={`?tab=forum&thread=${thread.id}`}
                        className="outline-none after:absolute after:inset-0 after:rounded-2xl hover:underline"
                      >
                        {thread.title}
                      </Link>
                    </h3>
                    <p className="mt-0.5 line-clamp-2 text-sm text-stone-600">{thread.body}</p>
                    <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-stone-500">
                      <span>{t('forum.startedBy', { nickname: thread.author.nickname })}</span>
                      <span className="inline-flex items-center gap-1">
                        <MessageSquareText aria-hidden="true" className="size-3.5" />
                        {t('forum.replies', {
                          count: thread.replyCount,
                          formatted: formatCount(thread.replyCount),
                        })}
                      </span>
                      <time suppressHydrationWarning dateTime={thread.lastActivityAt}>
                        {t('forum.active', { when: relativeTime(new Date(thread.lastActivityAt)) })}
                      </time>
                    </p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
          <LoadMore
            hasMore={threads.hasNextPage}
            isLoading={threads.isFetchingNextPage}
            onLoad={() => void threads.fetchNextPage()}
            shown={(threads.data?.pages.length ?? 0) > 1 ? threads.items.length : 0}
          />
        </>
      )}
    </div>
  );
}
