import type { TBoothRanking } from '@sidecamp/domain';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatScore } from '../../rankingNumbers';

type Part = TBoothRanking['items'][number]['parts'][number];

/**
 * "Why this rank": the score's parts in plain words ("14 likes: 42 points"), largest first as the
 * server sends them. A native disclosure: keyboard and screen readers know it without a library.
 */
export function RankingWhy({ parts, boothName }: { parts: readonly Part[]; boothName: string }) {
  const { t } = useTranslation('booths');
  return (
    <details className="group/why mt-3 rounded-xl bg-stone-50 ring-1 ring-stone-200/70 open:bg-white">
      <summary className="flex cursor-pointer list-none items-center gap-1.5 rounded-xl px-3 py-2 text-sm font-medium text-stone-700 outline-none hover:text-stone-900 focus-visible:ring-2 focus-visible:ring-pine-600 [&::-webkit-details-marker]:hidden">
        <ChevronRight aria-hidden="true" className="size-4 transition-transform group-open/why:rotate-90" />
        {t('ranking.why')}
        <span className="sr-only">{t('ranking.whyFor', { name: boothName })}</span>
      </summary>
      <ul className="space-y-1.5 px-3 pt-1 pb-3 text-sm text-stone-700">
        {parts.map((part) => (
          <li key={part.key} className="flex items-baseline justify-between gap-3">
            <span className="min-w-0">{t(`ranking.parts.${part.key}`, { count: part.count })}</span>
            <span className="shrink-0 font-semibold text-stone-900 tabular-nums">
              {t('ranking.points', { count: part.points, formatted: formatScore(part.points) })}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
