import { BOOTH_RANKING_WEIGHTS, BOOTH_TOP_BADGE_RANKS } from '@sidecamp/domain/core';
import { Calculator } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatScore } from '../../rankingNumbers';

/**
 * How a week's score is made, in words, with the numbers read from the domain's weights: the
 * explanation cannot drift from the formula the server scores with.
 */
export function RankingFormula() {
  const { t } = useTranslation('booths');
  const w = BOOTH_RANKING_WEIGHTS;
  const lines = [
    t('ranking.formula.like', { count: w.like }),
    t('ranking.formula.support', { factor: w.supportRoot }),
    t('ranking.formula.supporter', { count: w.supporter }),
    t('ranking.formula.review', { count: w.review, min: formatScore(w.review / 5) }),
    t('ranking.formula.follow', { count: w.follow }),
    t('ranking.formula.task', { count: w.task, cap: w.taskCap }),
    t('ranking.formula.goal', { count: w.goal, cap: w.goalCap }),
    t('ranking.formula.newBooth', { percent: Math.round(w.newBoost * 100), days: w.newDays }),
  ];
  return (
    <section
      aria-labelledby="ranking-formula-title"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-card"
    >
      <h2
        id="ranking-formula-title"
        className="flex items-center gap-2 text-base font-semibold text-stone-900"
      >
        <Calculator aria-hidden="true" className="size-4 text-orange-600" />
        {t('ranking.formula.title')}
      </h2>
      <p className="mt-2 text-sm text-stone-600">{t('ranking.formula.intro')}</p>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-stone-700 marker:text-stone-400">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-stone-600">
        {t('ranking.formula.closing', { count: BOOTH_TOP_BADGE_RANKS })}
      </p>
    </section>
  );
}
