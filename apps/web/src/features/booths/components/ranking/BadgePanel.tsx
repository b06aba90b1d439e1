import type { TBooth } from '@sidecamp/domain';
import { BOOTH_TOP_BADGE_RANKS } from '@sidecamp/domain/core';
import { Award, Medal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../../ui/Badge';
import { formatDate } from '../../../../ui/dates';
import { EmptyState } from '../../../../ui/EmptyState';
import { QueryError } from '../../../../ui/QueryError';
import { boothBadgePath } from '../../api/boothRankingApi';
import { useRankHistory } from '../../hooks/ranking/useRankHistory';
import { formatScore } from '../../rankingNumbers';
import { CopySnippet } from './CopySnippet';

const card = 'rounded-2xl border border-stone-200 bg-white p-5 shadow-card sm:p-6';

/**
 * The booth's badge (an image the server draws: its best top-3 week, or that it launched here),
 * the code to put it on another site, and the booth's places in the closed weeks.
 */
export function BadgePanel({ booth }: { booth: TBooth }) {
  const { t } = useTranslation('booths');
  const history = useRankHistory(booth.id);
  if (booth.state !== 'published') {
    return (
      <EmptyState
        camp="launch"
        icon={Award}
        title={t('badge.draftTitle')}
        description={t('badge.draftBody')}
      />
    );
  }
  const origin = window.location.origin;
  const image = `${origin}${boothBadgePath(booth.id)}`;
  const page = `${origin}/booths/${booth.id}`;
  const alt = t('badge.alt', { name: booth.name });
  const html = `<a href="${page}"><img src="${image}" alt="${alt.replace(/"/g, '&quot;')}" height="24"></a>`;
  const markdown = `[![${alt.replace(/[[\]]/g, '')}](${image})](${page})`;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <section aria-labelledby="badge-title" className={card}>
        <h2 id="badge-title" className="text-lg font-semibold text-stone-900">
          {t('badge.title')}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{t('badge.body', { count: BOOTH_TOP_BADGE_RANKS })}</p>
        <div className="mt-4 flex min-h-20 items-center justify-center rounded-xl bg-stone-50 p-5 ring-1 ring-stone-200/70">
          <img src={boothBadgePath(booth.id)} alt={alt} height={24} className="h-6 w-auto max-w-full" />
        </div>
        <div className="mt-5 space-y-4">
          <CopySnippet label={t('badge.html')} value={html} />
          <CopySnippet label={t('badge.markdown')} value={markdown} />
        </div>
      </section>
      <section aria-labelledby="badge-places-title" className={`${card} self-start`}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="badge-places-title" className="text-lg font-semibold text-stone-900">
            {t('badge.placesTitle')}
          </h2>
          {history.data?.best != null && (
            <Badge tone="amber">
              <Medal aria-hidden="true" className="size-3" />
              {t('badge.best', { rank: history.data.best })}
            </Badge>
          )}
        </div>
        <div className="mt-4">
          {history.isPending ? (
            <div aria-hidden="true" className="animate-pulse space-y-3">
              <div className="h-4 w-2/3 rounded bg-stone-100" />
              <div className="h-4 w-1/2 rounded bg-stone-100" />
            </div>
          ) : history.isError ? (
            <QueryError
              error={history.error}
              title={t('badge.placesError')}
              onRetry={() => void history.refetch()}
            />
          ) : history.data.items.length === 0 ? (
            <p className="text-sm text-stone-600">
              {t('badge.noPlaces')}{' '}
              <Link to="/booths/ranking" className="font-medium text-pine-800 underline">
                {t('badge.seeRanking')}
              </Link>
            </p>
          ) : (
            <ol aria-label={t('badge.placesTitle')} className="divide-y divide-stone-100">
              {history.data.items.map((item) => (
                <li key={item.weekStart} className="flex items-center justify-between gap-3 py-2.5">
                  <Link
                    to={`/booths/ranking?view=past&week=${item.weekStart}`}
                    className="text-sm text-stone-700 hover:text-stone-900 hover:underline"
                  >
                    {t('badge.weekOf', { date: formatDate(item.weekStart) })}
                  </Link>
                  <span className="flex items-center gap-3 text-sm">
                    <span className="text-stone-500 tabular-nums">
                      {t('ranking.points', { count: item.score, formatted: formatScore(item.score) })}
                    </span>
                    <span
                      className={
                        item.rank <= BOOTH_TOP_BADGE_RANKS
                          ? 'font-bold text-amber-700 tabular-nums'
                          : 'font-semibold text-stone-900 tabular-nums'
                      }
                    >
                      {t('badge.place', { rank: item.rank })}
                    </span>
                  </span>
                </li>
              ))}
            </ol>
          )}
        </div>
      </section>
    </div>
  );
}
