import type { ReactNode } from 'react';

/** Vertical rhythm between a page's header and its sections. */
export function PageStack({ children }: { children: ReactNode }) {
  return <div className="space-y-8 lg:space-y-10">{children}</div>;
}
