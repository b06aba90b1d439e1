import { clsx } from 'clsx';
import { badgeText } from '../unread';

/** A room's unread count; muted rooms show it quietly in grey. */
export function UnreadBadge({ count, muted, label }: { count: number; muted?: boolean; label: string }) {
  if (count <= 0) return null;
  return (
    <span
      role="status"
      aria-label={label}
      className={clsx(
        'inline-grid h-5 min-w-5 place-items-center rounded-full px-1.5 text-[11px] leading-none font-bold tabular-nums',
        muted ? 'bg-stone-200 text-stone-700' : 'bg-connect text-white',
      )}
    >
      {badgeText(count)}
    </span>
  );
}
