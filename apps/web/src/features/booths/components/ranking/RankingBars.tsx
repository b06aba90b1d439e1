import type { TBoothRanking } from '@sidecamp/domain';
import { useTranslation } from 'react-i18next';
import { formatScore } from '../../rankingNumbers';

const SHOWN = 10;

/** The top ten scores side by side as plain CSS bars, so the gaps between places are visible. */
export function RankingBars({ items }: { items: TBoothRanking['items'] }) {
  const { t } = useTranslation('booths');
  const top = items.slice(0, SHOWN);
  const highest = Math.max(...top.map((entry) => entry.score), 0);
  if (top.length < 2 || highest <= 0) return null;
  return (
    <section
      aria-labelledby="ranking-bars-title"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-card"
    >
      <h2 id="ranking-bars-title" className="text-base font-semibold text-stone-900">
        {t('ranking.barsTitle', { count: top.length })}
      </h2>
      <ol className="mt-4 space-y-2.5">
        {top.map((entry) => (
          <li key={entry.booth.id} className="text-sm">
            <div className="flex items-baseline justify-between gap-3">
              <span className="min-w-0 truncate text-stone-700">
                <span className="font-semibold text-stone-900 tabular-nums">{entry.rank}.</span>{' '}
                {entry.booth.name}
              </span>
              <span className="shrink-0 font-semibold text-stone-900 tabular-nums">
                {formatScore(entry.score)}
              </span>
            </div>
            <div aria-hidden="true" className="mt-1 h-2 overflow-hidden rounded-full bg-stone-100">
              <div
                className="h-full rounded-full bg-orange-500"
                style={{ width: `${Math.max((entry.score / highest) * 100, 1.5)}%` }}
              />
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
