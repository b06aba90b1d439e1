import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** A titled section of the resume; `aside` sits at the heading's end (the owner's switch). */
export function ResumeSection({
  id,
  title,
  aside,
  className,
  children,
}: {
  id: string;
  title: string;
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={clsx('break-inside-avoid-page', className)}>
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1 border-b border-stone-300 pb-1.5">
        <h2
          id={id}
          className="text-xs font-bold tracking-[0.14em] text-indigo-800 uppercase print:text-stone-900"
        >
          {title}
        </h2>
        {aside}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}
