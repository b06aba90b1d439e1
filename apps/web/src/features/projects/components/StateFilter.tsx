import { clsx } from 'clsx';
import { Radio, RadioGroup } from 'react-aria-components';

/**
 * A segmented choice of one state (Review / Approved / ...). A radio group, so arrow keys move
 * between the choices and a screen reader hears which one is on.
 */
export function StateFilter({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <RadioGroup
      aria-label={label}
      value={value}
      onChange={onChange}
      orientation="horizontal"
      className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0"
    >
      <div className="flex w-max gap-1 rounded-xl bg-stone-100 p-1">
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            className={({ isSelected, isFocusVisible }) =>
              clsx(
                'cursor-pointer rounded-lg px-3.5 py-1.5 text-sm font-medium whitespace-nowrap transition-colors',
                isSelected ? 'bg-white text-stone-900 shadow-sm' : 'text-stone-600 hover:text-stone-900',
                isFocusVisible && 'outline-2 outline-offset-1 outline-pine-600',
              )
            }
          >
            {option.label}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
