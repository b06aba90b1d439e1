import type { TProjectCard } from '@sidecamp/domain';
import { useTranslation } from 'react-i18next';
import { jobLabel, skillLabel } from '../../../ui/codeLabels';

/** The open positions of a card: job, level and free seats, so people see at once where they fit. */
export function OpenPositionChips({
  positions,
  max = 4,
}: {
  positions: TProjectCard['openPositions'];
  max?: number;
}) {
  const { t } = useTranslation('projects');
  if (positions.length === 0) return <p className="text-sm text-stone-500">{t('card.noOpenPositions')}</p>;
  const shown = positions.slice(0, max);
  const hidden = positions.length - shown.length;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t('card.openPositions')}>
      {shown.map((position) => (
        <li
          key={position.id}
          className="inline-flex items-center gap-1.5 rounded-lg bg-emerald-50 px-2 py-1 text-[13px] text-emerald-900 ring-1 ring-emerald-200/70 ring-inset"
        >
          <span className="font-semibold">{jobLabel(position.jobCode)}</span>
          <span className="text-emerald-800/80">
            {t('card.positionMeta', { level: skillLabel(position.skillLevel), count: position.openSeats })}
          </span>
        </li>
      ))}
      {hidden > 0 && (
        <li className="rounded-lg bg-stone-100 px-2 py-1 text-[13px] font-medium text-stone-600">
          {t('card.morePositions', { count: hidden })}
        </li>
      )}
    </ul>
  );
}
