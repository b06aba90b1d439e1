import { clsx } from 'clsx';
import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A message about a whole form (not one field): what the server said, or that it worked. Errors
 * are announced at once (role="alert"), confirmations politely (role="status").
 */
export function FormAlert({
  tone = 'error',
  children,
  className,
}: {
  tone?: 'error' | 'success';
  children: ReactNode;
  className?: string;
}) {
  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={clsx(
        'flex gap-3 rounded-xl p-3.5 text-sm ring-1',
        tone === 'error'
          ? 'bg-amber-50 text-amber-900 ring-amber-200'
          : 'bg-pine-50 text-pine-900 ring-pine-200',
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}
