import { clsx } from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';

/** The white surface every panel sits on. */
export function Card({ className, ...props }: ComponentPropsWithoutRef<'div'>) {
  return (
    <div {...props} className={clsx('rounded-2xl border border-stone-200 bg-white shadow-card', className)} />
  );
}
