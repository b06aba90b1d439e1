import { clsx } from 'clsx';
import { Label, Radio, RadioGroup, Text } from 'react-aria-components';

type ChoiceCardsProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  error?: string;
  /** Columns from the small breakpoint up; one column on a phone. */
  columns?: 1 | 2 | 3;
};

/** A short list of choices shown as cards (arrow keys move between them, as in any radio group). */
export function ChoiceCards({ label, value, onChange, options, error, columns = 2 }: ChoiceCardsProps) {
  return (
    <RadioGroup
      value={value === '' ? null : value}
      onChange={onChange}
      isInvalid={Boolean(error)}
      className="flex flex-col gap-2"
    >
      <Label className="text-sm font-medium text-stone-800">{label}</Label>
      <div
        className={clsx(
          'grid grid-cols-1 gap-2',
          columns === 2 && 'sm:grid-cols-2',
          columns === 3 && 'sm:grid-cols-3',
        )}
      >
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            className={({ isSelected, isFocusVisible }) =>
              clsx(
                'flex cursor-pointer items-center gap-3 rounded-xl border px-3.5 py-3 text-sm font-medium transition-colors',
                isSelected
                  ? 'border-pine-600 bg-pine-50 text-pine-900'
                  : 'border-stone-300 bg-white text-stone-700 hover:bg-stone-50',
                isFocusVisible && 'outline-2 outline-offset-2 outline-pine-600',
              )
            }
          >
            {({ isSelected }) => (
              <>
                <span
                  aria-hidden="true"
                  className={clsx(
                    'grid size-4 shrink-0 place-items-center rounded-full border-2',
                    isSelected ? 'border-pine-700' : 'border-stone-400',
                  )}
                >
                  {isSelected && <span className="size-2 rounded-full bg-pine-700" />}
                </span>
                {option.label}
              </>
            )}
          </Radio>
        ))}
      </div>
      {error && (
        <Text slot="errorMessage" className="text-sm font-medium text-red-700">
          {error}
        </Text>
      )}
    </RadioGroup>
  );
}
