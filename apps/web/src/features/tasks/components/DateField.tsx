import { useId } from 'react';

/** A labelled native date input: phones open their own calendar and the value is YYYY-MM-DD. */
export function DateField({
  label,
  value,
  onChange,
  error,
  name,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  name?: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`h-11 w-full rounded-lg border bg-white px-3 text-[15px] text-stone-900 outline-none focus:border-pine-600 focus:ring-2 focus:ring-pine-600/25 ${error ? 'border-red-500' : 'border-stone-300'}`}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
