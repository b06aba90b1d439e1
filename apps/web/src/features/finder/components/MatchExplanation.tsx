import type { MATCH_CRITERIA } from '@sidecamp/domain';
import { clsx } from 'clsx';
import { Check, Minus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type Reason = {
  criterion: (typeof MATCH_CRITERIA)[number];
  matched: boolean;
  points: number;
  maxPoints: number;
  explanation: string;
};

/** The score as a bar with its number, coloured by how good the fit is. */
export function ScoreMeter({ score, maxScore }: { score: number; maxScore: number }) {
  const { t } = useTranslation('finder');
  const share = maxScore > 0 ? Math.round((score / maxScore) * 100) : 0;
  return (
    <div className="flex items-center gap-2.5">
      {/* The native meter carries the value for screen readers; the bar beside it is its picture. */}
      <meter className="sr-only" min={0} max={maxScore} value={score} aria-label={t('match.scoreLabel')}>
        {t('match.scoreText', { score, max: maxScore })}
      </meter>
      <div aria-hidden="true" className="h-2 w-24 overflow-hidden rounded-full bg-stone-200">
        <div
          className={clsx(
            'h-full rounded-full',
            share >= 70 ? 'bg-emerald-500' : share >= 40 ? 'bg-amber-400' : 'bg-stone-400',
          )}
          style={{ width: `${share}%` }}
        />
      </div>
      <span className="text-sm font-bold text-stone-900 tabular-nums">
        {t('match.score', { score, max: maxScore })}
      </span>
    </div>
  );
}

/**
 * Why a match scored what it did: every criterion with whether it matched, the points it gave and
 * the server's explanation in words. Unmatched criteria stay listed so the score adds up.
 */
export function MatchExplanation({
  reasons,
  defaultOpen = false,
}: {
  reasons: readonly Reason[];
  defaultOpen?: boolean;
}) {
  const { t } = useTranslation('finder');
  const id = useId();
  const matched = reasons.filter((reason) => reason.matched).length;
  return (
    <details open={defaultOpen} className="group/why rounded-xl bg-stone-50 ring-1 ring-stone-200">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-3.5 py-2.5 text-sm font-semibold text-stone-800 hover:bg-stone-100 [&::-webkit-details-marker]:hidden">
        <span id={id}>{t('match.why', { matched, total: reasons.length })}</span>
        <span aria-hidden="true" className="text-stone-500 transition-transform group-open/why:rotate-90">
          ›
        </span>
      </summary>
      <ul aria-labelledby={id} className="space-y-2 px-3.5 pb-3.5">
        {reasons.map((reason) => (
          <li key={reason.criterion} className="flex items-start gap-2.5 text-sm">
            <span
              aria-hidden="true"
              className={clsx(
                'mt-0.5 grid size-5 shrink-0 place-items-center rounded-full',
                reason.matched ? 'bg-emerald-100 text-emerald-700' : 'bg-stone-200 text-stone-500',
              )}
            >
              {reason.matched ? (
                <Check className="size-3.5" strokeWidth={3} />
              ) : (
                <Minus className="size-3.5" strokeWidth={3} />
              )}
            </span>
            <span className="min-w-0 flex-1">
              <span className="font-medium text-stone-900">{t(`match.criteria.${reason.criterion}`)}</span>
              <span className="sr-only">{reason.matched ? t('match.matched') : t('match.notMatched')}</span>
              <span className="block text-stone-600">{reason.explanation}</span>
            </span>
            <span
              className={clsx(
                'shrink-0 text-xs font-semibold tabular-nums',
                reason.matched ? 'text-emerald-700' : 'text-stone-500',
              )}
            >
              {t('match.points', { points: reason.points, max: reason.maxPoints })}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
