import { clsx } from 'clsx';

/** Read-only labels shown as pills (not buttons: nothing happens on click). */
export function ChipList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={clsx('flex flex-wrap gap-2', className)}>
      {items.map((item) => (
        <li
          key={item}
          className="rounded-full bg-stone-100 px-3 py-1 text-sm font-medium text-stone-700 ring-1 ring-stone-200/80 ring-inset"
        >
          {item}
        </li>
      ))}
    </ul>
  );
}
