import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { Checkbox } from 'react-aria-components';

/** A labelled checkbox (React Aria: Space toggles it, the label is part of the click target). */
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
    <Checkbox
      isSelected={isSelected}
      onChange={onChange}
      className={clsx('group flex cursor-pointer items-start gap-2.5 text-sm text-stone-800', className)}
    >
      {({ isSelected: selected }) => (
        <>
          <span
            aria-hidden="true"
            className={clsx(
              'mt-0.5 grid size-[18px] shrink-0 place-items-center rounded-[5px] border transition-colors',
              'group-data-[focus-visible]:outline-2 group-data-[focus-visible]:outline-offset-2 group-data-[focus-visible]:outline-pine-600',
              selected ? 'border-pine-700 bg-pine-700 text-white' : 'border-stone-400 bg-white',
            )}
          >
            {selected && <Check className="size-3.5" strokeWidth={3} />}
          </span>
          <span className="min-w-0">
            <span className="block font-medium">{label}</span>
            {description && <span className="block text-stone-500">{description}</span>}
          </span>
        </>
      )}
    </Checkbox>
  );
}
