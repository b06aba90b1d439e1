import { clsx } from 'clsx';

/** Diameters in CSS pixels; 'profile' is the large picture at the top of a profile page. */
const SIZES = {
  24: 'size-6 text-[11px]',
  32: 'size-8 text-sm',
  36: 'size-9 text-sm',
  40: 'size-10 text-base',
  48: 'size-12 text-base',
  56: 'size-14 text-xl',
  profile: 'size-24 text-3xl sm:size-28',
} as const;

/**
 * A person's picture, or their initial on a tinted disc. Decorative: the name is always written
 * next to it, so screen readers need not hear it twice.
 */
export function Avatar({
  src,
  name,
  size = 32,
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
