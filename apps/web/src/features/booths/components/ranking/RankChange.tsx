import type { TBoothRanking } from '@sidecamp/domain';
import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, Minus, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';

type Change = TBoothRanking['items'][number]['change'];

const STYLES: Record<Change['kind'], { icon: typeof ArrowUp; className: string }> = {
  up: { icon: ArrowUp, className: 'bg-pine-50 text-pine-800 ring-pine-200' },
  down: { icon: ArrowDown, className: 'bg-red-50 text-red-800 ring-red-200' },
  same: { icon: Minus, className: 'bg-stone-100 text-stone-600 ring-stone-200' },
  new: { icon: Sparkles, className: 'bg-indigo-50 text-indigo-800 ring-indigo-200' },
};

/** How far a booth moved against the week before: up or down by a number, new, or the same place. */
export function RankChange({ change }: { change: Change }) {
  const { t } = useTranslation('booths');
  const { icon: Icon, className } = STYLES[change.kind];
  const label = t(`ranking.change.${change.kind}Label`, { count: change.by });
  return (
    <span
      title={label}
      className={clsx(
        'inline-flex items-center gap-0.5 rounded-full px-1.5 py-0.5 text-xs font-semibold tabular-nums ring-1 ring-inset',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3" strokeWidth={2.5} />
      <span aria-hidden="true">
        {change.kind === 'up' || change.kind === 'down' ? change.by : t(`ranking.change.${change.kind}`)}
      </span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
