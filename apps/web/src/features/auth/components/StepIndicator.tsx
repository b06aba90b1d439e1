import { clsx } from 'clsx';
import { Check } from 'lucide-react';

/** Where a multi-step form is: done steps ticked, the current one marked for screen readers. */
export function StepIndicator({
  label,
  steps,
  current,
}: {
  label: string;
  steps: readonly string[];
  /** Zero-based index of the current step. */
  current: number;
}) {
  return (
    <ol aria-label={label} className="flex items-center gap-3">
      {steps.map((step, index) => {
        const done = index < current;
        const active = index === current;
        return (
          <li
            key={step}
            aria-current={active ? 'step' : undefined}
            className="flex min-w-0 flex-1 items-center gap-2.5"
          >
            <span
              aria-hidden="true"
              className={clsx(
                'grid size-7 shrink-0 place-items-center rounded-full text-xs font-bold',
                done && 'bg-pine-700 text-white',
                active && 'bg-pine-50 text-pine-800 ring-2 ring-pine-600',
                !done && !active && 'bg-stone-100 text-stone-500 ring-1 ring-stone-200',
              )}
            >
              {done ? <Check className="size-4" strokeWidth={3} /> : index + 1}
            </span>
            <span
              className={clsx('truncate text-sm font-medium', active ? 'text-stone-900' : 'text-stone-500')}
            >
              {step}
            </span>
            {index < steps.length - 1 && (
              <span aria-hidden="true" className="h-px min-w-4 flex-1 bg-stone-200" />
            )}
          </li>
        );
      })}
    </ol>
  );
}
