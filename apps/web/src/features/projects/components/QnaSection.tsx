import type { TProjectDetail, TQnaQuestion } from '@sidecamp/domain';
import { MEMBER_ROLES, QNA_BODY_MAX, relativeTime } from '@sidecamp/domain/core';
import { MessageCircleQuestion, Reply, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { useUiStore } from '../../../app/store/uiStore';
import { useUserStore } from '../../../app/store/userStore';
import { Avatar } from '../../../ui/Avatar';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { codeLabel } from '../../../ui/codeLabels';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadMore } from '../../../ui/LoadMore';
import { QueryError } from '../../../ui/QueryError';
import { TextField } from '../../../ui/TextField';
import { projectApi } from '../api/projectApi';
import { projectKeys } from '../api/projectKeys';
import { useProjectQna } from '../hooks/useProjectQna';
import { ListSkeleton } from './ListSkeleton';

/** A text box with its send button, for a question or a reply. */
function PostForm({
  label,
  submitLabel,
  onSend,
  isPending,
  autoFocus,
}: {
  label: string;
  submitLabel: string;
  onSend: (body: string, done: () => void) => void;
  isPending: boolean;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('projects');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (body.trim() === '') {
      setError(t('qna.empty'));
      return;
    }
    setError(undefined);
    onSend(body.trim(), () => setBody(''));
  };
  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <TextField
        label={label}
        multiline
        rows={3}
        maxLength={QNA_BODY_MAX}
        value={body}
        onChange={setBody}
        error={error}
        autoFocus={autoFocus}
      />
      <div className="flex justify-end">
        <Button type="submit" size="sm" isDisabled={isPending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

function QuestionItem({ project, question }: { project: TProjectDetail; question: TQnaQuestion }) {
  const { t } = useTranslation('projects');
  const viewerNo = useUserStore((state) => state.profile?.no ?? null);
  const [replying, setReplying] = useState(false);
  const canReply = project.viewer.role === '01' || project.viewer.role === '02';
  const canDelete = viewerNo === question.author.no || project.viewer.role === '01';
  const reply = useApiMutation({
    mutationFn: (body: string) => projectApi.reply(project.no, question.id, body),
    invalidate: [projectKeys.qna(project.no)],
    success: t('qna.replied'),
  });
  const remove = useApiMutation({
    mutationFn: () => projectApi.deleteQuestion(project.no, question.id),
    invalidate: [projectKeys.qna(project.no)],
    success: t('qna.deleted'),
  });
  return (
    <li className="py-5 first:pt-0 last:pb-0">
      <article aria-label={t('qna.questionBy', { nickname: question.author.nickname })}>
        <div className="flex gap-3">
          <Avatar src={question.author.img} name={question.author.nickname} size={40} />
          <div className="min-w-0 flex-1">
            <p className="text-sm">
              <Link to={`/u/${question.author.no}`} className="font-semibold text-stone-900 hover:underline">
                {question.author.nickname}
              </Link>
              <span className="text-stone-500">
                {' · '}
                <time suppressHydrationWarning dateTime={question.createdAt}>
                  {relativeTime(new Date(question.createdAt))}
                </time>
              </span>
            </p>
            <p className="mt-1 text-[15px] whitespace-pre-line text-stone-800">{question.body}</p>
            <div className="mt-2 flex gap-1">
              {canReply && (
                <Button variant="ghost" size="sm" onPress={() => setReplying((open) => !open)}>
                  <Reply aria-hidden="true" className="size-4" />
                  {t('qna.reply')}
                </Button>
              )}
              {canDelete && (
                <Button
                  variant="ghost"
                  size="sm"
                  onPress={() => remove.mutate()}
                  isDisabled={remove.isPending}
                  aria-label={t('qna.deleteLabel')}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t('qna.delete')}
                </Button>
              )}
            </div>
          </div>
        </div>
        {(question.replies.length > 0 || replying) && (
          <div className="mt-3 ml-[3.25rem] space-y-3 border-l-2 border-emerald-100 pl-4">
            {question.replies.map((answer) => (
              <div key={answer.id} className="flex gap-2.5">
                <Avatar src={answer.author.img} name={answer.author.nickname} size={32} />
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-x-2 text-sm">
                    <Link
                      to={`/u/${answer.author.no}`}
                      className="font-semibold text-stone-900 hover:underline"
                    >
                      {answer.author.nickname}
                    </Link>
                    {answer.authorRole && (
                      <Badge tone={answer.authorRole === '01' ? 'amber' : 'pine'}>
                        {codeLabel(MEMBER_ROLES, answer.authorRole)}
                      </Badge>
                    )}
                    <time suppressHydrationWarning dateTime={answer.createdAt} className="text-stone-500">
                      {relativeTime(new Date(answer.createdAt))}
                    </time>
                  </p>
                  <p className="mt-0.5 text-[15px] whitespace-pre-line text-stone-800">{answer.body}</p>
                </div>
              </div>
            ))}
            {replying && (
              <PostForm
                label={t('qna.replyLabel')}
                submitLabel={t('qna.sendReply')}
                isPending={reply.isPending}
                autoFocus
                onSend={(body, done) =>
                  reply.mutate(body, {
                    onSuccess: () => {
                      done();
                      setReplying(false);
                    },
                  })
                }
              />
            )}
          </div>
        )}
      </article>
    </li>
  );
}

/** Questions from anyone logged in, answered by the leader and members. */
export function QnaSection({ project }: { project: TProjectDetail }) {
  const { t } = useTranslation('projects');
  const openLogin = useUiStore((state) => state.setLoginDialogOpen);
  const qna = useProjectQna(project.no);
  const ask = useApiMutation({
    mutationFn: (body: string) => projectApi.ask(project.no, body),
    invalidate: [projectKeys.qna(project.no)],
    success: t('qna.asked'),
  });
  const questions = qna.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <section
        aria-labelledby="qna-title"
        className="rounded-2xl border border-stone-200 bg-white p-5 shadow-card sm:p-6"
      >
        <h2 id="qna-title" className="text-lg font-semibold text-stone-900">
          {t('qna.title', { count: qna.data?.pages[0]?.total ?? 0 })}
        </h2>
        <div className="mt-4">
          {qna.isPending ? (
            <ListSkeleton label={t('qna.loading')} />
          ) : qna.isError ? (
            <QueryError error={qna.error} title={t('qna.loadError')} onRetry={() => void qna.refetch()} />
          ) : questions.length === 0 ? (
            <EmptyState
              camp="make"
              icon={MessageCircleQuestion}
              headingLevel={3}
              title={t('qna.noneTitle')}
              description={t('qna.noneBody')}
              className="border-none bg-stone-50"
            />
          ) : (
            <>
              <ul className="divide-y divide-stone-100">
                {questions.map((question) => (
                  <QuestionItem key={question.id} project={project} question={question} />
                ))}
              </ul>
              <div className="mt-4">
                <LoadMore
                  hasMore={qna.hasNextPage}
                  isLoading={qna.isFetchingNextPage}
                  onLoad={() => void qna.fetchNextPage()}
                  shown={0}
                />
              </div>
            </>
          )}
        </div>
      </section>
      <aside className="h-fit rounded-2xl border border-stone-200 bg-white p-5 shadow-card sm:p-6">
        <h2 className="text-base font-semibold text-stone-900">{t('qna.askTitle')}</h2>
        <p className="mt-1 mb-4 text-sm text-stone-600">{t('qna.askBody')}</p>
        {project.viewer.loggedIn ? (
          <PostForm
            label={t('qna.askLabel')}
            submitLabel={t('qna.askSubmit')}
            isPending={ask.isPending}
            onSend={(body, done) => ask.mutate(body, { onSuccess: done })}
          />
        ) : (
          <Button variant="secondary" onPress={() => openLogin(true)}>
            {t('qna.logInToAsk')}
          </Button>
        )}
      </aside>
    </div>
  );
}
