import type { TBoothRanking } from '@sidecamp/domain';
import { CalendarClock, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../ui/Badge';
import { formatDate } from '../../../../ui/dates';
import { EmptyState } from '../../../../ui/EmptyState';
import { QueryError } from '../../../../ui/QueryError';
import { type RankingView, useRanking } from '../../hooks/ranking/useRanking';
import { rankingWeekEnd } from '../../rankingNumbers';
import { RankingBars } from './RankingBars';
import { RankingFormula } from './RankingFormula';
import { RankingRow } from './RankingRow';

function RowsSkeleton() {
  return (
    <div aria-hidden="true" className="animate-pulse space-y-3">
      {[0, 1, 2, 3].map((index) => (
        <div key={index} className="flex h-24 gap-4 rounded-2xl border border-stone-200 bg-white p-5">
          <div className="h-7 w-8 rounded bg-stone-200" />
          <div className="flex-1 space-y-2">
            <div className="h-4 w-1/2 rounded bg-stone-200" />
            <div className="h-3 w-1/3 rounded bg-stone-100" />
          </div>
          <div className="h-6 w-12 rounded bg-stone-200" />
        </div>
      ))}
    </div>
  );
}

function WeekHeading({ ranking }: { ranking: TBoothRanking }) {
  const { t } = useTranslation('booths');
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold text-stone-900">
          {t('ranking.weekOf', {
            start: formatDate(ranking.weekStart),
            end: formatDate(rankingWeekEnd(ranking.weekStart)),
          })}
        </h2>
        {ranking.closed ? (
          <Badge>{t('ranking.closed')}</Badge>
        ) : (
          <Badge tone="pine">{t('ranking.live')}</Badge>
        )}
      </div>
      <p className="text-sm text-stone-600">
        {ranking.closed ? t('ranking.closedNote') : t('ranking.liveNote')}
      </p>
    </div>
  );
}

/**
 * One week's ranking: its places with their parts, and beside them the top ten as bars and how the
 * score is made. `picker` (the past weeks' week choice) sits above the places.
 */
export function RankingBoard({
  view,
  week = '',
  picker,
}: {
  view: RankingView;
  week?: string;
  picker?: ReactNode;
}) {
  const { t } = useTranslation('booths');
  const ranking = useRanking(view, week);
  let body: ReactNode;
  if (ranking.isPending) body = <RowsSkeleton />;
  else if (ranking.isError)
    body = (
      <QueryError
        error={ranking.error}
        title={t('ranking.loadError')}
        onRetry={() => void ranking.refetch()}
      />
    );
  else if (ranking.data === null)
    body = (
      <EmptyState
        camp="launch"
        icon={CalendarClock}
        title={t('ranking.noClosedWeekTitle')}
        description={t('ranking.noClosedWeekBody')}
      />
    );
  else
    body = (
      <div className="space-y-4">
        <WeekHeading ranking={ranking.data} />
        {ranking.data.items.length === 0 ? (
          <EmptyState
            camp="launch"
            icon={Trophy}
            title={ranking.data.closed ? t('ranking.emptyClosedTitle') : t('ranking.emptyLiveTitle')}
            description={ranking.data.closed ? t('ranking.emptyClosedBody') : t('ranking.emptyLiveBody')}
          />
        ) : (
          <ol aria-label={t('ranking.listLabel')} className="space-y-3">
            {ranking.data.items.map((entry) => (
              <RankingRow key={entry.booth.id} entry={entry} closed={ranking.data?.closed ?? false} />
            ))}
          </ol>
        )}
      </div>
    );
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-4">
        {picker}
        {body}
      </div>
      <div className="space-y-6">
        {ranking.data && <RankingBars items={ranking.data.items} />}
        <RankingFormula />
      </div>
    </div>
  );
}
