import { clsx } from 'clsx';
import { Switch } from 'react-aria-components';

type ToggleProps = {
  label: string;
  description: string;
  isSelected: boolean;
  onChange?: (selected: boolean) => void;
  isDisabled?: boolean;
};

/** A labelled on/off switch with an explanation under the label. */
export function Toggle({ label, description, isSelected, onChange, isDisabled }: ToggleProps) {
  return (
    <Switch
      isSelected={isSelected}
      onChange={onChange}
      isDisabled={isDisabled}
      className="group flex cursor-pointer items-start justify-between gap-4 rounded-xl p-3 ring-1 ring-stone-200 data-[disabled]:cursor-default"
    >
      <span className="min-w-0">
        <span className="block text-sm font-semibold text-stone-900">{label}</span>
        <span className="mt-0.5 block text-sm text-stone-600">{description}</span>
      </span>
      <span
        aria-hidden="true"
        className={clsx(
          'mt-0.5 flex h-6 w-11 shrink-0 items-center rounded-full p-0.5 transition-colors',
          'group-data-[focus-visible]:outline-2 group-data-[focus-visible]:outline-offset-2 group-data-[focus-visible]:outline-pine-600',
          isSelected ? 'bg-pine-700' : 'bg-stone-300',
          isDisabled && 'opacity-60',
        )}
      >
        <span
          className={clsx(
            'size-5 rounded-full bg-white shadow transition-transform',
            isSelected ? 'translate-x-5' : 'translate-x-0',
          )}
        />
      </span>
    </Switch>
  );
}
