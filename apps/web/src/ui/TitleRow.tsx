import { clsx } from 'clsx';
import type { ReactNode } from 'react';

type TitleRowProps = {
  /** The title block: the heading and what belongs to it (logo, badges, tagline). */
  children: ReactNode;
  /** The buttons that act on what the title names. */
  actions?: ReactNode;
  /** `wide` for a title block that also holds a logo or an avatar. */
  titleWidth?: 'normal' | 'wide';
  align?: 'start' | 'end';
  className?: string;
  titleClassName?: string;
};

/**
 * A header's title and its buttons side by side while both fit. The title block keeps a width
 * that holds a heading's words (20rem, 24rem beside a logo) and never gives it up to the buttons:
 * when they do not fit beside it, they wrap onto a row of their own, and wrap among themselves.
 */
export function TitleRow({
  children,
  actions,
  titleWidth = 'normal',
  align = 'start',
  className,
  titleClassName,
}: TitleRowProps) {
  return (
    <div
      className={clsx(
        'flex flex-wrap justify-between gap-x-6 gap-y-4',
        align === 'end' ? 'items-end' : 'items-start',
        className,
      )}
    >
      <div
        className={clsx(
          'min-w-0 grow',
          titleWidth === 'wide' ? 'basis-[24rem]' : 'basis-[20rem]',
          titleClassName,
        )}
      >
        {children}
      </div>
      {actions && <div className="flex max-w-full min-w-0 flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
