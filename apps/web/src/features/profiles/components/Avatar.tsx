import { clsx } from 'clsx';

const SIZES = {
  sm: 'size-9 text-sm',
  md: 'size-12 text-base',
  lg: 'size-24 text-3xl sm:size-28',
} as const;

/**
 * A person's picture, or their initial on a tinted disc. Decorative by default: the name is always
 * written next to it, so screen readers need not hear it twice.
 */
export function Avatar({
  src,
  name,
  size = 'md',
  className,
}: {
  src: string | null;
  name: string;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  if (src) {
    return (
      <img
        src={src}
        alt=""
        className={clsx('shrink-0 rounded-full bg-stone-100 object-cover', SIZES[size], className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'grid shrink-0 place-items-center rounded-full bg-indigo-100 font-semibold text-indigo-800',
        SIZES[size],
        className,
      )}
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
