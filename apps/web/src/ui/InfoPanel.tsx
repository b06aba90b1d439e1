import { clsx } from 'clsx';
import type { ReactNode } from 'react';

type InfoPanelProps = {
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
};

/** A titled white panel for real reference content next to an empty state (topics, stages, roles). */
export function InfoPanel({ title, description, children, className }: InfoPanelProps) {
  return (
    <section
      className={clsx('rounded-2xl border border-stone-200 bg-white p-6 shadow-card sm:p-7', className)}
    >
      <h2 className="text-base font-semibold text-stone-900">{title}</h2>
      {description && <p className="mt-1 text-sm text-stone-600">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
