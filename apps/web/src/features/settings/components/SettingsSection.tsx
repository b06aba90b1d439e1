import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** One titled panel of the settings page, reachable by its anchor. */
export function SettingsSection({
  id,
  icon: Icon,
  title,
  description,
  tone = 'neutral',
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  description?: string;
  tone?: 'neutral' | 'danger';
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={clsx(
        'scroll-mt-24 rounded-2xl border bg-white p-6 shadow-card sm:p-7',
        tone === 'danger' ? 'border-red-200' : 'border-stone-200',
      )}
    >
      <div className="flex gap-4">
        <span
          aria-hidden="true"
          className={clsx(
            'grid size-10 shrink-0 place-items-center rounded-xl ring-1',
            tone === 'danger' ? 'bg-red-50 ring-red-200' : 'bg-stone-50 ring-stone-200',
          )}
        >
          <Icon className={clsx('size-5', tone === 'danger' ? 'text-red-700' : 'text-stone-600')} />
        </span>
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="text-base font-semibold text-stone-900">
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-stone-600">{description}</p>}
        </div>
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}
