import { clsx } from 'clsx';
import { Check } from 'lucide-react';

/**
 * A labelled checkbox: a native one (visually replaced by the styled box), so Space toggles it, the
 * whole label is the click target, forms and screen readers know it, and no library loads for it.
 */
export function CheckboxField({
  label,
  description,
  isSelected,
  onChange,
  className,
}: {
  label: string;
  description?: string;
  isSelected: boolean;
  onChange: (selected: boolean) => void;
  className?: string;
}) {
  return (
    <label className={clsx('flex cursor-pointer items-start gap-2.5 text-sm text-stone-800', className)}>
      <input
        type="checkbox"
        checked={isSelected}
        onChange={(event) => onChange(event.target.checked)}
        className="peer sr-only"
      />
      <span
        aria-hidden="true"
        className={clsx(
          'mt-0.5 grid size-[18px] shrink-0 place-items-center rounded-[5px] border transition-colors',
          'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-pine-600',
          isSelected ? 'border-pine-700 bg-pine-700 text-white' : 'border-stone-400 bg-white',
        )}
      >
        {isSelected && <Check className="size-3.5" strokeWidth={3} />}
      </span>
      <span className="min-w-0">
        <span className="block font-medium">{label}</span>
        {description && <span className="block text-stone-500">{description}</span>}
      </span>
    </label>
  );
}
