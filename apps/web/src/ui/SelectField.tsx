import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';

export type SelectOption = { value: string; label: string };

type SelectFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** Shown as the first, empty choice (value ''), e.g. "Choose…" or "Not specified". */
  placeholder?: string;
  description?: string;
  error?: string;
  name?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  className?: string;
  /** Hide the label visually (it stays the accessible name). */
  hideLabel?: boolean;
  /**
   * The shorter select of filter bars and inline editors: 40px high, and the empty choice
   * ("Any stage") in the normal text colour rather than greyed as an unanswered field.
   */
  compact?: boolean;
};

/**
 * A labelled choice from a code list. A native select on purpose: phones open their own picker,
 * keyboards and screen readers know it, and type-to-jump works in long lists (regions, jobs).
 */
export function SelectField({
  label,
  value,
  onChange,
  options,
  placeholder,
  description,
  error,
  name,
  isDisabled,
  isRequired,
  className,
  hideLabel,
  compact,
}: SelectFieldProps) {
  const id = useId();
  const describedBy = error ? `${id}-error` : description ? `${id}-description` : undefined;
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className={clsx('text-sm font-medium text-stone-800', hideLabel && 'sr-only')}>
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          name={name}
          value={value}
          disabled={isDisabled}
          required={isRequired}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          className={clsx(
            'w-full cursor-pointer appearance-none rounded-lg border bg-white pr-9 pl-3 text-[15px] text-stone-900 transition-colors outline-none focus:border-pine-600 focus:ring-2 focus:ring-pine-600/25 disabled:cursor-not-allowed disabled:bg-stone-50',
            compact ? 'h-10 disabled:text-stone-400' : 'h-11 disabled:text-stone-500',
            error ? 'border-red-500' : 'border-stone-300',
            !compact && value === '' && 'text-stone-500',
          )}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-stone-500"
        />
      </div>
      {description && !error && (
        <p id={`${id}-description`} className="text-sm text-stone-500">
          {description}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
