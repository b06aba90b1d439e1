import { clsx } from 'clsx';

const SIZES = {
  sm: 'size-10 rounded-lg text-base',
  md: 'size-12 rounded-xl text-lg',
  lg: 'size-16 rounded-2xl text-2xl sm:size-20 sm:text-3xl',
} as const;

/** Tints for projects without a logo; picked from the name so a project keeps its colour. */
const TINTS = [
  'bg-emerald-100 text-emerald-800',
  'bg-sky-100 text-sky-800',
  'bg-amber-100 text-amber-800',
  'bg-rose-100 text-rose-800',
  'bg-violet-100 text-violet-800',
  'bg-teal-100 text-teal-800',
] as const;

function tintOf(name: string): string {
  let sum = 0;
  for (const char of name) sum = (sum + (char.codePointAt(0) ?? 0)) % 9973;
  return TINTS[sum % TINTS.length] ?? TINTS[0];
}

/** A project's logo, or its initial on a tinted tile. Decorative: the name is always written beside it. */
export function ProjectLogo({
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
        className={clsx('shrink-0 bg-white object-cover ring-1 ring-stone-200', SIZES[size], className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={clsx('grid shrink-0 place-items-center font-bold', SIZES[size], tintOf(name), className)}
    >
      {name.trim().slice(0, 1).toUpperCase() || '?'}
    </span>
  );
}
