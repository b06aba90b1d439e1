import type { TBoothReview } from '@sidecamp/domain';
import { REVIEW_VIEW_POINTS } from '@sidecamp/domain/core';
import { useTranslation } from 'react-i18next';
import { codeLabel } from '../../../../ui/codeLabels';
import { Stars } from './Stars';

/** A review's rating, its view points as small "Design 4/5" chips, and its text. */
export function ReviewBody({ review }: { review: TBoothReview }) {
  const { t } = useTranslation('booths');
  return (
    <div className="mt-2 space-y-2">
      <Stars value={review.rating} label={t('reviews.ratedLabel', { count: review.rating })} />
      <ul aria-label={t('reviews.viewPoints')} className="flex flex-wrap gap-1.5">
        {REVIEW_VIEW_POINTS.codes
          .filter((code) => review.viewPoints[code] !== undefined)
          .map((code) => (
            <li
              key={code}
              className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs text-stone-700 ring-1 ring-stone-200 ring-inset"
            >
              {codeLabel(REVIEW_VIEW_POINTS, code)}{' '}
              <span className="font-semibold text-stone-900 tabular-nums">
                {t('reviews.outOfFive', { value: review.viewPoints[code] })}
              </span>
            </li>
          ))}
      </ul>
      <p className="text-[15px] whitespace-pre-line break-words text-stone-800">{review.body}</p>
    </div>
  );
}
