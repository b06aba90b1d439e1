import { suggestEmailCompletions } from '@sidecamp/domain/core';
import { clsx } from 'clsx';
import { useMemo } from 'react';
import {
  ComboBox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
} from 'react-aria-components';

type EmailFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  description?: string;
  autoFocus?: boolean;
};

/**
 * An e-mail input that offers the six suggested mail domains while the address is typed (F2.1).
 * A combo box, so the suggestions are reachable with the arrow keys and announced, and any other
 * address can still be typed in full.
 */
export function EmailField({ label, value, onChange, error, description, autoFocus }: EmailFieldProps) {
  const suggestions = useMemo(
    () => suggestEmailCompletions(value.trim()).map((address) => ({ id: address })),
    [value],
  );
  const invalid = Boolean(error);
  return (
    <ComboBox
      inputValue={value}
      onInputChange={onChange}
      onSelectionChange={(key) => {
        if (key !== null) onChange(String(key));
      }}
      items={suggestions}
      allowsCustomValue
      // With nothing to suggest the menu closes by itself (and gives the page back to screen readers).
      allowsEmptyCollection={false}
      menuTrigger="input"
      isInvalid={invalid}
      validationBehavior="aria"
      autoFocus={autoFocus}
      name="email"
      className="flex flex-col gap-1.5"
    >
      <Label className="text-sm font-medium text-stone-800">{label}</Label>
      <Input
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        className={clsx(
          'h-11 w-full rounded-lg border bg-white px-3 text-[15px] text-stone-900 transition-colors outline-none placeholder:text-stone-400 focus:border-pine-600 focus:ring-2 focus:ring-pine-600/25',
          invalid ? 'border-red-500' : 'border-stone-300',
        )}
      />
      {description && !invalid && (
        <Text slot="description" className="text-sm text-stone-500">
          {description}
        </Text>
      )}
      <FieldError className="text-sm font-medium text-red-700">{error}</FieldError>
      <Popover
        offset={4}
        className="w-(--trigger-width) overflow-auto rounded-xl border border-stone-200 bg-white p-1 shadow-lift outline-none data-[entering]:animate-fade-in"
      >
        <ListBox className="max-h-64 outline-none">
          {(item: { id: string }) => (
            <ListBoxItem
              id={item.id}
              textValue={item.id}
              className="cursor-pointer rounded-lg px-3 py-2 text-sm text-stone-800 outline-none data-[focused]:bg-stone-100 data-[selected]:font-semibold"
            >
              {item.id}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
