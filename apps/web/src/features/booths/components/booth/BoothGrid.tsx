import type { TBoothCard } from '@sidecamp/domain';
import { BoothCard } from './BoothCard';
import { BoothCardSkeleton } from './BoothCardSkeleton';

const GRID = 'grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3';

/** Booth cards in the page's grid; `label` names the list for screen readers. */
export function BoothGrid({
  booths,
  label,
  showState,
}: {
  booths: readonly TBoothCard[];
  label: string;
  showState?: boolean;
}) {
  return (
    <ul aria-label={label} className={GRID}>
      {booths.map((booth) => (
        <li key={booth.id}>
          <BoothCard booth={booth} showState={showState} />
        </li>
      ))}
    </ul>
  );
}

/** As many card shapes as the list will show, while it loads. */
export function BoothGridSkeleton({ count }: { count: number }) {
  return (
    <div className={GRID}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <BoothCardSkeleton key={index} />
      ))}
    </div>
  );
}
