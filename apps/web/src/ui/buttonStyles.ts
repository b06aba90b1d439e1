import { clsx } from 'clsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'launch' | 'danger';
/** 'icon' is a square button for a lone icon (it carries its accessible name in aria-label). */
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-pine-700 text-white shadow-sm hover:bg-pine-800 active:bg-pine-900',
  secondary:
    'border border-stone-300 bg-white text-stone-800 shadow-sm hover:bg-stone-50 hover:border-stone-400',
  ghost: 'text-stone-700 hover:bg-stone-100 hover:text-stone-900',
  // orange-700 under white text is 4.9:1; orange-600 was 3.6:1, below WCAG's 4.5:1 for text.
  launch: 'bg-orange-700 text-white shadow-sm hover:bg-orange-800',
  /** Only for what cannot be undone (removing, deleting the account). */
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800 active:bg-red-900',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-8 gap-1.5 rounded-lg px-3 text-sm',
  md: 'h-10 gap-2 rounded-lg px-4 text-sm',
  lg: 'h-12 gap-2 rounded-xl px-5 text-base',
  icon: 'size-10 gap-2 rounded-lg text-sm',
};

/**
 * Shared by Button (actions) and ButtonLink (navigation) so both look the same. `extra` may add
 * layout and responsive classes but must not restate a base property (padding, height): Tailwind
 * orders utilities by itself, so the later class in the string does not reliably win.
 */
export function buttonStyles(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra?: string,
): string {
  return clsx(
    'inline-flex shrink-0 cursor-pointer items-center justify-center font-semibold whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-pine-600',
    'disabled:cursor-not-allowed disabled:opacity-50 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[pending]:cursor-wait',
    VARIANTS[variant],
    SIZES[size],
    extra,
  );
}
