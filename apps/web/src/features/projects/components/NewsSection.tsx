import type { TProjectDetail } from '@sidecamp/domain';
import { NEWS_BODY_MAX, NEWS_TITLE_MAX, relativeTime } from '@sidecamp/domain/core';
import { Megaphone } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { Avatar } from '../../../ui/Avatar';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadMore } from '../../../ui/LoadMore';
import { QueryError } from '../../../ui/QueryError';
import { TextField } from '../../../ui/TextField';
import { projectApi } from '../api/projectApi';
import { projectKeys } from '../api/projectKeys';
import { useProjectNews } from '../hooks/useProjectNews';
import { ListSkeleton } from './ListSkeleton';

/** The leader's "send news" form: a title and a message for everyone following the project. */
function SendNewsForm({ projectNo, followerCount }: { projectNo: number; followerCount: number }) {
  const { t } = useTranslation('projects');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<{ title?: string; body?: string }>({});
  const send = useApiMutation({
    mutationFn: () => projectApi.sendNews(projectNo, title.trim(), body.trim()),
    invalidate: [projectKeys.detail(projectNo)],
    success: t('news.sent'),
    onSuccess: () => {
      setTitle('');
      setBody('');
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = {
      title: title.trim() ? undefined : t('news.titleRequired'),
      body: body.trim() ? undefined : t('news.bodyRequired'),
    };
    setErrors(next);
    if (!next.title && !next.body) send.mutate();
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-card sm:p-6"
    >
      <div>
        <h2 className="text-base font-semibold text-stone-900">{t('news.sendTitle')}</h2>
        <p className="mt-1 text-sm text-stone-600">{t('news.sendBody', { count: followerCount })}</p>
      </div>
      <TextField
        label={t('news.titleLabel')}
        value={title}
        onChange={setTitle}
        maxLength={NEWS_TITLE_MAX}
        error={errors.title}
      />
      <TextField
        label={t('news.bodyLabel')}
        value={body}
        onChange={setBody}
        multiline
        rows={4}
        maxLength={NEWS_BODY_MAX}
        error={errors.body}
      />
      <Button type="submit" isDisabled={send.isPending}>
        <Megaphone aria-hidden="true" className="size-4" />
        {t('news.send')}
      </Button>
    </form>
  );
}

/** News the leader sent to followers, newest first. */
export function NewsSection({ project }: { project: TProjectDetail }) {
  const { t } = useTranslation('projects');
  const news = useProjectNews(project.no);
  const items = news.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <section
        aria-labelledby="news-title"
        className="rounded-2xl border border-stone-200 bg-white p-5 shadow-card sm:p-6"
      >
        <h2 id="news-title" className="text-lg font-semibold text-stone-900">
          {t('news.title')}
        </h2>
        <div className="mt-4">
          {news.isPending ? (
            <ListSkeleton label={t('news.loading')} />
          ) : news.isError ? (
            <QueryError error={news.error} title={t('news.loadError')} onRetry={() => void news.refetch()} />
          ) : items.length === 0 ? (
            <EmptyState
              camp="make"
              icon={Megaphone}
              headingLevel={3}
              title={t('news.noneTitle')}
              description={t('news.noneBody')}
              className="border-none bg-stone-50"
            />
          ) : (
            <>
              <ul className="divide-y divide-stone-100">
                {items.map((item) => (
                  <li key={item.id} className="py-5 first:pt-0 last:pb-0">
                    <article aria-labelledby={`news-${item.id}`}>
                      <h3 id={`news-${item.id}`} className="font-semibold text-stone-900">
                        {item.title}
                      </h3>
                      <p className="mt-1 flex items-center gap-2 text-sm text-stone-500">
                        <Avatar src={item.author.img} name={item.author.nickname} size={24} />
                        {item.author.nickname}
                        <span aria-hidden="true">·</span>
                        <time suppressHydrationWarning dateTime={item.createdAt}>
                          {relativeTime(new Date(item.createdAt))}
                        </time>
                      </p>
                      <p className="mt-2 text-[15px] whitespace-pre-line text-stone-800">{item.body}</p>
                    </article>
                  </li>
                ))}
              </ul>
              <div className="mt-4">
                <LoadMore
                  hasMore={news.hasNextPage}
                  isLoading={news.isFetchingNextPage}
                  onLoad={() => void news.fetchNextPage()}
                  shown={0}
                />
              </div>
            </>
          )}
        </div>
      </section>
      {project.viewer.canManage && project.stage !== '99' ? (
        <SendNewsForm projectNo={project.no} followerCount={project.followerCount} />
      ) : (
        <aside className="h-fit rounded-2xl bg-emerald-50/60 p-5 text-sm text-emerald-950 ring-1 ring-emerald-200">
          {t('news.followHint')}
        </aside>
      )}
    </div>
  );
}
