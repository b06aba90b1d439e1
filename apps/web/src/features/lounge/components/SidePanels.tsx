import { formatCount, POST_CATEGORIES } from '@sidecamp/domain/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { runAsMember } from '../../../app/session/memberAction';
import { Avatar } from '../../../ui/Avatar';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { QueryError } from '../../../ui/QueryError';
import { loungeApi } from '../api/loungeApi';
import { loungeKeys } from '../api/loungeKeys';

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card className="p-4">
      <h2 className="mb-3 text-sm font-semibold tracking-wide text-stone-500 uppercase">{title}</h2>
      {children}
    </Card>
  );
}

/** Popular this week, active categories, people to follow. */
export function SidePanels({ onCategory }: { onCategory: (category: string) => void }) {
  const { t } = useTranslation('lounge');
  const side = useQuery({ queryKey: loungeKeys.side(), queryFn: ({ signal }) => loungeApi.side(signal) });
  const follow = useApiMutation({
    mutationFn: (no: number) => loungeApi.followPerson(no),
    invalidate: [loungeKeys.side(), loungeKeys.feed('following')],
    success: t('side.followed'),
  });
  // Keyed apart from the panels, so the browser sees a placeholder leave and the panels arrive rather
  // than one box changing size and place (which counts as a layout shift).
  if (side.isPending)
    return (
      <div key="placeholder" aria-hidden="true" className="h-64 animate-pulse rounded-2xl bg-stone-100" />
    );
  if (side.isError)
    return <QueryError error={side.error} title={t('side.error')} onRetry={() => side.refetch()} />;
  const { popular, categories, people } = side.data;
  return (
    <div key="panels" className="flex flex-col gap-4">
      <Panel title={t('side.popular')}>
        {popular.length === 0 ? (
          <p className="text-sm text-stone-500">{t('side.popularEmpty')}</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {popular.map((post, index) => (
              <li key={post.id} className="flex gap-3">
                <span aria-hidden="true" className="w-4 shrink-0 text-sm font-bold text-stone-400">
                  {index + 1}
                </span>
                <div className="min-w-0">
                  <Link
                    to={`/lounge/posts/${post.id}`}
                    className="line-clamp-2 text-sm font-medium text-stone-900 hover:underline"
                  >
                    {post.title || post.preview}
                  </Link>
                  <p className="text-xs text-stone-500">
                    {t('feed.likes', { count: post.likeCount, formatted: formatCount(post.likeCount) })} ·{' '}
                    {t('feed.replies', { count: post.replyCount, formatted: formatCount(post.replyCount) })}
                  </p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </Panel>
      <Panel title={t('side.categories')}>
        {categories.length === 0 ? (
          <p className="text-sm text-stone-500">{t('side.categoriesEmpty')}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {categories.map((entry) => (
              <li key={entry.category}>
                <button
                  type="button"
                  onClick={() => onCategory(entry.category)}
                  className="cursor-pointer rounded-full bg-stone-100 px-3 py-1 text-sm text-stone-700 hover:bg-stone-200 focus-visible:outline-2 focus-visible:outline-pine-600"
                >
                  {POST_CATEGORIES.label(entry.category)}{' '}
                  <span className="text-stone-500">{formatCount(entry.posts)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel title={t('side.people')}>
        {people.length === 0 ? (
          <p className="text-sm text-stone-500">{t('side.peopleEmpty')}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {people.map((person) => (
              <li key={person.no} className="flex items-center gap-3">
                <Avatar src={person.img} name={person.nickname} />
                <div className="min-w-0">
                  <Link
                    to={`/u/${person.no}`}
                    className="block truncate text-sm font-medium text-stone-900 hover:underline"
                  >
                    {person.nickname}
                  </Link>
                  <p className="text-xs text-stone-500">
                    {t('side.personStats', {
                      posts: formatCount(person.posts),
                      followers: formatCount(person.followers),
                    })}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  className="ml-auto"
                  aria-label={t('side.followName', { name: person.nickname })}
                  isDisabled={follow.isPending}
                  onPress={() => runAsMember(() => follow.mutate(person.no))}
                >
                  {t('side.follow')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
