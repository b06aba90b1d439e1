import { clsx } from 'clsx';
import { Label, Radio, RadioGroup } from 'react-aria-components';

export type Choice = { value: string; label: string; description?: string };

/** A short list of choices as cards with a line of explanation each (arrow keys move, as in any radio group). */
export function ChoiceList({
  label,
  value,
  onChange,
  choices,
  isDisabled,
  columns = 2,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  choices: readonly Choice[];
  isDisabled?: boolean;
  columns?: 2 | 3 | 4;
}) {
  return (
    <RadioGroup value={value} onChange={onChange} isDisabled={isDisabled} className="flex flex-col gap-2">
      <Label className="text-sm font-medium text-stone-800">{label}</Label>
      <div
        className={clsx(
          'grid grid-cols-1 gap-2',
          columns === 2 && 'sm:grid-cols-2',
          columns === 3 && 'sm:grid-cols-3',
          columns === 4 && 'sm:grid-cols-2 xl:grid-cols-4',
        )}
      >
        {choices.map((choice) => (
          <Radio
            key={choice.value}
            value={choice.value}
            className={({ isSelected, isFocusVisible, isDisabled: disabled }) =>
              clsx(
                'flex cursor-pointer gap-3 rounded-xl border px-3.5 py-3 text-sm transition-colors',
                isSelected
                  ? 'border-pine-600 bg-pine-50 text-pine-900'
                  : 'border-stone-300 bg-white text-stone-700 hover:bg-stone-50',
                isFocusVisible && 'outline-2 outline-offset-2 outline-pine-600',
                disabled && !isSelected && 'cursor-not-allowed opacity-50',
              )
            }
          >
            {({ isSelected }) => (
              <>
                <span
                  aria-hidden="true"
                  className={clsx(
                    'mt-0.5 grid size-4 shrink-0 place-items-center rounded-full border-2',
                    isSelected ? 'border-pine-700' : 'border-stone-400',
                  )}
                >
                  {isSelected && <span className="size-2 rounded-full bg-pine-700" />}
                </span>
                <span className="min-w-0">
                  <span className="block font-semibold">{choice.label}</span>
                  {choice.description && <span className="block text-stone-600">{choice.description}</span>}
                </span>
              </>
            )}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
