import { clsx } from 'clsx';
import { Star } from 'lucide-react';

/**
 * A rating as five stars with its meaning in `label` for screen readers. (The profiles feature
 * draws its own; features do not share insides, and this is a dozen lines.)
 */
export function Stars({ value, label, size = 'sm' }: { value: number; label: string; size?: 'sm' | 'md' }) {
  return (
    <span role="img" aria-label={label} className="inline-flex items-center gap-0.5">
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={clsx(
            size === 'sm' ? 'size-4' : 'size-5',
            star <= Math.round(value) ? 'fill-amber-400 text-amber-400' : 'fill-stone-200 text-stone-200',
          )}
        />
      ))}
    </span>
  );
}
