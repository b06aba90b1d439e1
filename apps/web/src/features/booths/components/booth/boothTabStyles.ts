import { clsx } from 'clsx';

/** The underlined tabs of the booth pages (a booth's sections, the ranking's weeks). */
export const boothTabListStyles = 'flex min-w-max gap-1 border-b border-stone-200';

export const boothTabStyles = ({ isSelected }: { isSelected: boolean }) =>
  clsx(
    '-mb-px flex cursor-pointer items-center gap-2 border-b-2 px-3 py-3 text-sm font-medium transition-colors',
    'data-[focus-visible]:rounded-t-md data-[focus-visible]:outline-2 data-[focus-visible]:outline-pine-600',
    isSelected
      ? 'border-orange-600 text-stone-900'
      : 'border-transparent text-stone-600 hover:border-stone-300 hover:text-stone-900',
  );
