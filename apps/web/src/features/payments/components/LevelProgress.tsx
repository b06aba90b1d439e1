import type { TPointsSummary } from '@sidecamp/domain';
import { useTranslation } from 'react-i18next';

type Level = TPointsSummary['level'];

/** The level, its progress bar and the experience still needed for the next one. */
export function LevelProgress({ level }: { level: Level }) {
  const { t } = useTranslation('payments');
  const percent = Math.round(level.progress * 100);
  const toNext = level.maxExp === null ? null : level.maxExp + 1 - level.experience;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <p className="text-2xl font-bold tracking-tight text-stone-900">
          {t('level.name', { level: level.level })}
        </p>
        <p className="text-sm text-stone-600">{t('level.experience', { count: level.experience })}</p>
      </div>
      <div
        role="progressbar"
        aria-label={t('level.progressLabel', { level: level.level + 1 })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-3 h-2.5 overflow-hidden rounded-full bg-stone-100"
      >
        <div className="h-full rounded-full bg-pine-600" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-2 text-xs text-stone-600">
        {toNext === null ? t('level.max') : t('level.toNext', { count: toNext, level: level.level + 1 })}
      </p>
    </div>
  );
}
