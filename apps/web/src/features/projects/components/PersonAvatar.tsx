import { clsx } from 'clsx';

const SIZES = {
  xs: 'size-6 text-[11px]',
  sm: 'size-8 text-sm',
  md: 'size-10 text-base',
  lg: 'size-14 text-xl',
} as const;

/** A person's picture, or their initial on a tinted disc. Decorative: the nickname is written next to it. */
export function PersonAvatar({
  src,
  name,
  size = 'sm',
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
