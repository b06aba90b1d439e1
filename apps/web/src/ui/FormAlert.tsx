import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A message about a whole form or page (not one field): what the server said, that it worked, or
 * something worth knowing. Errors are announced at once (role="alert"), the rest politely.
 */
export function FormAlert({
  tone = 'error',
  children,
  className,
}: {
  tone?: 'error' | 'success' | 'info';
  children: ReactNode;
  className?: string;
}) {
  const Icon = tone === 'error' ? CircleAlert : tone === 'success' ? CircleCheck : Info;
  return (
    <div
      role={tone === 'error' ? 'alert' : tone === 'success' ? 'status' : undefined}
      className={clsx(
        'flex gap-3 rounded-xl p-3.5 text-sm ring-1',
        tone === 'error' && 'bg-amber-50 text-amber-900 ring-amber-200',
        tone === 'success' && 'bg-pine-50 text-pine-900 ring-pine-200',
        tone === 'info' && 'bg-stone-100 text-stone-800 ring-stone-200',
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}
