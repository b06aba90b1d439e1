import { clsx } from 'clsx';
import { Check, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from './Badge';
import { CAMP_STYLES, type Camp } from './camps';

type EmptyStateProps = {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  /** Short status shown as a badge, e.g. "Not available yet". */
  status?: string;
  /** What the feature will do once it is built, shown so the page is honest and still useful. */
  plannedTitle?: string;
  planned?: readonly string[];
  camp?: Camp;
  actions?: ReactNode;
  /** Heading level of the title, so the page outline stays correct wherever it is placed. */
  headingLevel?: 2 | 3;
  className?: string;
};

/** A designed "nothing here yet" panel: what is missing, plainly, and what is coming. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  status,
  plannedTitle,
  planned,
  camp = 'make',
  actions,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const styles = CAMP_STYLES[camp];
  const hasPlanned = planned !== undefined && planned.length > 0;
  return (
    <section
      className={clsx(
        'overflow-hidden rounded-2xl border border-dashed border-stone-300 bg-white/70',
        className,
      )}
    >
      <div
        className={clsx(
          'grid grid-cols-1 gap-8 p-6 sm:p-8 lg:gap-12',
          hasPlanned && 'lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]',
        )}
      >
        {/* Alone, the message is centred; beside the planned list it reads left to right. */}
        <div
          className={clsx(
            'flex flex-col',
            hasPlanned ? 'items-start' : 'mx-auto max-w-lg items-center py-4 text-center',
          )}
        >
          <span
            aria-hidden="true"
            className={clsx(
              'mb-5 grid size-12 place-items-center rounded-xl ring-1',
              styles.soft,
              styles.ring,
            )}
          >
            <Icon className={clsx('size-6', styles.text)} strokeWidth={1.75} />
          </span>
          {status && (
            <Badge tone="amber" className="mb-3">
              {status}
            </Badge>
          )}
          <Heading className="text-xl font-semibold tracking-tight text-stone-900">{title}</Heading>
          <div className="mt-2 max-w-prose text-pretty text-stone-600">{description}</div>
          {actions && <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div>}
        </div>
        {hasPlanned && (
          <div className="rounded-xl bg-stone-50 p-5 ring-1 ring-stone-200/70">
            {plannedTitle && (
              <p className="mb-3 text-xs font-semibold tracking-wider text-stone-600 uppercase">
                {plannedTitle}
              </p>
            )}
            <ul className="space-y-2.5">
              {planned.map((item) => (
                <li key={item} className="flex gap-3 text-sm text-stone-700">
                  <Check aria-hidden="true" className={clsx('mt-0.5 size-4 shrink-0', styles.text)} />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
