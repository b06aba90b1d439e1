import type { TBooth } from '@sidecamp/domain';
import { formatCount } from '@sidecamp/domain/core';
import { useTranslation } from 'react-i18next';

/** The booth in numbers: likes, followers, supporters and the points they gave. */
export function BoothCounts({ booth }: { booth: TBooth }) {
  const { t } = useTranslation('booths');
  const counts = [
    { key: 'likes', value: booth.counts.likes },
    { key: 'follows', value: booth.counts.follows },
    { key: 'supporters', value: booth.counts.supporters },
    { key: 'supportPoints', value: booth.counts.supportPoints },
  ] as const;
  return (
    <section
      aria-labelledby="booth-counts-title"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-card"
    >
      <h2 id="booth-counts-title" className="sr-only">
        {t('view.countsTitle')}
      </h2>
      <dl className="grid grid-cols-2 gap-4">
        {counts.map(({ key, value }) => (
          <div key={key}>
            <dt className="text-xs font-semibold tracking-wide text-stone-500 uppercase">
              {t(`view.counts.${key}`)}
            </dt>
            <dd className="text-xl font-bold text-stone-900 tabular-nums" data-testid={`count-${key}`}>
              {formatCount(value)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
