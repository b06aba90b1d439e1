import type { TPoll } from '@sidecamp/domain';
import { formatCount, relativeTime } from '@sidecamp/domain/core';
import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { runAsMember } from '../../../app/session/memberAction';
import { loungeApi } from '../api/loungeApi';
import { loungeKeys } from '../api/loungeKeys';

/**
 * A poll: each option is a button (a vote, or a change of vote) drawn as a result bar with its
 * count and share. After the end the bars stay and the buttons are gone.
 */
export function PollView({ postId, poll }: { postId: number; poll: TPoll }) {
  const { t } = useTranslation('lounge');
  const queryClient = useQueryClient();
  const vote = useApiMutation({
    mutationFn: (optionId: number) => loungeApi.vote(postId, optionId),
    onSuccess: (updated) =>
      queryClient.setQueryData(loungeKeys.post(postId), (post: { poll: TPoll } | undefined) =>
        post ? { ...post, poll: updated } : post,
      ),
    invalidate: [loungeKeys.feed('lounge')],
  });
  const canVote = poll.open;
  return (
    <section aria-labelledby={`poll-${postId}`} className="flex flex-col gap-3">
      <h2 id={`poll-${postId}`} className="sr-only">
        {t('poll.title')}
      </h2>
      <ul className="flex flex-col gap-2">
        {poll.options.map((option) => {
          const mine = poll.myOptionId === option.id;
          const label = t('poll.optionResult', {
            label: option.label,
            votes: formatCount(option.votes),
            count: option.votes,
            percent: option.percent,
          });
          const bar = (
            <>
              <span
                aria-hidden="true"
                className={clsx(
                  'absolute inset-y-0 left-0 rounded-lg transition-[width]',
                  mine ? 'bg-pine-200' : 'bg-stone-200',
                )}
                style={{ width: `${option.percent}%` }}
              />
              <span className="relative flex items-center gap-2 font-medium text-stone-900">
                {mine && <Check aria-hidden="true" className="size-4 text-pine-700" />}
                {option.label}
              </span>
              <span className="relative text-sm text-stone-700 tabular-nums">
                {option.percent}% ·{' '}
                {t('poll.votes', { count: option.votes, formatted: formatCount(option.votes) })}
              </span>
            </>
          );
          return (
            <li key={option.id}>
              {canVote ? (
                <button
                  type="button"
                  aria-pressed={mine}
                  aria-label={label}
                  disabled={vote.isPending}
                  onClick={() => runAsMember(() => vote.mutate(option.id))}
                  className="relative flex w-full cursor-pointer items-center justify-between gap-3 overflow-hidden rounded-lg border border-stone-200 bg-stone-50 px-3 py-2.5 text-left hover:border-stone-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-pine-600 disabled:cursor-wait"
                >
                  {bar}
                </button>
              ) : (
                <div
                  aria-label={label}
                  role="img"
                  className="relative flex items-center justify-between gap-3 overflow-hidden rounded-lg border border-stone-200 bg-stone-50 px-3 py-2.5"
                >
                  {bar}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <p className="text-sm text-stone-500" aria-live="polite">
        {t('poll.total', { count: poll.totalVotes, formatted: formatCount(poll.totalVotes) })} ·{' '}
        {poll.open
          ? poll.endsAt
            ? t('poll.endsAt', { date: new Date(poll.endsAt).toLocaleString() })
            : t('poll.noEnd')
          : t('poll.ended', { when: poll.endsAt ? relativeTime(new Date(poll.endsAt)) : '' })}
        {poll.open && poll.myOptionId !== null && ` · ${t('poll.canChange')}`}
      </p>
    </section>
  );
}
