import type { TBoothRanking } from '@sidecamp/domain';
import { BOOTH_TOP_BADGE_RANKS, SERVICE_CATEGORIES } from '@sidecamp/domain/core';
import { clsx } from 'clsx';
import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../../ui/Badge';
import { codeLabel } from '../../../../ui/codeLabels';
import { ProjectLogo } from '../../../projects';
import { formatScore } from '../../rankingNumbers';
import { RankChange } from './RankChange';
import { RankingWhy } from './RankingWhy';

type Entry = TBoothRanking['items'][number];

const PODIUM = ['text-amber-600', 'text-stone-500', 'text-orange-800'] as const;

/** One place: rank and change, the booth in short, its score, and why it ranks there. */
export function RankingRow({ entry, closed }: { entry: Entry; closed: boolean }) {
  const { t } = useTranslation('booths');
  const { booth, rank } = entry;
  const category = codeLabel(SERVICE_CATEGORIES, booth.serviceCategory);
  const onPodium = rank <= BOOTH_TOP_BADGE_RANKS;
  const titleId = `ranking-booth-${booth.id}`;
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="rounded-2xl border border-stone-200 bg-white p-4 shadow-card sm:p-5"
      >
        <div className="flex items-start gap-3 sm:gap-4">
          <div className="flex w-11 shrink-0 flex-col items-center gap-1.5 pt-0.5 sm:w-12">
            <span
              className={clsx(
                'text-2xl leading-none font-bold tabular-nums',
                onPodium ? PODIUM[rank - 1] : 'text-stone-800',
              )}
            >
              <span className="sr-only">{t('ranking.rankLabel')} </span>
              {rank}
            </span>
            <RankChange change={entry.change} />
          </div>
          <ProjectLogo src={booth.cover} name={booth.name} size="sm" className="hidden sm:grid" />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <h3 id={titleId} className="min-w-0 text-base leading-snug font-semibold text-stone-900">
                <Link to={`/booths/${booth.id}`} className="hover:text-pine-800 hover:underline">
                  {booth.name}
                </Link>
              </h3>
              {closed && onPodium && (
                <Badge tone="amber">
                  <Trophy aria-hidden="true" className="size-3" />
                  {t('ranking.topBadge', { rank })}
                </Badge>
              )}
            </div>
            {booth.tagline && <p className="mt-0.5 line-clamp-1 text-sm text-stone-700">{booth.tagline}</p>}
            <p className="mt-0.5 truncate text-sm text-stone-500">
              {t('card.byOwner', { nickname: booth.owner.nickname })}
              {category && (
                <>
                  <span aria-hidden="true"> · </span>
                  {category}
                </>
              )}
            </p>
          </div>
          <p className="shrink-0 text-right">
            <span className="block text-lg leading-tight font-bold text-stone-900 tabular-nums">
              {formatScore(entry.score)}
            </span>
            <span className="text-xs text-stone-500">{t('ranking.scoreUnit', { count: entry.score })}</span>
          </p>
        </div>
        {entry.parts.length > 0 && <RankingWhy parts={entry.parts} boothName={booth.name} />}
      </article>
    </li>
  );
}
