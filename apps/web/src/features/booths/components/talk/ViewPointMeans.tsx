import { REVIEW_VIEW_POINTS } from '@sidecamp/domain/core';
import { useTranslation } from 'react-i18next';
import { codeLabel } from '../../../../ui/codeLabels';
import { QueryError } from '../../../../ui/QueryError';
import { useViewPoints } from '../../hooks/talk/useViewPoints';
import { Stars } from './Stars';

const oneDecimal = (value: number) => value.toFixed(1);

/** The mean overall rating and, as bars out of 5, the mean of each view point. */
export function ViewPointMeans({ boothId }: { boothId: number }) {
  const { t } = useTranslation('booths');
  const means = useViewPoints(boothId);
  return (
    <section
      aria-labelledby="view-points-title"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id="view-points-title" className="text-lg font-semibold text-stone-900">
        {t('reviews.meansTitle')}
      </h2>
      {means.isPending ? (
        <div aria-hidden="true" className="mt-4 animate-pulse space-y-3">
          {[0, 1, 2, 3, 4].map((index) => (
            <div key={index} className="h-4 rounded bg-stone-100" />
          ))}
        </div>
      ) : means.isError ? (
        <div className="mt-4">
          <QueryError
            error={means.error}
            title={t('reviews.meansError')}
            onRetry={() => void means.refetch()}
          />
        </div>
      ) : means.data.reviews === 0 || means.data.rating === null ? (
        <p className="mt-2 text-sm text-stone-600">{t('reviews.noMeans')}</p>
      ) : (
        <>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-stone-600">
            <span className="text-3xl font-bold text-stone-900 tabular-nums">
              {oneDecimal(means.data.rating)}
            </span>
            <Stars
              value={means.data.rating}
              size="md"
              label={t('reviews.meanLabel', { rating: oneDecimal(means.data.rating) })}
            />
            <span>{t('reviews.count', { count: means.data.reviews })}</span>
          </p>
          <dl className="mt-4 space-y-3">
            {means.data.viewPoints.map((point) => {
              const label = codeLabel(REVIEW_VIEW_POINTS, point.code) ?? point.code;
              return (
                <div key={point.code}>
                  <div className="flex items-baseline justify-between gap-3 text-sm">
                    <dt className="text-stone-700">{label}</dt>
                    <dd className="font-semibold text-stone-900 tabular-nums">
                      {point.mean === null ? '–' : t('reviews.outOfFive', { value: oneDecimal(point.mean) })}
                    </dd>
                  </div>
                  <div aria-hidden="true" className="mt-1 h-2 overflow-hidden rounded-full bg-stone-100">
                    <div
                      className="h-full rounded-full bg-amber-400"
                      style={{ width: `${((point.mean ?? 0) / 5) * 100}%` }}
                    />
                  </div>
                </div>
              );
            })}
          </dl>
        </>
      )}
    </section>
  );
}
